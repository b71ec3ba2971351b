import type { Destination } from '@shoreline/shared-domain/types';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/destinations', () => {
  it('lists destinations to anyone by order ascending', async () => {
    const admin = await t.createUser({ roles: ['renter', 'admin'] });
    const image = async (name: string) =>
      (await t.createUpload(admin, { folder: 'destinations', name, width: 900, height: 600 })).key;
    await t.knex('destinations').insert([
      {
        name: 'Split',
        image_path: await image('split.jpg'),
        image_width: 900,
        image_height: 600,
        image_variant_widths: [400, 800, 900],
        order: 2,
      },
      { name: 'Lisbon', image_path: await image('lisbon.jpg'), order: 0 },
      { name: 'Biarritz', image_path: await image('biarritz.jpg'), order: 1 },
    ]);
    const res = await t.app.inject({ method: 'GET', url: '/api/destinations' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { items: Destination[] }).items.map((d) => [d.name, d.order])).toEqual([
      ['Lisbon', 0],
      ['Biarritz', 1],
      ['Split', 2],
    ]);
    expect(Object.keys((res.json() as { items: Destination[] }).items[0] ?? {}).sort()).toEqual([
      'id',
      'image',
      'name',
      'order',
    ]);
    expect((res.json() as { items: Destination[] }).items[2]?.image).toEqual({
      url: '/uploads/destinations/split.jpg',
      width: 900,
      height: 600,
      variants: [400, 800, 900].map((width) => ({
        url: `/uploads/destinations/split.w${width}.webp`,
        width,
      })),
    });
  });
});

describe('caching of GET /api/destinations', () => {
  it('lets a visitor (and a CDN) keep the list briefly, refreshing it in the background', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/destinations' });
    expect(res.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=300');
    expect(String(res.headers.vary)).toMatch(/Cookie/);
  });

  it('never caches the answer to a signed-in user (an admin sees an edit at once)', async () => {
    const admin = await t.createUser({ roles: ['renter', 'admin'] });
    const res = await t.app.inject({ method: 'GET', url: '/api/destinations', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });
});
