import { render, screen, within } from '@testing-library/react';
import { Grid } from './Grid';
import { PageHeader } from './PageHeader';
import { Stack } from './Stack';

describe('Grid', () => {
  it('is a named list with one item per child, skipping empty children', () => {
    render(
      <Grid aria-label="Search results">
        <p>One</p>
        {null}
        <p>Two</p>
        {false}
        <p>Three</p>
      </Grid>,
    );
    const list = screen.getByRole('list', { name: 'Search results' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['One', 'Two', 'Three']);
    expect(list).toHaveClass('grid');
  });

  it('can cap the columns for narrower content', () => {
    render(
      <Grid maxColumns={3}>
        <p>One</p>
      </Grid>,
    );
    expect(screen.getByRole('list')).toHaveClass('grid', 'max-3');
  });
});

describe('PageHeader and Stack', () => {
  it('renders the page title as the h1 with subtitle and actions', () => {
    render(
      <PageHeader
        title="My Listings"
        subtitle="3 listings"
        actions={<button type="button">Add Listing</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'My Listings' })).toBeInTheDocument();
    expect(screen.getByText('3 listings')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Listing' })).toBeInTheDocument();
  });

  it('lays out with token gaps', () => {
    render(
      <Stack direction="horizontal" gap={2} justify="between" wrap data-testid="stack">
        <span>a</span>
      </Stack>,
    );
    expect(screen.getByTestId('stack')).toHaveClass(
      'stack',
      'horizontal',
      'gap-2',
      'justify-between',
      'wrap',
    );
  });
});
