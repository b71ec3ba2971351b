// Who may do what with a conversation (issue 25), with every actor: its renter, another renter, the
// listing's host, another host, an admin without a report, a visitor. A refused request answers 401 or
// 404 (a conversation is never revealed to a non-party) and changes no row. The matrix of
// authorization-matrix.test.ts runs the same routes through the shared runner.
// The cells of one operation that change nothing (reads, refusals: each asserts that no row changed)
// share that operation's world; a cell whose request writes gets a world of its own, so every cell
// sees the world as `world()` made it.
import type { InjectOptions } from 'fastify';
import { buildTestApp, type TestApp, type TestUser } from '../../test/build-test-app';
import { conversationRows, startConversation } from '../../test/conversations';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ACTORS = ['renter', 'otherRenter', 'host', 'otherHost', 'admin', 'visitor'] as const;
type Actor = (typeof ACTORS)[number];
interface World {
  people: Record<Exclude<Actor, 'visitor'>, TestUser>;
  listingId: string;
  conversationId: string;
}

async function world(): Promise<World> {
  const [renter, otherRenter, host, otherHost, admin] = await Promise.all([
    t.createUser(),
    t.createUser(),
    t.createUser({ roles: ['renter', 'host'] }),
    t.createUser({ roles: ['renter', 'host'] }),
    t.createUser({ roles: ['renter', 'admin'] }),
  ]);
  const listingId = await t.createListing(host!);
  const conversationId = await startConversation(t, renter!, listingId);
  // The other renter has a conversation of their own with the same host: theirs is not the renter's.
  await startConversation(t, otherRenter!, listingId);
  return {
    people: { renter: renter!, otherRenter: otherRenter!, host: host!, otherHost: otherHost!, admin: admin! },
    listingId,
    conversationId,
  };
}

/** status per actor, in ACTORS order. */
const parties = (status: number) => [status, 404, status, 404, 404, 401];

const OPERATIONS: {
  name: string;
  expected: number[];
  writes: boolean;
  request: (w: World) => InjectOptions;
}[] = [
  {
    name: 'GET /api/conversations/:id',
    expected: parties(200),
    writes: false,
    request: (w) => ({ method: 'GET', url: `/api/conversations/${w.conversationId}` }),
  },
  {
    name: 'GET /api/conversations/:id/messages',
    expected: parties(200),
    writes: false,
    request: (w) => ({ method: 'GET', url: `/api/conversations/${w.conversationId}/messages` }),
  },
  {
    name: 'POST /api/conversations/:id/messages',
    expected: parties(201),
    writes: true,
    request: (w) => ({
      method: 'POST',
      url: `/api/conversations/${w.conversationId}/messages`,
      payload: { body: 'Hello there' },
    }),
  },
  {
    name: 'POST /api/conversations/:id/read',
    expected: parties(204),
    writes: true,
    request: (w) => ({ method: 'POST', url: `/api/conversations/${w.conversationId}/read` }),
  },
  {
    name: "GET /api/conversations/lookup (the host's, by renter)",
    // Everyone signed in gets 200; only the host's answer names it (list-conversations.test.ts).
    expected: [200, 200, 200, 200, 200, 401],
    writes: false,
    request: (w) => ({
      method: 'GET',
      url: `/api/conversations/lookup?listingId=${w.listingId}&renterId=${w.people.renter.user.id}`,
    }),
  },
  {
    name: 'POST /api/conversations (about the listing)',
    // The renter adds to theirs (200); others start their own (201) but the host (own listing) and a visitor.
    expected: [200, 200, 403, 201, 201, 401],
    writes: true,
    request: (w) => ({
      method: 'POST',
      url: '/api/conversations',
      payload: { listingId: w.listingId, body: 'A question' },
    }),
  },
];

const cells = OPERATIONS.flatMap((operation) =>
  ACTORS.map((actor, index) => ({ ...operation, actor, status: operation.expected[index]! })),
);

/** Each operation's world for its cells that change nothing, made by the first of them. */
const sharedWorlds = new Map<string, Promise<World>>();
function worldOf(name: string, changesRows: boolean): Promise<World> {
  if (changesRows) return world();
  let shared = sharedWorlds.get(name);
  if (!shared) {
    shared = world();
    sharedWorlds.set(name, shared);
  }
  return shared;
}

it.each(cells)('$name as $actor -> $status', async ({ name, request, actor, status, writes }) => {
  const w = await worldOf(name, writes && status < 400);
  const before = await conversationRows(t);
  const headers = actor === 'visitor' ? {} : w.people[actor].headers;
  const res = await t.app.inject({ ...request(w), headers } as InjectOptions);
  expect(res.statusCode).toBe(status);
  if (status >= 400) {
    if (status === 404) expect(res.json()).toMatchObject({ code: 'CONVERSATION_NOT_FOUND' });
    expect(await conversationRows(t)).toEqual(before);
  } else if (!writes) {
    expect(await conversationRows(t)).toEqual(before);
  }
});
