import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { ErrorBox } from './ErrorBox';

describe('ErrorBox', () => {
  it('announces the message as an alert', () => {
    render(<ErrorBox message={MESSAGES.listingsFetchFailed} />);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.listingsFetchFailed);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers a Retry button', async () => {
    const retry = jest.fn();
    render(<ErrorBox message={MESSAGES.bookingsLoadFailed} action={{ label: 'Retry', onClick: retry }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('offers a Return to Home link', () => {
    render(
      <ErrorBox message={MESSAGES.listingNotFound} action={{ label: MESSAGES.returnToHome, href: '/' }} />,
    );
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });
});
