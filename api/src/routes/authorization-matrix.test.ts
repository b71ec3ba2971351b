// Who may call what (SPEC 6, PRODUCT.md 1): every endpoint of the API, called by each kind of caller,
// answers the status in this table. Every cell runs in a fresh world (new users and fixtures), so no
// cell depends on another. The last test fails when an endpoint is added without a row here.
import type { InjectOptions } from 'fastify';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import {
  buildTestApp,
  listingInput,
  TEST_PASSWORD,
  type TestApp,
  type TestUser,
} from '../test/build-test-app';
import { multipartBody } from '../test/multipart';

const ACTORS = ['anonymous', 'renter', 'host', 'otherHost', 'admin'] as const;
type Actor = (typeof ACTORS)[number];
type Expected = readonly [anonymous: number, renter: number, host: number, otherHost: number, admin: number];

/** The users of one cell; `host` owns the fixtures, `renter` booked and reviewed there. */
interface World {
  renter: TestUser;
  host: TestUser;
  otherHost: TestUser;
  admin: TestUser;
}

interface Row {
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

let t: TestApp;
let png: Buffer;

beforeAll(async () => {
  t = await buildTestApp();
  png = await sharp({ create: { width: 16, height: 12, channels: 3, background: '#1e88e5' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

const everyone = (status: number): Expected => [status, status, status, status, status];
const signedIn = (status: number): Expected => [401, status, status, status, status];
const hostsOnly = (status: number): Expected => [401, 403, status, status, 403];
const adminsOnly = (status: number): Expected => [401, 403, 403, 403, status];
/** Only the listing's host (the owner of the fixtures). */
const ownerOnly = (status: number): Expected => [401, 403, status, 403, 403];
/** Only the listing's host; for anyone else's listing the calendar does not exist (404). */
const calendarOwnerOnly = (status: number): Expected => [401, 403, status, 404, 403];
/** Only the renter who booked (and reviewed). */
const renterOnly = (status: number): Expected => [401, status, 403, 403, 403];

const uniqueEmail = () => `matrix-${randomBytes(5).toString('hex')}@example.test`;

// Fixtures, created on demand inside a cell's world.
const listingOf = (w: World) => t.createListing(w.host);
const pendingBookingOf = async (w: World) =>
  t.insertBooking({
    listingId: await listingOf(w),
    renter: w.renter,
    startDate: '2030-07-01',
    endDate: '2030-07-04',
  });
const completedStayOf = async (w: World) =>
  t.insertBooking({
    listingId: await listingOf(w),
    renter: w.renter,
    startDate: '2024-07-01',
    endDate: '2024-07-04',
    status: 'approved',
  });
/** A notification of the renter (the host rejected their request). */
async function notificationOf(w: World): Promise<string> {
  const bookingId = await pendingBookingOf(w);
  await t.app.inject({ method: 'POST', url: `/api/bookings/${bookingId}/reject`, headers: w.host.headers });
  const row = (await t.knex('notifications').select('id').where('user_id', w.renter.user.id).first()) as {
    id: string;
  };
  return row.id;
}

async function pendingReviewOf(w: World): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/reviews',
    headers: w.renter.headers,
    payload: { bookingId: await completedStayOf(w), rating: 4, comment: 'Nice stay' },
  });
  return res.json().id as string;
}
async function hostRequestOf(w: World): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/host-requests',
    headers: w.renter.headers,
    payload: { reason: 'I own a beach hut' },
  });
  return res.json().request.id as string;
}
/** A listing photo uploaded by the caller (a host may only attach their own uploads). */
async function ownPhoto(w: World, actor: Actor): Promise<string> {
  return (await t.createUpload(actor === 'anonymous' ? w.host : w[actor])).url;
}
/** A destination image uploaded by the world's admin. */
const adminImage = async (w: World) => t.createUpload(w.admin, { folder: 'destinations' });
async function destination(w: World): Promise<string> {
  const image = await adminImage(w);
  const [row] = (await t
    .knex('destinations')
    .insert({ name: 'Nazaré', image_path: image.key, order: 0 })
    .returning('id')) as {
    id: string;
  }[];
  return row!.id;
}
const imageUpload = () => {
  const body = multipartBody([{ filename: 'beach.png', contentType: 'image/png', content: png }]);
  return { payload: body.payload, headers: body.headers };
};

