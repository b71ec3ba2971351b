import { render, screen } from '@testing-library/react';
import { RouteSkeleton } from './RouteSkeleton';

describe('RouteSkeleton', () => {
  it('announces what is loading and hides its shapes from assistive technology', () => {
    render(<RouteSkeleton kind="listing" label="Loading listing" />);
    const status = screen.getByRole('status', { name: 'Loading listing' });
    expect(status).toHaveTextContent('Loading listing');
    for (const shape of screen.getAllByTestId('skeleton'))
      expect(shape.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it("draws the home feed's eight cards and the search page's results grid", () => {
    const { container, rerender } = render(<RouteSkeleton kind="home" />);
    expect(screen.getByRole('status', { name: 'Loading page' })).toBeInTheDocument();
    expect(container.querySelectorAll('ul > li')).toHaveLength(8);
    rerender(<RouteSkeleton kind="search" />);
    expect(container.querySelectorAll('ul > li')).toHaveLength(8);
    rerender(<RouteSkeleton kind="host" />);
    expect(container.querySelectorAll('ul > li')).toHaveLength(4);
  });
});
