import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../testing/renderShell';

describe('focus after a navigation', () => {
  it('moves to the new page content, not left on the header link that was clicked', async () => {
    renderShell({ path: '/search', user: null });
    await screen.findByRole('heading', { name: 'guest app at /search' });
    const logo = screen.getByRole('link', { name: 'Shoreline, home' });
    await userEvent.click(logo);
    expect(await screen.findByRole('heading', { name: 'guest app at /' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('leaves focus alone on the first page of the visit', async () => {
    renderShell({ path: '/search', user: null });
    await screen.findByRole('heading', { name: 'guest app at /search' });
    expect(screen.getByRole('main')).not.toHaveFocus();
  });
});
