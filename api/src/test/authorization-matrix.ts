// The authorization matrix's runner (SPEC 6, PRODUCT.md 1): who may call what, one table per route
// area (`describeMatrix`), each in the file listed in MATRIX_FILES. Every cell runs in a fresh world
// (new users and fixtures), so no cell depends on another.
import type { InjectOptions } from 'fastify';
import { randomBytes } from 'node:crypto';
import { buildTestApp, type TestApp, type TestUser } from './build-test-app';

export const ACTORS = ['anonymous', 'renter', 'host', 'otherHost', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];
export type Expected = readonly [
  anonymous: number,
  renter: number,
  host: number,
  otherHost: number,
  admin: number,
];

/** The users of one cell; `host` owns the fixtures, `renter` booked and reviewed there. */
export interface World {
  t: TestApp;
  renter: TestUser;
  host: TestUser;
  otherHost: TestUser;
  admin: TestUser;
}

export interface Row {
  /** `METHOD /api/path/:param`, as documented in /api/docs. */
  route: string;
  /** What the row checks, when the route has more than one row. */
  variant?: string;
  expected: Expected;
  request: (
    world: World,
    actor: Actor,
  ) => Promise<Omit<InjectOptions, 'headers'> & { headers?: Record<string, string> }>;
}

export const everyone = (status: number): Expected => [status, status, status, status, status];
export const signedIn = (status: number): Expected => [401, status, status, status, status];
export const hostsOnly = (status: number): Expected => [401, 403, status, status, 403];
export const adminsOnly = (status: number): Expected => [401, 403, 403, 403, status];
/** Only the listing's host (the owner of the fixtures). */
export const ownerOnly = (status: number): Expected => [401, 403, status, 403, 403];
/** Only the listing's host; for anyone else's listing the calendar does not exist (404). */
export const calendarOwnerOnly = (status: number): Expected => [401, 403, status, 404, 403];
/** Only the renter who booked (and reviewed). */
export const renterOnly = (status: number): Expected => [401, status, 403, 403, 403];

export const uniqueEmail = () => `matrix-${randomBytes(5).toString('hex')}@example.test`;

// Fixtures used by more than one area, created on demand inside a cell's world.
export const listingOf = (w: World) => w.t.createListing(w.host);
export const pendingBookingOf = async (w: World) =>
  w.t.insertBooking({
    listingId: await listingOf(w),
    renter: w.renter,
    startDate: '2030-07-01',
    endDate: '2030-07-04',
  });

/** Where each area's table is, below src/routes (the listings folder has its own owner). */
export const MATRIX_FILES = {
  accounts: 'authorization-matrix.test.ts',
  listings: 'authorization-matrix.listings.test.ts',
  uploads: 'uploads/authorization-matrix.test.ts',
  calendars: 'calendars/authorization-matrix.test.ts',
  bookings: 'bookings/authorization-matrix.test.ts',
  reviews: 'reviews/authorization-matrix.test.ts',
  'host-requests': 'host-requests/authorization-matrix.test.ts',
  notifications: 'notifications/authorization-matrix.test.ts',
  destinations: 'destinations/authorization-matrix.test.ts',
  favourites: 'favourites/authorization-matrix.test.ts',
  conversations: 'conversations/authorization-matrix.test.ts',
  'conversation-reports': 'admin/conversations/authorization-matrix.test.ts',
} as const;
export type Area = keyof typeof MATRIX_FILES;

/**
 * The area whose table must have a row for a documented route. Every route has one (accounts takes
 * the rest), so an endpoint added without a row fails the completeness test of some area.
 */
export function areaOf(route: string): Area {
  const path = route.slice(route.indexOf(' ') + 1);
  if (path.startsWith('/api/uploads')) return 'uploads';
  if (/^\/api\/listings\/:id\/(calendar|blocks)/.test(path) || path.startsWith('/api/calendars/')) {
    return 'calendars';
  }
  // Reports of conversations and the admins' reading of them (issue 25), then the parties' own routes.
  if (/^\/api\/(admin\/conversation|conversations\/:id\/reports)/.test(path)) return 'conversation-reports';
  if (path.startsWith('/api/conversations')) return 'conversations';
  if (/reviews|reviewable-bookings/.test(path)) return 'reviews';
  if (path.includes('bookings')) return 'bookings';
  if (path.includes('host-requests')) return 'host-requests';
  if (path.includes('notification')) return 'notifications';
  if (path.includes('destinations')) return 'destinations';
  if (path.includes('favourite')) return 'favourites';
  if (/^\/api\/(host\/)?listings/.test(path)) return 'listings';
  return 'accounts';
}

async function freshWorld(t: TestApp): Promise<World> {
  const [renter, host, otherHost, admin] = await Promise.all([
    t.createUser(),
    t.createUser({ roles: ['renter', 'host'] }),
    t.createUser({ roles: ['renter', 'host'] }),
    t.createUser({ roles: ['renter', 'admin'] }),
  ]);
  return { t, renter: renter!, host: host!, otherHost: otherHost!, admin: admin! };
}

/** Runs every cell of `rows` on an app of the file's own, and checks the rows cover the area. */
export function describeMatrix(area: Area, rows: readonly Row[]): void {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const cells = rows.flatMap((row) =>
    ACTORS.map((actor, index) => {
      // `expected` has one entry per actor, in ACTORS order.
      const status = row.expected[index] as number;
      return {
        name: `${row.route}${row.variant ? ` (${row.variant})` : ''} as ${actor} -> ${status}`,
        row,
        actor,
        status,
      };
    }),
  );

  describe('authorization matrix', () => {
    it.each(cells)('$name', async ({ row, actor, status }) => {
      const world = await freshWorld(t);
      const { headers, ...request } = await row.request(world, actor);
      const session = actor === 'anonymous' ? {} : world[actor].headers;
      const res = await t.app.inject({ ...request, headers: { ...headers, ...session } } as InjectOptions);
      expect({ status: res.statusCode, body: res.statusCode >= 400 ? res.json() : undefined }).toEqual({
        status,
        body:
          status >= 400
            ? expect.objectContaining({
                statusCode: status,
                error: expect.any(String),
                code: expect.any(String),
                message: expect.any(String),
              })
            : undefined,
      });
    });

    it(`has a row for every documented endpoint of the ${area} area`, async () => {
      const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
      const paths = docs.json().paths as Record<string, Record<string, unknown>>;
      const documented = Object.entries(paths).flatMap(([path, operations]) =>
        Object.keys(operations).map(
          (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
        ),
      );
      expect([...new Set(rows.map((row) => row.route))].sort()).toEqual(
        [...new Set(documented.filter((route) => areaOf(route) === area))].sort(),
      );
    });
  });
}
