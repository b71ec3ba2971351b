// Authorization matrix: notifications and their settings (PRODUCT.md 25).
// Everyone signed in has their own; nobody touches another's.
import { unsubscribeToken } from '../../lib/notifications/unsubscribe';
import {
  describeMatrix,
  everyone,
  pendingBookingOf,
  signedIn,
  type Row,
  type World,
} from '../../test/authorization-matrix';

/** A notification of the renter (the host rejected their request). */
async function notificationOf(w: World): Promise<string> {
  const bookingId = await pendingBookingOf(w);
  await w.t.app.inject({ method: 'POST', url: `/api/bookings/${bookingId}/reject`, headers: w.host.headers });
  const row = (await w.t.knex('notifications').select('id').where('user_id', w.renter.user.id).first()) as {
    id: string;
  };
  return row.id;
}

const ROWS: Row[] = [
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
  // One-click unsubscribe: the link's token is the credential, whoever (if anyone) is signed in.
  ...(['GET', 'POST'] as const).flatMap((method): Row[] => [
    {
      route: `${method} /api/notifications/unsubscribe`,
      variant: "the renter's link",
      expected: everyone(200),
      request: async (w) =>
        unsubscribeRequest(method, unsubscribeToken(w.renter.user.id, w.t.config.jwtSecret)),
    },
    {
      route: `${method} /api/notifications/unsubscribe`,
      variant: "the renter's id under another's signature",
      expected: everyone(400),
      request: async (w) => {
        const signature = unsubscribeToken(w.host.user.id, w.t.config.jwtSecret).split('.')[1];
        return unsubscribeRequest(method, `${w.renter.user.id}.${signature}`);
      },
    },
  ]),
];

function unsubscribeRequest(method: 'GET' | 'POST', token: string) {
  const url = `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
  return method === 'GET'
    ? { method, url }
    : {
        method,
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      };
}

describeMatrix('notifications', ROWS);
