import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UnreadConversations } from '@shoreline/shared-domain/conversations';
import type { Notification } from '@shoreline/shared-domain/notifications';
import { renderShell, users, type RenderShellOptions } from '../../../testing/renderShell';

const UNREAD = 'GET /api/conversations/unread';

/** The shell with its page settled and the API's unread threads answering from `counts()`. */
async function renderHeader(counts: () => UnreadConversations, options: RenderShellOptions) {
  const rendered = renderShell({ ...options, api: { [UNREAD]: counts, ...options.api } });
  await screen.findByRole('heading', { name: /app at/ });
  return rendered;
}

const header = () => within(screen.getByRole('banner'));
const unreadCalls = (calls: { path: string }[]) =>
  calls.filter((call) => call.path === '/api/conversations/unread');

function messageNotification(id: string): Notification {
  return {
    id,
    kind: 'message-received',
    facts: {
      conversationId: 'c1',
      listingId: 'l1',
      listingTitle: 'Alfama Rooftop',
      senderName: 'Marina Costa',
      excerpt: 'The key is under the mat.',
      recipientRole: 'renter',
    },
    link: '/messages/c1',
    readAt: null,
    createdAt: '2026-03-01T10:00:00.000Z',
  } as Notification;
}

describe('the Messages entry', () => {
  it('links a renter to their inbox with the unread count, said as "3 unread", and badges the menu buttons', async () => {
    await renderHeader(() => ({ renter: 3, host: 0 }), { user: users.renter });
    const chip = await header().findByRole('button', {
      name: 'Account menu for Ana Silva',
      description: 'Messages: 3 unread',
    });
    expect(
      header().getByRole('button', { name: 'Menu', description: 'Messages: 3 unread' }),
    ).toBeInTheDocument();
    await userEvent.click(chip);
    const account = within(screen.getByRole('navigation', { name: 'Account' }));
    const messages = account.getByRole('link', { name: 'Messages, 3 unread' });
    expect(messages).toHaveAttribute('href', '/messages');
    expect(account.queryByRole('link', { name: /Guest messages/ })).not.toBeInTheDocument();
  });

  it('gives a host both inboxes, each with its own count', async () => {
    await renderHeader(() => ({ renter: 1, host: 4 }), { user: users.host });
    await userEvent.click(
      await header().findByRole('button', { name: 'Menu', description: 'Messages: 5 unread' }),
    );
    const mobile = within(screen.getByRole('navigation', { name: 'Mobile' }));
    expect(mobile.getByRole('link', { name: 'Messages, 1 unread' })).toHaveAttribute('href', '/messages');
    expect(mobile.getByRole('link', { name: 'Guest messages, 4 unread' })).toHaveAttribute(
      'href',
      '/host/messages',
    );
  });

  it('shows no count while nothing is unread, or when the count cannot be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api } = await renderHeader(
      () => {
        throw new Error('offline');
      },
      { user: users.renter },
    );
    await waitFor(() => expect(unreadCalls(api.calls)).toHaveLength(1));
    await userEvent.click(header().getByRole('button', { name: 'Account menu for Ana Silva' }));
    expect(screen.getByRole('link', { name: 'Messages' })).toBeInTheDocument();
    expect(header().getByRole('button', { name: 'Menu' })).not.toHaveAccessibleDescription();
  });

  it('counts up when a message arrives on the live stream, and down when the thread is read', async () => {
    let unread = { renter: 0, host: 0 };
    const { shell, api } = await renderHeader(() => unread, {
      user: users.renter,
      api: { 'GET /api/notifications/unread-count': () => ({ unreadCount: 0 }) },
    });
    await waitFor(() => expect(unreadCalls(api.calls)).toHaveLength(1));
    await userEvent.click(header().getByRole('button', { name: 'Account menu for Ana Silva' }));
    expect(screen.getByRole('link', { name: 'Messages' })).toBeInTheDocument();

    // The stream connects (the server sends the count), then a message arrives as a notification.
    act(() => shell.notifications!.setState({ mode: 'live', unreadCount: 0 }));
    unread = { renter: 1, host: 0 };
    act(() => shell.notifications!.setState({ unreadCount: 1, latest: messageNotification('n1') }));
    expect(await screen.findByRole('link', { name: 'Messages, 1 unread' })).toBeInTheDocument();

    // The thread is opened (a remote's page): it marks it read, then has the bell read its count again.
    unread = { renter: 0, host: 0 };
    await act(() => shell.notifications!.getState().refresh());
    expect(await screen.findByRole('link', { name: 'Messages' })).toBeInTheDocument();
  });

  it('reads the count again on every stream event, also one that leaves the bell as it was', async () => {
    let unread = { renter: 1, host: 0 };
    const { shell, api } = await renderHeader(() => unread, { user: users.renter });
    act(() => shell.notifications!.setState({ mode: 'live', unreadCount: 1 }));
    await waitFor(() => expect(unreadCalls(api.calls).length).toBeGreaterThanOrEqual(2));
    const before = unreadCalls(api.calls).length;
    // A second message in a thread already unread refreshes its one notification: same count.
    unread = { renter: 2, host: 0 };
    act(() => shell.notifications!.setState({ unreadCount: 1 }));
    await waitFor(() => expect(unreadCalls(api.calls)).toHaveLength(before + 1));
    expect(
      await header().findByRole('button', { name: 'Menu', description: 'Messages: 2 unread' }),
    ).toBeInTheDocument();
  });

  it('forgets the count on sign-out and shows none to a visitor', async () => {
    const { shell } = await renderHeader(() => ({ renter: 2, host: 0 }), { user: users.renter });
    expect(
      await header().findByRole('button', { name: 'Menu', description: 'Messages: 2 unread' }),
    ).toBeInTheDocument();
    act(() => shell.session.setState({ user: null }));
    expect(header().getByRole('button', { name: 'Menu' })).not.toHaveAccessibleDescription();
  });

  it.each([
    ['a renter', 'Messages', '/messages', 'guest', users.renter],
    ['a host', 'Guest messages', '/host/messages', 'host', users.host],
    ['an admin', 'Reported conversations', '/admin/conversation-reports', 'admin', users.admin],
  ] as const)('takes %s from "%s" to %s in the %s app', async (_who, label, path, remote, user) => {
    await renderHeader(() => ({ renter: 0, host: 0 }), { user });
    await userEvent.click(header().getByRole('button', { name: `Account menu for ${user.name}` }));
    await userEvent.click(screen.getByRole('link', { name: label }));
    expect(screen.getByTestId('location')).toHaveTextContent(path);
    expect(await screen.findByRole('heading', { name: `${remote} app at ${path}` })).toBeInTheDocument();
  });
});
