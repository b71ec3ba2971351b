// Issue 25: the renter's /messages and /messages/:id, as the guest app routes them.
import { screen, waitFor } from '@testing-library/react';
import type { ConversationDetail, ConversationSummary } from '@shoreline/shared-domain/conversations';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { paths } from '@shoreline/shared-ui/routes';
import { GuestApp } from '../../../app/GuestApp';
import type { FakeRoute } from '../../../test/fakeFetch';
import { ANA, renderWithShell } from '../../../test/renderWithShell';

const SUMMARY: ConversationSummary = {
  id: 'c1',
  role: 'renter',
  listing: {
    id: 'listing-1',
    title: 'Dune House',
    city: 'Biarritz',
    country: 'France',
    imageUrl: null,
    available: true,
  },
  otherParty: { id: 'host-1', name: 'Theo Lambert', initials: 'TL' },
  lastMessage: {
    kind: 'text',
    excerpt: 'Yes, there is a cot.',
    fromMe: false,
    sentAt: '2030-01-02T10:00:00.000Z',
  },
  unread: true,
  booking: null,
  lastActivityAt: '2030-01-02T10:00:00.000Z',
};
const DETAIL: ConversationDetail = { ...SUMMARY, reportedByMe: false, canWrite: true };

function renderAt(url: string, routes: Record<string, FakeRoute> = {}, user = ANA) {
  return renderWithShell(<GuestApp />, {
    path: '/*',
    url,
    user,
    routes: {
      'GET /api/conversations?role=renter': { body: { items: [SUMMARY], nextCursor: null } },
      'GET /api/conversations/unread': { body: { renter: 1, host: 0 } },
      'GET /api/conversations/c1': { body: DETAIL },
      'GET /api/conversations/c1/messages': {
        body: {
          items: [
            {
              id: '2',
              kind: 'text',
              senderId: 'host-1',
              body: 'Yes, there is a cot.',
              sentAt: '2030-01-02T10:00:00.000Z',
            },
            {
              id: '1',
              kind: 'text',
              senderId: ANA.id,
              body: 'Is there a cot?',
              sentAt: '2030-01-02T09:00:00.000Z',
            },
          ],
          nextCursor: null,
        },
      },
      'POST /api/conversations/c1/read': { status: 204 },
      // What the app and the bell ask besides: answered, so a failure in the output means one of ours.
      'GET /api/me/favourite-ids': { body: { ids: [] } },
      'GET /api/notifications/unread-count': { body: { unreadCount: 0 } },
      ...routes,
    },
  });
}

describe('the renter’s messages', () => {
  it('/messages lists the renter’s conversations, each linking to its thread', async () => {
    const { server } = renderAt(paths.messages());
    expect(await screen.findByRole('heading', { level: 1, name: /^Messages/ })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Theo Lambert/ })).toHaveAttribute(
      'href',
      paths.messageThread('c1'),
    );
    expect(screen.getByText('Dune House')).toBeInTheDocument();
    expect(server.calls.map((call) => call.url)).toContain('/api/conversations?role=renter');
    // A renter who hosts nothing is not offered the host's inbox.
    expect(screen.queryByRole('link', { name: MESSAGES.hostMessagesTitle })).not.toBeInTheDocument();
  });

  it('/messages leads a host to the conversations about their listings', async () => {
    renderAt(paths.messages(), {}, { ...ANA, roles: ['renter', 'host'] });
    expect(await screen.findByRole('link', { name: MESSAGES.hostMessagesTitle })).toHaveAttribute(
      'href',
      paths.hostMessages(),
    );
  });

  it('/messages says what to do while there is nothing yet', async () => {
    renderAt(paths.messages(), {
      'GET /api/conversations?role=renter': { body: { items: [], nextCursor: null } },
      'GET /api/conversations/unread': { body: { renter: 0, host: 0 } },
    });
    expect(await screen.findByText(MESSAGES.messagesEmptyHint)).toBeInTheDocument();
  });

  it('/messages/:id shows the thread, with the way back to the inbox', async () => {
    renderAt(paths.messageThread('c1'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Theo Lambert' })).toBeInTheDocument();
    expect(await screen.findByText('Is there a cot?')).toBeInTheDocument();
    expect(screen.getByText('Yes, there is a cot.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: new RegExp(MESSAGES.messagesTitle) })).toHaveAttribute(
      'href',
      paths.messages(),
    );
    expect(screen.getByTestId('location')).toHaveTextContent(paths.messageThread('c1'));
  });

  it('/messages/:id of a conversation the viewer hosts goes to the host app’s page of it', async () => {
    renderAt(paths.messageThread('c1'), {
      'GET /api/conversations/c1': { body: { ...DETAIL, role: 'host' } },
    });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(paths.hostMessageThread('c1')),
    );
  });
});
