import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ThreadMessage } from '@shoreline/shared-domain/conversations';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { apiFailure, type TableHandler } from '../../api/createTableApi';
import { pageOf } from '../../test/pageOf';
import { ConversationThread } from './ConversationThread';
import {
  bookingEvent,
  bookingNotification,
  detail,
  HOST,
  messageNotification,
  RENTER,
  renderInShell,
  text,
} from './testKit';

const THREAD = '/api/conversations/c1';

/** Mounts the thread of conversation c1; `table` is kept (a handler changed later answers the next call). */
function thread(table: Record<string, TableHandler>) {
  table[`GET ${THREAD}`] ??= () => detail();
  table[`GET ${THREAD}/messages`] ??= () =>
    pageOf([text('2', HOST.id, 'Yes, there is'), text('1', RENTER.id, 'A cot?')]);
  table[`POST ${THREAD}/read`] ??= () => undefined;
  return renderInShell(<ConversationThread conversationId="c1" side="renter" />, table);
}

const bodies = () =>
  within(screen.getByRole('list', { name: MESSAGES.messagesTitle }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.body, .note')?.textContent);

const reads = (calls: { method: string; path: string }[]) =>
  calls.filter((call) => call.method === 'POST' && call.path === `${THREAD}/read`).length;

describe('ConversationThread', () => {
  // The failures these tests cause on purpose are logged by the components.
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the other party, the listing, the booking and the messages oldest first, and marks the thread read', async () => {
    const table: Record<string, TableHandler> = {
      [`GET ${THREAD}`]: () =>
        detail({ booking: { id: 'b1', status: 'pending', startDate: '2030-07-01', endDate: '2030-07-05' } }),
      [`GET ${THREAD}/messages`]: () =>
        pageOf<ThreadMessage>([
          text('3', HOST.id, 'Yes'),
          bookingEvent('2', 'requested'),
          text('1', RENTER.id, 'Hi'),
        ]),
    };
    const { api } = thread(table);
    expect(screen.getByRole('status', { name: MESSAGES.conversationLoading })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: HOST.name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dune House' })).toHaveAttribute('href', '/listings/l1');
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MESSAGES.messagesTitle })).toHaveAttribute('href', '/messages');
    expect(bodies()).toEqual([
      'Hi',
      expect.stringMatching(/^Booking requested: Jul 1, 2030 - Jul 5, 2030 · /),
      'Yes',
    ]);
    await waitFor(() => expect(reads(api.calls)).toBe(1));
  });

  it('loads earlier messages above the ones shown, keeping the order', async () => {
    const user = userEvent.setup();
    thread({
      [`GET ${THREAD}/messages`]: () => pageOf([text('4', HOST.id, 'd'), text('3', RENTER.id, 'c')], 'older'),
      [`GET ${THREAD}/messages?cursor=older`]: () =>
        pageOf([text('2', HOST.id, 'b'), text('1', RENTER.id, 'a')]),
    });
    await user.click(await screen.findByRole('button', { name: MESSAGES.loadOlderMessages }));
    await waitFor(() => expect(bodies()).toEqual(['a', 'b', 'c', 'd']));
    expect(screen.queryByRole('button', { name: MESSAGES.loadOlderMessages })).not.toBeInTheDocument();
    // Its button gone with the first message reached, the keyboard is left in the history.
    expect(screen.getByRole('region', { name: MESSAGES.messagesTitle })).toHaveFocus();
  });

  it('sends with Ctrl+Enter (Enter is a new line) and shows the sent message at once', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const { api } = thread({
      [`POST ${THREAD}/messages`]: (body) => {
        sent.push(body);
        return text('3', RENTER.id, 'Thanks!\nSee you');
      },
    });
    const field = await screen.findByRole('textbox', { name: MESSAGES.messageLabel });
    await user.type(field, 'Thanks!{Enter}See you');
    expect(field).toHaveValue('Thanks!\nSee you');
    expect(sent).toEqual([]);
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(bodies()).toEqual(['A cot?', 'Yes, there is', 'Thanks!\nSee you']));
    expect(sent).toEqual([{ body: 'Thanks!\nSee you' }]);
    expect(field).toHaveValue('');
    expect(api.calls.filter((call) => call.path === `${THREAD}/messages`)).toHaveLength(2); // load + send
  });

  it('keeps the text and says why when sending fails, and refuses an empty message without a call', async () => {
    const user = userEvent.setup();
    const { api } = thread({
      [`POST ${THREAD}/messages`]: () => {
        throw apiFailure(429, MESSAGES.messagingRateLimited);
      },
    });
    const send = await screen.findByRole('button', { name: MESSAGES.sendMessage });
    await user.click(send);
    expect(screen.getByRole('textbox', { name: MESSAGES.messageLabel })).toHaveAccessibleDescription(
      MESSAGES.messageRequired,
    );
    expect(api.calls.some((call) => call.method === 'POST' && call.path === `${THREAD}/messages`)).toBe(
      false,
    );

    await user.type(screen.getByRole('textbox', { name: MESSAGES.messageLabel }), 'Hello');
    await user.click(send);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.messagingRateLimited);
    expect(screen.getByRole('textbox', { name: MESSAGES.messageLabel })).toHaveValue('Hello');
    expect(bodies()).toEqual(['A cot?', 'Yes, there is']);
  });

  it('shows a new message of this thread when its notification arrives, announces it and marks it read', async () => {
    const table: Record<string, TableHandler> = {};
    const { api, shell } = thread(table);
    await screen.findByRole('heading', { level: 1, name: HOST.name });
    await waitFor(() => expect(reads(api.calls)).toBe(1));
    const loads = () => api.calls.filter((call) => call.path === `${THREAD}/messages`).length;

    // Another thread's message: nothing to do here.
    act(() => shell.notifications!.setState({ unreadCount: 1, latest: messageNotification('c2', 'n0') }));
    expect(loads()).toBe(1);

    table[`GET ${THREAD}/messages`] = () =>
      pageOf([
        text('3', HOST.id, 'See you'),
        text('2', HOST.id, 'Yes, there is'),
        text('1', RENTER.id, 'A cot?'),
      ]);
    act(() => shell.notifications!.setState({ unreadCount: 2, latest: messageNotification('c1') }));
    await waitFor(() => expect(bodies()).toEqual(['A cot?', 'Yes, there is', 'See you']));
    expect(loads()).toBe(2);
    await waitFor(() => expect(reads(api.calls)).toBe(2));
    expect(screen.getByText(`${HOST.name}: See you`)).toBeInTheDocument();
  });

  it('is read-only with a notice when the other account is deactivated, and says when the listing is gone', async () => {
    thread({
      [`GET ${THREAD}`]: () =>
        detail({ canWrite: false, listing: { ...detail().listing, available: false } }),
    });
    expect(await screen.findByText(MESSAGES.conversationReadOnly)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: MESSAGES.messageLabel })).not.toBeInTheDocument();
    expect(screen.getByText(MESSAGES.listingNoLongerAvailable)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Dune House' })).not.toBeInTheDocument();
  });

  it('reports the conversation from a dialog, checking the reason first', async () => {
    const user = userEvent.setup();
    const reports: unknown[] = [];
    thread({
      [`POST ${THREAD}/reports`]: (body) => {
        reports.push(body);
        return { id: 'r1' };
      },
    });
    await user.click(await screen.findByRole('button', { name: MESSAGES.reportConversation }));
    const dialog = screen.getByRole('dialog', { name: MESSAGES.reportConversationTitle });
    await user.click(within(dialog).getByRole('button', { name: MESSAGES.reportSubmit }));
    const reason = within(dialog).getByRole('textbox', { name: MESSAGES.reportReasonLabel });
    expect(reason).toHaveAccessibleDescription(MESSAGES.reportReasonRequired);
    expect(reports).toEqual([]);

    await user.type(reason, 'Asks me to pay outside the site');
    await user.click(within(dialog).getByRole('button', { name: MESSAGES.reportSubmit }));
    expect(await screen.findByText(MESSAGES.conversationReported)).toBeInTheDocument();
    expect(reports).toEqual([{ reason: 'Asks me to pay outside the site' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MESSAGES.reportConversation })).not.toBeInTheDocument();
  });

  it('says the viewer already reported it instead of offering the button', async () => {
    thread({ [`GET ${THREAD}`]: () => detail({ reportedByMe: true }) });
    expect(await screen.findByText(MESSAGES.conversationAlreadyReported)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MESSAGES.reportConversation })).not.toBeInTheDocument();
  });

  it('says a conversation that is not the viewer’s was not found, and leads back to the inbox', async () => {
    thread({
      [`GET ${THREAD}`]: () => {
        throw apiFailure(404, MESSAGES.conversationNotFound);
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.conversationNotFound);
    expect(
      within(screen.getByRole('alert')).getByRole('link', { name: MESSAGES.messagesTitle }),
    ).toHaveAttribute('href', '/messages');
  });

  it('offers Retry when the thread could not be loaded, and loads it', async () => {
    const user = userEvent.setup();
    const table: Record<string, TableHandler> = {
      [`GET ${THREAD}/messages`]: () => {
        throw apiFailure(503, MESSAGES.serviceUnavailable);
      },
    };
    thread(table);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.conversationLoadFailed);
    table[`GET ${THREAD}/messages`] = () => pageOf([text('1', RENTER.id, 'A cot?')]);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(bodies()).toEqual(['A cot?']));
  });

  it('starts again from the newest page when more arrived than a page holds (no gap in the thread)', async () => {
    const table: Record<string, TableHandler> = {};
    const { shell } = thread(table);
    await screen.findByRole('heading', { level: 1, name: HOST.name });
    table[`GET ${THREAD}/messages`] = () =>
      pageOf([text('40', HOST.id, 'x40'), text('39', HOST.id, 'x39')], 'older');
    act(() => shell.notifications!.setState({ unreadCount: 1, latest: messageNotification('c1') }));
    await waitFor(() => expect(bodies()).toEqual(['x39', 'x40']));
    expect(screen.getByRole('button', { name: MESSAGES.loadOlderMessages })).toBeInTheDocument();
  });

  it("follows a booking event of the thread's listing: the new status and the event's note", async () => {
    const table: Record<string, TableHandler> = {};
    const { shell } = thread(table);
    await screen.findByRole('heading', { level: 1, name: HOST.name });
    table[`GET ${THREAD}`] = () =>
      detail({ booking: { id: 'b1', status: 'approved', startDate: '2099-07-01', endDate: '2099-07-05' } });
    table[`GET ${THREAD}/messages`] = () =>
      pageOf<ThreadMessage>([
        bookingEvent('3', 'approved'),
        text('2', HOST.id, 'Yes, there is'),
        text('1', RENTER.id, 'A cot?'),
      ]);
    act(() =>
      shell.notifications!.setState({ unreadCount: 1, latest: bookingNotification('booking-approved') }),
    );
    expect(await screen.findByText('Approved')).toBeInTheDocument();
    await waitFor(() => expect(bodies()).toHaveLength(3));
  });

  it('becomes read-only when the other account was deactivated meanwhile', async () => {
    const user = userEvent.setup();
    const table: Record<string, TableHandler> = {
      [`POST ${THREAD}/messages`]: () => {
        table[`GET ${THREAD}`] = () => detail({ canWrite: false });
        throw apiFailure(403, MESSAGES.conversationRecipientDeactivated);
      },
    };
    thread(table);
    await user.type(await screen.findByRole('textbox', { name: MESSAGES.messageLabel }), 'Hello');
    await user.click(screen.getByRole('button', { name: MESSAGES.sendMessage }));
    expect(await screen.findByText(MESSAGES.conversationReadOnly)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: MESSAGES.messageLabel })).not.toBeInTheDocument();
  });

  it('says it is already reported when a report from elsewhere came first (409)', async () => {
    const user = userEvent.setup();
    thread({
      [`POST ${THREAD}/reports`]: () => {
        throw apiFailure(409, MESSAGES.conversationAlreadyReported);
      },
    });
    await user.click(await screen.findByRole('button', { name: MESSAGES.reportConversation }));
    await user.type(screen.getByRole('textbox', { name: MESSAGES.reportReasonLabel }), 'Spam');
    await user.click(screen.getByRole('button', { name: MESSAGES.reportSubmit }));
    expect(await screen.findByText(MESSAGES.conversationAlreadyReported)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
