import { render, screen } from '@testing-library/react';
import { QuotedMessage } from './QuotedMessage';

describe('QuotedMessage', () => {
  it('shows the label and quotes the text in a blockquote named by that label', () => {
    render(<QuotedMessage label="Message from Rory Reef">Arriving by train around noon.</QuotedMessage>);
    expect(screen.getByText('Message from Rory Reef')).toBeInTheDocument();
    const quote = screen.getByRole('blockquote', { name: 'Message from Rory Reef' });
    expect(quote).toHaveTextContent('Arriving by train around noon.');
    // The text stands alone, so it can be found exactly.
    expect(screen.getByText('Arriving by train around noon.')).toBe(quote);
  });

  it('gives each quote its own label id', () => {
    render(
      <>
        <QuotedMessage label="Reason">One</QuotedMessage>
        <QuotedMessage label="Comment">Two</QuotedMessage>
      </>,
    );
    expect(screen.getByRole('blockquote', { name: 'Reason' })).toHaveTextContent('One');
    expect(screen.getByRole('blockquote', { name: 'Comment' })).toHaveTextContent('Two');
  });
});
