// Authorization matrix: destinations (public list, admin edits).
import { adminsOnly, describeMatrix, everyone, type Row, type World } from '../../test/authorization-matrix';

/** A destination image uploaded by the world's admin. */
const adminImage = async (w: World) => w.t.createUpload(w.admin, { folder: 'destinations' });
async function destination(w: World, order = 0): Promise<string> {
  const image = await adminImage(w);
  const [row] = (await w.t
    .knex('destinations')
    .insert({ name: 'Nazaré', image_path: image.key, order })
    .returning('id')) as {
    id: string;
  }[];
  return row!.id;
}

const ROWS: Row[] = [
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
    route: 'POST /api/admin/destinations/:id/move',
    expected: adminsOnly(200),
    request: async (w) => {
      // Past every other row of the shared table, so there is always one before it to swap with.
      await destination(w, 1_000_000);
      return {
        method: 'POST',
        url: `/api/admin/destinations/${await destination(w, 1_000_001)}/move`,
        payload: { direction: 'up' },
      };
    },
  },
  {
    route: 'DELETE /api/admin/destinations/:id',
    expected: adminsOnly(204),
    request: async (w) => ({ method: 'DELETE', url: `/api/admin/destinations/${await destination(w)}` }),
  },
];

describeMatrix('destinations', ROWS);
