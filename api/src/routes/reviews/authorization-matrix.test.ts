// Authorization matrix: reviews (a listing's reviews, a renter's own, and admin moderation).
import {
  adminsOnly,
  describeMatrix,
  everyone,
  listingOf,
  renterOnly,
  signedIn,
  type Row,
  type World,
} from '../../test/authorization-matrix';

const completedStayOf = async (w: World) =>
  w.t.insertBooking({
    listingId: await listingOf(w),
    renter: w.renter,
    startDate: '2024-07-01',
    endDate: '2024-07-04',
    status: 'approved',
  });

async function pendingReviewOf(w: World): Promise<string> {
  const res = await w.t.app.inject({
    method: 'POST',
    url: '/api/reviews',
    headers: w.renter.headers,
    payload: { bookingId: await completedStayOf(w), rating: 4, comment: 'Nice stay' },
  });
  return res.json().id as string;
}

const ROWS: Row[] = [
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
];

describeMatrix('reviews', ROWS);
