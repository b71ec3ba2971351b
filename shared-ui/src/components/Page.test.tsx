import { render, screen } from '@testing-library/react';
import { Page } from './Page';

describe('Page', () => {
  it('stacks its blocks in the page-width container with the standard gap and padding', () => {
    render(
      <Page data-testid="page" aria-busy="true">
        <h1>My Bookings</h1>
      </Page>,
    );
    const page = screen.getByTestId('page');
    expect(page).toHaveClass('container', 'page', 'gap-5');
    expect(page).not.toHaveClass('top-5');
    expect(page).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeInTheDocument();
  });

  it('takes a wider gap and a tighter top for gallery pages', () => {
    render(<Page data-testid="page" gap={6} top={5} className="extra" />);
    expect(screen.getByTestId('page')).toHaveClass('page', 'gap-6', 'top-5', 'extra');
  });
});