const ROWS: Row[] = [
  {
    route: 'GET /api/health',
    expected: everyone(200),
    request: async () => ({ method: 'GET', url: '/api/health' }),
  },
  {
    route: 'GET /api/ready',
    expected: everyone(200),
    request: async () => ({ method: 'GET', url: '/api/ready' }),
  },
  {
    route: 'POST /api/auth/signup',
    expected: everyone(201),
    request: async () => ({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'New Person', email: uniqueEmail(), password: 'Secret123!' },
    }),
  },
  {
    route: 'POST /api/auth/signin',
    expected: everyone(200),
    request: async (w) => ({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: w.renter.user.email, password: w.renter.password },
    }),
  },
  {
    route: 'POST /api/auth/token',
    expected: everyone(200),
    request: async (w) => ({
      method: 'POST',
      url: '/api/auth/token',
      payload: { email: w.renter.user.email, password: w.renter.password },
    }),
  },
  {
    route: 'POST /api/auth/signout',
    expected: everyone(204),
    request: async () => ({ method: 'POST', url: '/api/auth/signout' }),
  },
  { route: 'GET /api/me', expected: signedIn(200), request: async () => ({ method: 'GET', url: '/api/me' }) },
  {
    route: 'GET /api/session',
    expected: everyone(200),
    request: async () => ({ method: 'GET', url: '/api/session' }),
  },
  {
    route: 'PATCH /api/me',
    expected: signedIn(200),
    request: async () => ({ method: 'PATCH', url: '/api/me', payload: { name: 'Renamed' } }),
  },
  {
    route: 'GET /api/rates',
    expected: everyone(200),
    request: async () => ({ method: 'GET', url: '/api/rates' }),
  },

  // Host calendar: blocks and iCal sync (issue 12)
  {
    route: 'GET /api/listings/:id/calendar',
    expected: calendarOwnerOnly(200),
    request: async (w) => ({ method: 'GET', url: `/api/listings/${await listingOf(w)}/calendar` }),
  },
  {
    route: 'POST /api/listings/:id/blocks',
    expected: calendarOwnerOnly(201),
    request: async (w) => ({
      method: 'POST',
      url: `/api/listings/${await listingOf(w)}/blocks`,
      payload: { startDate: '2030-05-01', endDate: '2030-05-03' },
    }),
  },
  {
    route: 'DELETE /api/listings/:id/blocks/:blockId',
    expected: calendarOwnerOnly(204),
    request: async (w) => {
      const listingId = await listingOf(w);
      const block = await t.app.calendarBlocksRepository.createHostBlock(listingId, {
        startDate: '2030-05-01',
        endDate: '2030-05-03',
        note: null,
      });
      return { method: 'DELETE', url: `/api/listings/${listingId}/blocks/${block.id}` };
    },
  },
  {
    route: 'GET /api/listings/:id/calendar-sync',
    expected: calendarOwnerOnly(200),
    request: async (w) => ({ method: 'GET', url: `/api/listings/${await listingOf(w)}/calendar-sync` }),
  },
  {
    route: 'POST /api/listings/:id/calendar-sync/token',
    expected: calendarOwnerOnly(200),
    request: async (w) => ({
      method: 'POST',
      url: `/api/listings/${await listingOf(w)}/calendar-sync/token`,
    }),
  },
  {
    route: 'POST /api/listings/:id/calendars',
    expected: calendarOwnerOnly(201),
    request: async (w) => ({
      method: 'POST',
      url: `/api/listings/${await listingOf(w)}/calendars`,
      // Nothing listens there: the calendar is created with its failed first sync.
      payload: { name: 'Elsewhere', url: 'http://127.0.0.1:1/calendar.ics' },
    }),
  },
  {
    route: 'POST /api/listings/:id/calendars/:calendarId/sync',
    expected: calendarOwnerOnly(200),
    request: async (w) => {
      const listingId = await listingOf(w);
      const calendar = await t.app.externalCalendarsRepository.create(listingId, {
        name: 'Elsewhere',
        url: 'http://127.0.0.1:1/calendar.ics',
      });
      return { method: 'POST', url: `/api/listings/${listingId}/calendars/${calendar.id}/sync` };
    },
  },
  {
    route: 'DELETE /api/listings/:id/calendars/:calendarId',
    expected: calendarOwnerOnly(204),
    request: async (w) => {
      const listingId = await listingOf(w);
      const calendar = await t.app.externalCalendarsRepository.create(listingId, {
        name: 'Elsewhere',
        url: 'http://127.0.0.1:1/calendar.ics',
      });
      return { method: 'DELETE', url: `/api/listings/${listingId}/calendars/${calendar.id}` };
    },
  },
  {
    route: 'GET /api/calendars/:token.ics',
    expected: everyone(200),
    request: async (w) => {
      const token = await t.app.externalCalendarsRepository.exportToken(await listingOf(w));
      return { method: 'GET', url: `/api/calendars/${token}.ics` };
    },
  },

  // Listings
  {
    route: 'GET /api/listings',
    expected: everyone(200),
    request: async () => ({ method: 'GET', url: '/api/listings' }),
  },
  {
    route: 'GET /api/listings/:id',
    expected: everyone(200),
    request: async (w) => ({ method: 'GET', url: `/api/listings/${await listingOf(w)}` }),
  },
  {
    route: 'GET /api/listings/:id',
    variant: 'inactive listing',
    expected: [404, 404, 200, 404, 404],
    request: async (w) => ({
      method: 'GET',
      url: `/api/listings/${await t.createListing(w.host, { isActive: false })}`,
    }),
  },
  {
    route: 'GET /api/listings/:id/availability',
    expected: everyone(200),
    request: async (w) => ({ method: 'GET', url: `/api/listings/${await listingOf(w)}/availability` }),
  },
  {
    route: 'GET /api/listings/:id/page',
    expected: everyone(200),
    request: async (w) => ({ method: 'GET', url: `/api/listings/${await listingOf(w)}/page` }),
  },
  {
    route: 'GET /api/listings/:id/page',
    variant: 'inactive listing',
    expected: [404, 404, 200, 404, 404],
    request: async (w) => ({
      method: 'GET',
      url: `/api/listings/${await t.createListing(w.host, { isActive: false })}/page`,
    }),
  },
  {
    route: 'POST /api/listings',
    expected: hostsOnly(201),
    request: async (w, actor) => ({
      method: 'POST',
      url: '/api/listings',
      payload: { ...listingInput({ photos: [await ownPhoto(w, actor)] }) },
    }),
  },
  {
    route: 'PUT /api/listings/:id',
    expected: ownerOnly(200),
    request: async (w) => ({
      method: 'PUT',
      url: `/api/listings/${await listingOf(w)}`,
      payload: { ...listingInput({ title: 'Changed' }) },
    }),
  },
  {
    route: 'PATCH /api/listings/:id/status',
    expected: ownerOnly(200),
    request: async (w) => ({
      method: 'PATCH',
      url: `/api/listings/${await listingOf(w)}/status`,
      payload: { isActive: false },
    }),
  },
  {
    route: 'DELETE /api/listings/:id',
    expected: ownerOnly(204),
    request: async (w) => ({ method: 'DELETE', url: `/api/listings/${await listingOf(w)}` }),
  },
  {
    route: 'GET /api/host/listings',
    expected: hostsOnly(200),
    request: async () => ({ method: 'GET', url: '/api/host/listings' }),
  },
  {
    route: 'POST /api/uploads',
    variant: 'folder=listings',
    expected: hostsOnly(201),
    request: async () => ({ method: 'POST', url: '/api/uploads?folder=listings', ...imageUpload() }),
  },
  {
    route: 'POST /api/uploads',
    variant: 'folder=destinations',
    expected: adminsOnly(201),
    request: async () => ({ method: 'POST', url: '/api/uploads?folder=destinations', ...imageUpload() }),
  },

  // Bookings
  {
    route: 'POST /api/bookings',
    // The host may not book their own listing (PRODUCT.md 18).
    expected: [401, 201, 403, 201, 201],
    request: async (w) => ({
      method: 'POST',
      url: '/api/bookings',
      payload: { listingId: await listingOf(w), startDate: '2030-07-01', endDate: '2030-07-04' },
    }),
  },
  {
    route: 'GET /api/bookings/mine',
    expected: signedIn(200),
    request: async () => ({ method: 'GET', url: '/api/bookings/mine' }),
  },
  {
    route: 'GET /api/bookings/:id',
    // Only its renter and its listing's host see it; for anyone else it does not exist.
    expected: [401, 200, 200, 404, 404],
    request: async (w) => ({ method: 'GET', url: `/api/bookings/${await pendingBookingOf(w)}` }),
  },
  {
    route: 'GET /api/host/bookings',
    expected: hostsOnly(200),
    request: async () => ({ method: 'GET', url: '/api/host/bookings' }),
  },
  {
    route: 'POST /api/bookings/:id/approve',
    expected: ownerOnly(200),
    request: async (w) => ({ method: 'POST', url: `/api/bookings/${await pendingBookingOf(w)}/approve` }),
  },
  {
    route: 'POST /api/bookings/:id/reject',
    expected: ownerOnly(200),
    request: async (w) => ({ method: 'POST', url: `/api/bookings/${await pendingBookingOf(w)}/reject` }),
  },
  {
    route: 'POST /api/bookings/:id/cancel',
    expected: renterOnly(200),
    request: async (w) => ({ method: 'POST', url: `/api/bookings/${await pendingBookingOf(w)}/cancel` }),
  },

  // Reviews
  {
    route: 'GET /api/listings/:id/reviews',
    expected: everyone(200),
    request: async (w) => ({ method: 'GET', url: `/api/listings/${await listingOf(w)}/reviews` }),
  },
  {
    route: 'GET /api/listings/:id/reviewable-bookings',
    expected: signedIn(200),
    request: async (w) => ({ method: 'GET', url: `/api/listings/${await listingOf(w)}/reviewable-bookings` }),
  },
  {
    route: 'GET /api/reviews/mine',
    expected: signedIn(200),
    request: async () => ({ method: 'GET', url: '/api/reviews/mine' }),
  },
  {
    route: 'POST /api/reviews',
    expected: renterOnly(201),
    request: async (w) => ({
      method: 'POST',
      url: '/api/reviews',
      payload: { bookingId: await completedStayOf(w), rating: 5, comment: 'Wonderful' },
    }),
  },
  {
    route: 'PUT /api/reviews/:id',
    expected: renterOnly(200),
    request: async (w) => ({
      method: 'PUT',
      url: `/api/reviews/${await pendingReviewOf(w)}`,
      payload: { rating: 3, comment: 'Fine' },
    }),
  },
  {
    route: 'DELETE /api/reviews/:id',
    expected: renterOnly(204),
    request: async (w) => ({ method: 'DELETE', url: `/api/reviews/${await pendingReviewOf(w)}` }),
  },
  {
    route: 'GET /api/admin/reviews',
    expected: adminsOnly(200),
    request: async () => ({ method: 'GET', url: '/api/admin/reviews' }),
  },
  {
    route: 'POST /api/admin/reviews/:id/approve',
    expected: adminsOnly(200),
    request: async (w) => ({ method: 'POST', url: `/api/admin/reviews/${await pendingReviewOf(w)}/approve` }),
  },
  {
    route: 'POST /api/admin/reviews/:id/reject',
    expected: adminsOnly(200),
    request: async (w) => ({
      method: 'POST',
      url: `/api/admin/reviews/${await pendingReviewOf(w)}/reject`,
      payload: { reason: 'Off-topic' },
    }),
  },

  // Host requests
  {
    route: 'POST /api/host-requests',
    // Signed out, the form also creates the account; hosts are hosts already (409).
    expected: [201, 201, 409, 409, 201],
    request: async (_w, actor) => ({
      method: 'POST',
      url: '/api/host-requests',
      payload:
        actor === 'anonymous'
          ? { reason: 'Surf shack', name: 'New Host', email: uniqueEmail(), password: 'Secret123!' }
          : { reason: 'Surf shack' },
    }),
  },
  {
    route: 'GET /api/host-requests/mine',
    // Only the renter has asked; everyone else has no request to see.
    expected: [401, 200, 404, 404, 404],
    request: async (w) => {
      await hostRequestOf(w);
      return { method: 'GET', url: '/api/host-requests/mine' };
    },
  },
  {
    route: 'GET /api/admin/host-requests',
    expected: adminsOnly(200),
    request: async () => ({ method: 'GET', url: '/api/admin/host-requests' }),
  },
  {
    route: 'POST /api/admin/host-requests/:id/approve',
    expected: adminsOnly(200),
    request: async (w) => ({
      method: 'POST',
      url: `/api/admin/host-requests/${await hostRequestOf(w)}/approve`,
    }),
  },
  {
    route: 'POST /api/admin/host-requests/:id/reject',
    expected: adminsOnly(200),
    request: async (w) => ({
      method: 'POST',
      url: `/api/admin/host-requests/${await hostRequestOf(w)}/reject`,
    }),
  },

  // Notifications (PRODUCT.md 25): everyone signed in has their own; nobody touches another's.
  {
    route: 'GET /api/notifications',
    expected: signedIn(200),
    request: async () => ({ method: 'GET', url: '/api/notifications' }),
  },
  {
    route: 'GET /api/notifications/unread-count',
    expected: signedIn(200),
    request: async () => ({ method: 'GET', url: '/api/notifications/unread-count' }),
  },
  {
    route: 'POST /api/notifications/:id/read',
    variant: "the renter's notification",
    // Someone else's is "not found" (404), as if it did not exist.
    expected: [401, 200, 404, 404, 404],
    request: async (w) => ({ method: 'POST', url: `/api/notifications/${await notificationOf(w)}/read` }),
  },
  {
    route: 'POST /api/notifications/read-all',
    expected: signedIn(200),
    request: async () => ({ method: 'POST', url: '/api/notifications/read-all' }),
  },
  {
    route: 'GET /api/notifications/stream',
    variant: 'a client that does not accept event streams',
    expected: signedIn(406),
    request: async () => ({
      method: 'GET',
      url: '/api/notifications/stream',
      headers: { accept: 'application/json' },
    }),
  },
  {
    route: 'GET /api/me/notification-settings',
    expected: signedIn(200),
    request: async () => ({ method: 'GET', url: '/api/me/notification-settings' }),
  },
  {
    route: 'PUT /api/me/notification-settings',
    expected: signedIn(200),
    request: async () => ({ method: 'PUT', url: '/api/me/notification-settings', payload: { email: false } }),
  },

  // Destinations
  {
    route: 'GET /api/destinations',
    expected: everyone(200),
    request: async () => ({ method: 'GET', url: '/api/destinations' }),
  },
  {
    route: 'POST /api/admin/destinations',
    expected: adminsOnly(201),
    request: async (w) => ({
      method: 'POST',
      url: '/api/admin/destinations',
      payload: { name: 'Ericeira', image: (await adminImage(w)).url },
    }),
  },
  {
    route: 'PUT /api/admin/destinations/:id',
    expected: adminsOnly(200),
    request: async (w) => ({
      method: 'PUT',
      url: `/api/admin/destinations/${await destination(w)}`,
      payload: { name: 'Peniche' },
    }),
  },
  {
    route: 'DELETE /api/admin/destinations/:id',
    expected: adminsOnly(204),
    request: async (w) => ({ method: 'DELETE', url: `/api/admin/destinations/${await destination(w)}` }),
  },

  // Sessions: only one's own (each caller signs out or changes the password of themselves)
  {
    route: 'POST /api/auth/signout-everywhere',
    expected: signedIn(204),
    request: async () => ({ method: 'POST', url: '/api/auth/signout-everywhere' }),
  },
  {
    route: 'PUT /api/me/password',
    expected: signedIn(204),
    request: async () => ({
      method: 'PUT',
      url: '/api/me/password',
      payload: {
        currentPassword: TEST_PASSWORD,
        newPassword: 'Matrix-Tide-42',
        confirmPassword: 'Matrix-Tide-42',
      },
    }),
  },
];

