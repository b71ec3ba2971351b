// Authorization matrix: bookings (a renter's requests, a host's decisions, the host's list).
import {
  calendarOwnerOnly,
  describeMatrix,
  hostsOnly,
  listingOf,
  ownerOnly,
  pendingBookingOf,
  renterOnly,
  signedIn,
  type Row,
} from '../../test/authorization-matrix';

const ROWS: Row[] = [
  {
    route: 'POST /api/bookings',
    // The host may not book their own listing (PRODUCT.md 18).
    expected: [401, 201, 403, 201, 201],
    request: async (w) => ({
      method: 'POST',
      url: '/api/bookings',
      payload: {
        listingId: await listingOf(w),
        startDate: '2030-07-01',
        endDate: '2030-07-04',
        guests: { adults: 1 },
      },
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
    route: 'GET /api/host/bookings/:id',
    // Only its listing's host; another host does not learn that it exists (issue 22).
    expected: calendarOwnerOnly(200),
    request: async (w) => ({ method: 'GET', url: `/api/host/bookings/${await pendingBookingOf(w)}` }),
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
    route: 'POST /api/bookings/:id/reject',
    variant: 'with a reason',
    expected: ownerOnly(200),
    request: async (w) => ({
      method: 'POST',
      url: `/api/bookings/${await pendingBookingOf(w)}/reject`,
      payload: { reason: 'Closed that week' },
    }),
  },
  {
    route: 'POST /api/bookings/:id/cancel',
    expected: renterOnly(200),
    request: async (w) => ({ method: 'POST', url: `/api/bookings/${await pendingBookingOf(w)}/cancel` }),
  },
];

describeMatrix('bookings', ROWS);
