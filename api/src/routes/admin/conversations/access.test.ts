import { MESSAGES } from '@shoreline/shared-domain/messages';
import { buildTestApp, type TestApp, type TestUser } from '../../../test/build-test-app';
import {
  reportedConversation,
  reportsState,
  type ReportedConversation,
} from '../../../test/reported-conversation';

// Who may call the admin operations on reported conversations (issue 25), with every actor: the
// renter and the host of the conversation, another renter, another host, an admin with and without an
// open report, a visitor. Admins only (401 signed out, 403 for anyone else, the parties included), and
// an admin only while a report is open (404 otherwise). Every refusal leaves reports, accounts and
// sessions as they were. authorization-matrix.test.ts runs the same routes through the shared runner.
// The cells of one operation that change nothing (reads, refusals: each refusal asserts that nothing
// changed) share that operation's reported conversation; a cell that resolves the report first, or
// whose request writes (an admin's decision), gets one of its own.

let t: TestApp;
let otherRenter: TestUser;
let otherHost: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  [otherRenter, otherHost, admin] = await Promise.all([
    t.createUser(),
    t.createUser({ roles: ['renter', 'host'] }),
    t.createUser({ roles: ['renter', 'admin'] }),
  ]);
});
afterAll(() => t.close());

const ACTORS = [
  'visitor',
  'renter party',
  'host party',
  'other renter',
  'other host',
  'admin',
  'admin, no open report',
] as const;
type Actor = (typeof ACTORS)[number];

function headersOf(world: ReportedConversation, actor: Actor): Record<string, string> {
  switch (actor) {
    case 'visitor':
      return {};
    case 'renter party':
      return world.renter.headers;
    case 'host party':
      return world.host.headers;
    case 'other renter':
      return otherRenter.headers;
    case 'other host':
      return otherHost.headers;
    default:
      return admin.headers;
  }
}

interface Operation {
  route: string;
  url: (w: ReportedConversation) => string;
  /** The admin's status with the report open, and once it is decided. */
  admin: number;
  adminNoReport: number;
}

const OPERATIONS: Operation[] = [
  {
    route: 'GET /api/admin/conversation-reports',
    url: () => '/api/admin/conversation-reports',
    admin: 200,
    adminNoReport: 200,
  },
  {
    route: 'GET /api/admin/conversations/:id',
    url: (w) => `/api/admin/conversations/${w.conversationId}`,
    admin: 200,
    adminNoReport: 404,
  },
  {
    route: 'GET /api/admin/conversations/:id/messages',
    url: (w) => `/api/admin/conversations/${w.conversationId}/messages`,
    admin: 200,
    adminNoReport: 404,
  },
  {
    route: 'POST /api/admin/conversation-reports/:id/dismiss',
    url: (w) => `/api/admin/conversation-reports/${w.reportId}/dismiss`,
    admin: 204,
    adminNoReport: 404,
  },
  {
    route: 'POST /api/admin/conversation-reports/:id/deactivate',
    url: (w) => `/api/admin/conversation-reports/${w.reportId}/deactivate`,
    admin: 204,
    adminNoReport: 404,
  },
];

function expectedStatus(operation: Operation, actor: Actor): number {
  if (actor === 'visitor') return 401;
  if (actor === 'admin') return operation.admin;
  if (actor === 'admin, no open report') return operation.adminNoReport;
  return 403; // the parties and everyone else: admins only
}

const cells = OPERATIONS.flatMap((operation) =>
  ACTORS.map((actor) => ({
    name: `${operation.route} as ${actor} -> ${expectedStatus(operation, actor)}`,
    operation,
    actor,
  })),
);

/** Each operation's reported conversation for its cells that change nothing, made by the first of them. */
const sharedWorlds = new Map<Operation, Promise<ReportedConversation>>();
function worldOf(operation: Operation, actor: Actor): Promise<ReportedConversation> {
  const writes = operation.route.startsWith('POST') && expectedStatus(operation, actor) < 400;
  if (actor === 'admin, no open report' || writes) return reportedConversation(t);
  let shared = sharedWorlds.get(operation);
  if (!shared) {
    shared = reportedConversation(t);
    sharedWorlds.set(operation, shared);
  }
  return shared;
}

it.each(cells)('$name', async ({ operation, actor }) => {
  const world = await worldOf(operation, actor);
  if (actor === 'admin, no open report') {
    // The only report of it was dismissed already.
    await t
      .knex('conversation_reports')
      .where({ id: world.reportId })
      .update({ resolved_at: new Date(), resolution: 'dismissed', resolved_by: admin.user.id });
  }
  const status = expectedStatus(operation, actor);
  const before = await reportsState(t);
  const res = await t.app.inject({
    method: operation.route.startsWith('GET') ? 'GET' : 'POST',
    url: operation.url(world),
    headers: headersOf(world, actor),
  });
  expect(res.statusCode).toBe(status);
  if (status < 400) return;
  expect(res.json()).toMatchObject({ statusCode: status, code: expect.any(String) });
  expect(await reportsState(t)).toEqual(before);
  if (status === 404) {
    expect(res.json().message).toBe(
      operation.route.includes('conversation-reports/')
        ? MESSAGES.conversationReportNotFound
        : MESSAGES.conversationNotFound,
    );
  }
});
