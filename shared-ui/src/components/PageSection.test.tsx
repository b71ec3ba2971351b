import { createRef } from 'react';
import { render, screen, within } from '@testing-library/react';
import { PageSection } from './PageSection';

describe('PageSection', () => {
  it('is a region named by its h2, with the count in the heading', () => {
    render(
      <PageSection title="Pending Requests" count={3}>
        <p>Body</p>
      </PageSection>,
    );
    const region = screen.getByRole('region', { name: 'Pending Requests (3)' });
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent('Pending Requests (3)');
    expect(within(region).getByText('Body')).toBeInTheDocument();
  });

  it('takes a heading level, a fixed heading id and actions beside the title', () => {
    render(
      <PageSection
        title="Featured"
        headingLevel={3}
        headingId="featured-title"
        actions={<a href="/search">View All</a>}
      />,
    );
    const heading = screen.getByRole('heading', { level: 3, name: 'Featured' });
    expect(heading).toHaveAttribute('id', 'featured-title');
    expect(heading).not.toHaveAttribute('tabindex');
    expect(screen.getByRole('region', { name: 'Featured' })).toContainElement(
      screen.getByRole('link', { name: 'View All' }),
    );
  });

  it('can hand its heading to script for focus', () => {
    const ref = createRef<HTMLHeadingElement>();
    render(<PageSection title="Destinations" count={0} focusableHeading headingRef={ref} />);
    const heading = screen.getByRole('heading', { name: 'Destinations (0)' });
    expect(heading).toHaveAttribute('tabindex', '-1');
    ref.current?.focus();
    expect(heading).toHaveFocus();
  });
});
