// Authorization matrix: requests to become a host, and the admins' decisions on them.
import {
  adminsOnly,
  describeMatrix,
  uniqueEmail,
  type Row,
  type World,
} from '../../test/authorization-matrix';

async function hostRequestOf(w: World): Promise<string> {
  const res = await w.t.app.inject({
    method: 'POST',
    url: '/api/host-requests',
    headers: w.renter.headers,
    payload: { reason: 'I own a beach hut' },
  });
  return res.json().request.id as string;
}

const ROWS: Row[] = [
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
];

describeMatrix('host-requests', ROWS);
