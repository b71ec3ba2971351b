import { render, screen, within } from '@testing-library/react';
import { CONVERSATION_EVENT_LABELS } from '@shoreline/shared-domain/conversationMessages';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { MessageList } from './MessageList';
import { bookingEvent, HOST, RENTER, text } from './testKit';

const names = { [RENTER.id]: RENTER.name, [HOST.id]: HOST.name };

describe('MessageList', () => {
  it('shows a message as plain text: markup stays text, line breaks are kept, a link is not a link', () => {
    const body = '<script>alert(1)</script>\n<b>bold</b>\nhttps://example.test/x';
    const { container } = render(
      <MessageList
        messages={[text('1', HOST.id, body)]}
        viewerId={RENTER.id}
        partyNames={names}
        label="Messages"
      />,
    );
    const item = within(screen.getByRole('list', { name: 'Messages' })).getByRole('listitem');
    const paragraph = within(item).getByText((_, element) => element?.textContent === body);
    expect(paragraph.tagName).toBe('P');
    expect(paragraph).toHaveClass('body'); // white-space: pre-wrap in MessageList.module.css
    expect(container.querySelector('script, b')).toBeNull();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it("puts the viewer's messages on the right as You, the other party's on the left, events centred", () => {
    render(
      <MessageList
        messages={[
          bookingEvent('1', 'requested'),
          text('2', RENTER.id, 'Is there a cot?'),
          text('3', HOST.id, 'Yes'),
        ]}
        viewerId={RENTER.id}
        partyNames={names}
        label="Messages"
      />,
    );
    const [event, mine, theirs] = screen.getAllByRole('listitem');
    expect(event).toHaveClass('event');
    expect(event).toHaveTextContent(`${CONVERSATION_EVENT_LABELS.requested}: Jul 1, 2030 - Jul 5, 2030`);
    expect(mine).toHaveClass('mine');
    expect(mine).toHaveTextContent(`${MESSAGES.messageFromYou}Is there a cot?`);
    expect(theirs).toHaveClass('theirs');
    expect(theirs).toHaveTextContent(`${HOST.name}Yes`);
    expect(within(theirs!).getByText((_, el) => el?.tagName === 'TIME')).toHaveAttribute(
      'datetime',
      '2030-01-02T10:03:00.000Z',
    );
  });

  it('names every sender, none as You, for an admin reading a reported conversation (viewerId null)', () => {
    render(
      <MessageList
        messages={[text('1', RENTER.id, 'Hello'), text('2', HOST.id, 'Hi')]}
        viewerId={null}
        partyNames={names}
        label="Messages"
      />,
    );
    expect(screen.getByText(RENTER.name)).toBeVisible();
    expect(screen.getByText(HOST.name)).toBeVisible();
    expect(screen.queryByText(MESSAGES.messageFromYou)).not.toBeInTheDocument();
  });
});
