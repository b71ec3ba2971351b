import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConversationRole } from '@shoreline/shared-domain/conversations';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { apiFailure, type TableHandler } from '../../api/createTableApi';
import { pageOf } from '../../test/pageOf';
import { ConversationInbox } from './ConversationInbox';
import { HOST, messageNotification, renderInShell, summary } from './testKit';

const listing = (id: string, title: string) => ({ ...summary().listing, id, title });
const renter = (id: string, name: string, initials: string) => ({ id, name, initials });

function inbox(role: ConversationRole, table: Record<string, TableHandler>, groupByListing = false) {
  table['GET /api/conversations/unread'] ??= () => ({ renter: 0, host: 0 });
  return renderInShell(
    <ConversationInbox
      role={role}
      threadHref={(id) => `/${role === 'host' ? 'host/' : ''}messages/${id}`}
      groupByListing={groupByListing}
      emptyHint={MESSAGES.messagesEmptyHint}
    />,
    table,
  );
}

describe('ConversationInbox', () => {
  // The failures these tests cause on purpose are logged by the components.
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('lists the threads with their last message, unread ones bold and said, and counts them in the heading', async () => {
    inbox('renter', {
      'GET /api/conversations?role=renter': () =>
        pageOf([
          summary({
            id: 'c2',
            unread: true,
            lastMessage: {
              kind: 'text',
              excerpt: 'Yes, there is',
              fromMe: false,
              sentAt: '2030-01-02T11:00:00.000Z',
            },
          }),
          summary({ id: 'c1', otherParty: { id: 'u-h2', name: 'Theo Blanc', initials: 'TB' } }),
        ]),
      'GET /api/conversations/unread': () => ({ renter: 1, host: 4 }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages (1 unread)' })).toBeInTheDocument();
    const [first, second] = within(screen.getByRole('list', { name: MESSAGES.messagesTitle })).getAllByRole(
      'listitem',
    );
    const unreadLink = within(first!).getByRole('link', {
      name: `${HOST.name} ${MESSAGES.unreadConversations}`,
    });
    expect(unreadLink).toHaveAttribute('href', '/messages/c2');
    expect(first).toHaveClass('unread');
    expect(first).toHaveTextContent('Yes, there is');
    expect(first).toHaveTextContent('Dune House');

    expect(within(second!).getByRole('link', { name: 'Theo Blanc' })).toHaveAttribute('href', '/messages/c1');
    expect(second).not.toHaveClass('unread');
    expect(second).toHaveTextContent(`${MESSAGES.messageFromYou}: Is there a cot?`);
  });

  it("groups a host's threads under their listing, in the order of each listing's newest thread, with the booking status", async () => {
    inbox(
      'host',
      {
        'GET /api/conversations?role=host': () =>
          pageOf([
            summary({
              id: 'c1',
              role: 'host',
              listing: listing('l2', 'Cliff Hut'),
              otherParty: renter('r1', 'Ben Ode', 'BO'),
            }),
            summary({
              id: 'c2',
              role: 'host',
              otherParty: renter('r2', 'Chloe Martin', 'CM'),
              booking: { id: 'b1', status: 'approved', startDate: '2099-07-01', endDate: '2099-07-05' },
            }),
            summary({
              id: 'c3',
              role: 'host',
              listing: listing('l2', 'Cliff Hut'),
              otherParty: renter('r3', 'Dan Roe', 'DR'),
            }),
          ]),
      },
      true,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: MESSAGES.hostMessagesTitle }),
    ).toBeInTheDocument();
    const groups = await screen.findAllByRole('region');
    expect(groups).toEqual([
      screen.getByRole('region', { name: 'Cliff Hut' }),
      screen.getByRole('region', { name: 'Dune House' }),
    ]);
    expect(
      within(groups[0]!)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Ben Ode', 'Dan Roe']);
    expect(within(groups[0]!).getByRole('link', { name: 'Ben Ode' })).toHaveAttribute(
      'href',
      '/host/messages/c1',
    );
    const chloe = within(groups[1]!).getByRole('listitem');
    expect(chloe).toHaveTextContent('Chloe Martin');
    expect(within(chloe).getByText('Approved')).toBeInTheDocument();
    // Under its listing's heading a row does not repeat the listing.
    expect(chloe).not.toHaveTextContent('Dune House');
  });

  it('says there are none yet with the hint', async () => {
    inbox('renter', { 'GET /api/conversations?role=renter': () => pageOf([]) });
    expect(await screen.findByRole('heading', { name: MESSAGES.messagesEmpty })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.messagesEmptyHint)).toBeInTheDocument();
  });

  it('loads again when a message arrives, and offers Retry when the list could not be loaded', async () => {
    const user = userEvent.setup();
    const table: Record<string, TableHandler> = {
      'GET /api/conversations?role=renter': () => {
        throw apiFailure(503, MESSAGES.serviceUnavailable);
      },
    };
    const { shell } = inbox('renter', table);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.messagesLoadFailed);
    table['GET /api/conversations?role=renter'] = () => pageOf([summary()]);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: HOST.name })).toBeInTheDocument();

    table['GET /api/conversations?role=renter'] = () => pageOf([summary({ unread: true })]);
    table['GET /api/conversations/unread'] = () => ({ renter: 1, host: 0 });
    act(() => shell.notifications!.setState({ unreadCount: 1, latest: messageNotification('c1') }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages (1 unread)' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getByRole('link', { name: `${HOST.name} ${MESSAGES.unreadConversations}` }),
      ).toBeInTheDocument(),
    );
  });

  it('loads the next page of threads', async () => {
    const user = userEvent.setup();
    inbox('renter', {
      'GET /api/conversations?role=renter': () => pageOf([summary({ id: 'c2' })], 'next'),
      'GET /api/conversations?role=renter&cursor=next': () =>
        pageOf([summary({ id: 'c1', otherParty: { id: 'u-h2', name: 'Theo Blanc', initials: 'TB' } })]),
    });
    await user.click(await screen.findByRole('button', { name: MESSAGES.loadMore }));
    expect(await screen.findByRole('link', { name: 'Theo Blanc' })).toHaveAttribute('href', '/messages/c1');
  });
});
