// Authorization matrix: conversations (issue 25), the parties' own routes. The fixture is a
// conversation of `renter` about a listing of `host`; `otherHost` is no party, `admin` has no report
// of it (reading a reported one is the admin routes' table). Whose rows a refused call leaves
// unchanged, and the other renter, are checked in access.test.ts.
import { describeMatrix, listingOf, signedIn, type Row, type World } from '../../test/authorization-matrix';
import { startConversation } from '../../test/conversations';

const conversationOf = async (w: World) => startConversation(w.t, w.renter, await listingOf(w));
/** A party's reads and writes; for anyone else the conversation does not exist. */
const partiesOnly = (status: number) => [401, status, status, 404, 404] as const;

const ROWS: Row[] = [
  {
    route: 'POST /api/conversations',
    // Anyone signed in may write to a host, but not about their own listing.
    expected: [401, 201, 403, 201, 201],
    request: async (w) => ({
      method: 'POST',
      url: '/api/conversations',
      payload: { listingId: await listingOf(w), body: 'Is the flat quiet at night?' },
    }),
  },
  {
    route: 'GET /api/conversations',
    expected: signedIn(200),
    request: async () => ({ method: 'GET', url: '/api/conversations?role=renter' }),
  },
  {
    route: 'GET /api/conversations',
    variant: 'as host',
    expected: signedIn(200),
    request: async () => ({ method: 'GET', url: '/api/conversations?role=host' }),
  },
  {
    route: 'GET /api/conversations/unread',
    expected: signedIn(200),
    request: async () => ({ method: 'GET', url: '/api/conversations/unread' }),
  },
  {
    route: 'GET /api/conversations/lookup',
    // The viewer's own conversation as renter: only the renter has one; the others read { id: null }.
    expected: [401, 200, 200, 200, 200],
    request: async (w) => {
      const listingId = await listingOf(w);
      await startConversation(w.t, w.renter, listingId);
      return { method: 'GET', url: `/api/conversations/lookup?listingId=${listingId}` };
    },
  },
  {
    route: 'GET /api/conversations/lookup',
    variant: "a renter's, by the listing's host",
    expected: [401, 200, 200, 200, 200],
    request: async (w) => {
      const listingId = await listingOf(w);
      await startConversation(w.t, w.renter, listingId);
      return {
        method: 'GET',
        url: `/api/conversations/lookup?listingId=${listingId}&renterId=${w.renter.user.id}`,
      };
    },
  },
  {
    route: 'GET /api/conversations/:id',
    expected: partiesOnly(200),
    request: async (w) => ({ method: 'GET', url: `/api/conversations/${await conversationOf(w)}` }),
  },
  {
    route: 'GET /api/conversations/:id/messages',
    expected: partiesOnly(200),
    request: async (w) => ({ method: 'GET', url: `/api/conversations/${await conversationOf(w)}/messages` }),
  },
  {
    route: 'POST /api/conversations/:id/messages',
    expected: partiesOnly(201),
    request: async (w) => ({
      method: 'POST',
      url: `/api/conversations/${await conversationOf(w)}/messages`,
      payload: { body: 'See you on Friday.' },
    }),
  },
  {
    route: 'POST /api/conversations/:id/read',
    expected: partiesOnly(204),
    request: async (w) => ({ method: 'POST', url: `/api/conversations/${await conversationOf(w)}/read` }),
  },
];

describeMatrix('conversations', ROWS);
