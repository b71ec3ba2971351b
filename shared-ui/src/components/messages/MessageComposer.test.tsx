import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messageCharactersLeft } from '@shoreline/shared-domain/conversationMessages';
import { MAX_MESSAGE_LENGTH } from '@shoreline/shared-domain/conversations';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { MessageComposer } from './MessageComposer';

describe('MessageComposer', () => {
  it('sends the trimmed text with Cmd+Enter too, and is busy (text read-only) until the answer', async () => {
    const user = userEvent.setup();
    let answer: () => void = () => undefined;
    const onSend = jest.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    render(<MessageComposer onSend={onSend} />);
    const field = screen.getByRole('textbox', { name: MESSAGES.messageLabel });
    await user.type(field, '  Hello  ');
    await user.keyboard('{Meta>}{Enter}{/Meta}');
    expect(onSend).toHaveBeenCalledWith('Hello');
    expect(field).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: MESSAGES.messageSending })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    // A second Ctrl+Enter while sending does not send twice.
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(onSend).toHaveBeenCalledTimes(1);
    answer();
    await waitFor(() => expect(field).toHaveValue(''));
    expect(field).not.toHaveAttribute('readonly');
  });

  it('counts the characters left near the limit, and refuses a message over it', async () => {
    const user = userEvent.setup();
    const onSend = jest.fn(() => Promise.resolve());
    render(<MessageComposer onSend={onSend} />);
    const field = screen.getByRole('textbox', { name: MESSAGES.messageLabel });
    fireEvent.change(field, { target: { value: 'x'.repeat(MAX_MESSAGE_LENGTH - 500) } });
    expect(field).not.toHaveAccessibleDescription();
    fireEvent.change(field, { target: { value: 'x'.repeat(MAX_MESSAGE_LENGTH - 150) } });
    expect(field).toHaveAccessibleDescription(messageCharactersLeft(150));
    fireEvent.change(field, { target: { value: 'x'.repeat(MAX_MESSAGE_LENGTH + 3) } });
    expect(field).toHaveAccessibleDescription(messageCharactersLeft(-3));
    await user.click(screen.getByRole('button', { name: MESSAGES.sendMessage }));
    expect(onSend).not.toHaveBeenCalled();
    expect(field).toHaveAccessibleDescription(`${messageCharactersLeft(-3)} ${MESSAGES.messageTooLong}`);
    expect(messageCharactersLeft(-3)).toBe('3 characters too many');
  });
});