async function freshWorld(): Promise<World> {
  const [renter, host, otherHost, admin] = await Promise.all([
    t.createUser(),
    t.createUser({ roles: ['renter', 'host'] }),
    t.createUser({ roles: ['renter', 'host'] }),
    t.createUser({ roles: ['renter', 'admin'] }),
  ]);
  return { renter: renter!, host: host!, otherHost: otherHost!, admin: admin! };
}

const CELLS = ROWS.flatMap((row) =>
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
  it.each(CELLS)('$name', async ({ row, actor, status }) => {
    const world = await freshWorld();
    const { headers, ...request } = await row.request(world, actor);
    const session = actor === 'anonymous' ? {} : world[actor].headers;
    const res = await t.app.inject({ ...request, headers: { ...headers, ...session } } as InjectOptions);
    expect({ status: res.statusCode, body: res.statusCode >= 400 ? res.json() : undefined }).toEqual({
      status,
      body:
        status >= 400
          ? { statusCode: status, error: expect.any(String), message: expect.any(String) }
          : undefined,
    });
  });

  it('has a row for every documented endpoint', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = docs.json().paths as Record<string, Record<string, unknown>>;
    const documented = Object.entries(paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect([...new Set(ROWS.map((row) => row.route))].sort()).toEqual([...new Set(documented)].sort());
  });
});
