// Issue 25: the host's /host/messages and /host/messages/:id, as the host app routes them.
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { ConversationDetail, ConversationSummary } from '@shoreline/shared-domain/conversations';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { createTableApi, type TableHandler } from '@shoreline/shared-ui/api/createTableApi';
import { paths } from '@shoreline/shared-ui/routes';
import { createShellApi } from '@shoreline/shared-ui/shell/createShellApi';
import App from '../../../App';
import { MARINA, TEST_RATES } from '../../../test/renderWithShell';

const summary = (id: string, listingTitle: string, renter: string): ConversationSummary => ({
  id,
  role: 'host',
  listing: {
    id: `listing-${listingTitle.length}`,
    title: listingTitle,
    city: 'Porto',
    country: 'Portugal',
    imageUrl: null,
    available: true,
  },
  otherParty: { id: `renter-${id}`, name: renter, initials: renter.slice(0, 1) },
  lastMessage: {
    kind: 'text',
    excerpt: 'Is there a cot?',
    fromMe: false,
    sentAt: '2030-01-02T10:00:00.000Z',
  },
  unread: false,
  booking: null,
  lastActivityAt: '2030-01-02T10:00:00.000Z',
});
const ROWS = [
  summary('c1', 'Harbour Loft', 'Ben Okafor'),
  summary('c2', 'Dune House', 'Ana Silva'),
  summary('c3', 'Harbour Loft', 'Chloe Martin'),
];
const DETAIL: ConversationDetail = { ...ROWS[0]!, reportedByMe: false, canWrite: true };

/** Where the router is now (the shell's router in production; here the test's). */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}
const currentLocation = () => screen.getByTestId('location').textContent;

/** The exposed App at `url`, as the shell renders it (outside any <Route>), over an API table. */
function renderAt(url: string, answers: Record<string, TableHandler> = {}) {
  const api = createTableApi({
    'GET /api/conversations?role=host': () => ({ items: ROWS, nextCursor: null }),
    'GET /api/conversations/unread': () => ({ renter: 0, host: 2 }),
    'GET /api/conversations/c1': () => DETAIL,
    'GET /api/conversations/c1/messages': () => ({
      items: [
        {
          id: '1',
          kind: 'text',
          senderId: 'renter-c1',
          body: 'Is there a cot?',
          sentAt: '2030-01-02T10:00:00.000Z',
        },
      ],
      nextCursor: null,
    }),
    'POST /api/conversations/c1/read': () => undefined,
    'GET /api/notifications/unread-count': () => ({ unreadCount: 0 }),
    ...answers,
  });
  const shell = createShellApi({ api, storage: null, online: true });
  shell.session.setState({ status: 'ready', user: MARINA });
  shell.currency.setState({ ratesStatus: 'ready', rates: TEST_RATES });
  render(
    <MemoryRouter initialEntries={[url]}>
      <App shell={shell} />
      <LocationProbe />
    </MemoryRouter>,
  );
  return api;
}

describe("the host's messages", () => {
  it('/host/messages lists the conversations grouped by listing, each linking to its thread', async () => {
    renderAt(paths.hostMessages());
    expect(
      await screen.findByRole('heading', { level: 1, name: new RegExp(`^${MESSAGES.hostMessagesTitle}`) }),
    ).toBeInTheDocument();
    const loft = within(await screen.findByRole('region', { name: 'Harbour Loft' }));
    expect(loft.getAllByRole('link').map((link) => link.textContent)).toEqual(['Ben Okafor', 'Chloe Martin']);
    expect(loft.getByRole('link', { name: 'Ben Okafor' })).toHaveAttribute(
      'href',
      paths.hostMessageThread('c1'),
    );
    const dune = within(screen.getByRole('region', { name: 'Dune House' }));
    expect(dune.getByRole('link', { name: 'Ana Silva' })).toHaveAttribute(
      'href',
      paths.hostMessageThread('c2'),
    );
  });

  it('/host/messages says what to do while there is nothing yet', async () => {
    renderAt(paths.hostMessages(), {
      'GET /api/conversations?role=host': () => ({ items: [], nextCursor: null }),
    });
    expect(await screen.findByText(MESSAGES.hostMessagesEmptyHint)).toBeInTheDocument();
  });

  it('/host/messages/:id shows the thread, with the way back to the inbox', async () => {
    renderAt(paths.hostMessageThread('c1'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ben Okafor' })).toBeInTheDocument();
    expect(await screen.findByText('Is there a cot?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: new RegExp(MESSAGES.hostMessagesTitle) })).toHaveAttribute(
      'href',
      paths.hostMessages(),
    );
    expect(currentLocation()).toBe(paths.hostMessageThread('c1'));
  });

  it('/host/messages/:id of a conversation the viewer rents in goes to the guest app’s page of it', async () => {
    renderAt(paths.hostMessageThread('c1'), {
      'GET /api/conversations/c1': () => ({ ...DETAIL, role: 'renter' }),
    });
    await waitFor(() => expect(currentLocation()).toBe(paths.messageThread('c1')));
  });
});
