import { render, screen } from '@testing-library/react';
import { Card } from './Card';

describe('Card', () => {
  it('renders the chosen element with its padding', () => {
    render(
      <Card as="article" padding="lg" aria-label="Booking">
        Content
      </Card>,
    );
    const card = screen.getByRole('article', { name: 'Booking' });
    expect(card).toHaveClass('card', 'padding-lg');
    expect(card).toHaveTextContent('Content');
  });
});
