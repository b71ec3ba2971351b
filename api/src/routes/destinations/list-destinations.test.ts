import type { Destination } from '@shoreline/shared-domain/types';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/destinations', () => {
  it('lists destinations to anyone by order ascending', async () => {
    await t.knex('destinations').insert([
      { name: 'Split', image: '/uploads/destinations/split.jpg', order: 2 },
      { name: 'Lisbon', image: '/uploads/destinations/lisbon.jpg', order: 0 },
      { name: 'Biarritz', image: '/uploads/destinations/biarritz.jpg', order: 1 },
    ]);
    const res = await t.app.inject({ method: 'GET', url: '/api/destinations' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as Destination[]).map((d) => [d.name, d.order])).toEqual([
      ['Lisbon', 0],
      ['Biarritz', 1],
      ['Split', 2],
    ]);
    expect(Object.keys((res.json() as Destination[])[0] ?? {}).sort()).toEqual([
      'id',
      'image',
      'name',
      'order',
    ]);
  });
});
