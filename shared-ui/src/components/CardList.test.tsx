import { render, screen, within } from '@testing-library/react';
import { CardList } from './CardList';

describe('CardList', () => {
  it('is a list with one item per card, skipping empty children', () => {
    render(
      <>
        <h2 id="bookings-title">Bookings</h2>
        <CardList aria-labelledby="bookings-title">
          <article>One</article>
          {null}
          <article>Two</article>
          {false}
        </CardList>
      </>,
    );
    const list = screen.getByRole('list', { name: 'Bookings' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['One', 'Two']);
    expect(list).toHaveClass('list');
    expect(list).not.toHaveClass('max-3');
  });

  it('can widen to three columns for smaller cards', () => {
    render(
      <CardList aria-label="Destinations" maxColumns={3}>
        <article>One</article>
      </CardList>,
    );
    expect(screen.getByRole('list', { name: 'Destinations' })).toHaveClass('list', 'max-3');
  });
});
