// Authorization matrix: the listings endpoints (search, a listing and its page, a host's writes).
// It sits here rather than in listings/ because that folder has its own owner.
import {
  describeMatrix,
  everyone,
  hostsOnly,
  listingOf,
  ownerOnly,
  type Actor,
  type Row,
  type World,
} from '../test/authorization-matrix';
import { listingInput } from '../test/build-test-app';

/** A listing photo uploaded by the caller (a host may only attach their own uploads). */
async function ownPhoto(w: World, actor: Actor): Promise<string> {
  return (await w.t.createUpload(actor === 'anonymous' ? w.host : w[actor])).url;
}

const ROWS: Row[] = [
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
      url: `/api/listings/${await w.t.createListing(w.host, { isActive: false })}`,
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
      url: `/api/listings/${await w.t.createListing(w.host, { isActive: false })}/page`,
    }),
  },
  {
    route: 'GET /api/listings/:id/page',
    variant: 'deleted listing',
    expected: everyone(410),
    request: async (w) => {
      const id = await listingOf(w);
      await w.t.app.listingsRepository.softDelete(id);
      return { method: 'GET', url: `/api/listings/${id}/page` };
    },
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
];

describeMatrix('listings', ROWS);
