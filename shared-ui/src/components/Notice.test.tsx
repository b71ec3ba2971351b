import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { Notice } from './Notice';

describe('Notice', () => {
  it('is a polite status banner with its tone', () => {
    render(<Notice tone="warning">{MESSAGES.usingCachedRates}</Notice>);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Using cached exchange rates');
    expect(status).toHaveClass('warning');
  });

  it('can be dismissed', async () => {
    const onDismiss = jest.fn();
    render(
      <Notice tone="success" title="Saved" onDismiss={onDismiss}>
        {MESSAGES.profileUpdated}
      </Notice>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
