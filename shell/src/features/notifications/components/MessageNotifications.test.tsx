import { act, screen, within } from '@testing-library/react';
import { MESSAGES, newNotificationAnnouncement } from '@shoreline/shared-domain/messages';
import type { MessageNotificationFacts, Notification } from '@shoreline/shared-domain/notifications';
import { renderShell, users } from '../../../testing/renderShell';

function messageReceived(id: string, facts: Partial<MessageNotificationFacts>, link: string): Notification {
  return {
    id,
    kind: 'message-received',
    link,
    createdAt: '2030-01-02T10:00:00.000Z',
    readAt: null,
    facts: {
      conversationId: 'c1',
      listingId: 'l1',
      listingTitle: 'Alfama Rooftop',
      senderName: 'Marina Costa',
      excerpt: 'The key is under the mat.',
      recipientRole: 'renter',
      ...facts,
    },
  };
}

const list = () => within(screen.getByRole('list', { name: MESSAGES.notificationsTitle }));

// Issue 25: the bell's page and live region know the new kind; its texts and link come from shared-domain.
describe('message notifications in the shell', () => {
  it('lists a new message with its sender, listing and excerpt, linking to the thread on the right side', async () => {
    renderShell({
      path: '/notifications',
      user: users.host,
      api: {
        'GET /api/notifications?limit=20': () => ({
          items: [
            messageReceived('n2', { senderName: 'Ana Silva', recipientRole: 'host' }, '/host/messages/c1'),
            messageReceived('n1', {}, '/messages/c1'),
          ],
          nextCursor: null,
        }),
      },
    });
    await screen.findByRole('list', { name: MESSAGES.notificationsTitle });
    expect(list().getByRole('link', { name: 'Unread: New message from Ana Silva' })).toHaveAttribute(
      'href',
      '/host/messages/c1',
    );
    expect(list().getByRole('link', { name: 'Unread: New message from Marina Costa' })).toHaveAttribute(
      'href',
      '/messages/c1',
    );
    expect(list().getAllByText('About Alfama Rooftop: “The key is under the mat.”')).toHaveLength(2);
    expect(list().getAllByText('Read and reply')).toHaveLength(2);
  });

  it('announces a message that arrives live', async () => {
    const { shell } = renderShell({ path: '/', user: users.renter });
    await screen.findByRole('heading', { name: /app at/ });
    act(() =>
      shell.notifications!.setState({ unreadCount: 1, latest: messageReceived('n1', {}, '/messages/c1') }),
    );
    expect(
      await screen.findByText(newNotificationAnnouncement('New message from Marina Costa')),
    ).toBeInTheDocument();
  });
});
