// Authorization matrix: favourites (issue 24 item 6). Any signed-in person keeps their own; a
// visitor is asked to sign in. Whose rows a call touches is checked in favourites.test.ts.
import { describeMatrix, listingOf, signedIn, type Row } from '../../test/authorization-matrix';

const ROWS: Row[] = [
  {
    route: 'PUT /api/me/favourites/:listingId',
    expected: signedIn(204),
    request: async (w) => ({ method: 'PUT', url: `/api/me/favourites/${await listingOf(w)}` }),
  },
  {
    route: 'DELETE /api/me/favourites/:listingId',
    expected: signedIn(204),
    request: async (w) => ({ method: 'DELETE', url: `/api/me/favourites/${await listingOf(w)}` }),
  },
  {
    route: 'GET /api/me/favourites',
    expected: signedIn(200),
    request: async () => ({ method: 'GET', url: '/api/me/favourites' }),
  },
  {
    route: 'GET /api/me/favourite-ids',
    expected: signedIn(200),
    request: async () => ({ method: 'GET', url: '/api/me/favourite-ids' }),
  },
];

describeMatrix('favourites', ROWS);
