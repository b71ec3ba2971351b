import { buildTestApp, type TestApp, type TestUser } from '../../test/build-test-app';

// Issue 21 item 6: the sitemap's listings, public, by id with their last change, keyset-paginated,
// and the same order cut into files of a size.

let t: TestApp;
let host: TestUser;
/** The active listings this file made, in id order. */
let active: string[];
let inactive: string;
let deleted: string;

interface Entry {
  id: string;
  lastmod: string;
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** Every listing the endpoint pages through, following nextCursor. */
async function walk(limit: number): Promise<{ items: Entry[]; pages: number }> {
  const items: Entry[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res = await get(`/api/sitemap/listings?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.statusCode).toBe(200);
    const page = res.json() as { items: Entry[]; nextCursor: string | null };
    items.push(...page.items);
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor);
  return { items, pages };
}

beforeAll(async () => {
  t = await buildTestApp();
  host = await t.createUser({ roles: ['renter', 'host'] });
  const ids = [];
  for (let n = 0; n < 7; n += 1) ids.push(await t.createListing(host, { title: `Sitemap ${n}` }));
  inactive = await t.createListing(host, { isActive: false });
  deleted = await t.createListing(host);
  await t.app.listingsRepository.softDelete(deleted);
  // One listing edited later than the others: its lastmod is its own.
  await t
    .knex('listings')
    .where({ id: ids[3] })
    .update({ updated_at: new Date('2031-05-06T07:08:09Z') });
  const rows = (await t
    .knex('listings')
    .select('id')
    .where({ is_active: true })
    .whereNull('deleted_at')
    .orderBy('id')) as { id: string }[];
  active = rows.map((row) => row.id);
});
afterAll(() => t.close());

describe('GET /api/sitemap/listings', () => {
  it('pages through every active listing by id, each with its updated_at, and nothing else', async () => {
    const { items, pages } = await walk(3);
    expect(items.map((item) => item.id)).toEqual(active);
    expect(items.map((item) => item.id)).not.toContain(inactive);
    expect(items.map((item) => item.id)).not.toContain(deleted);
    expect(active.length).toBeGreaterThanOrEqual(7);
    expect(pages).toBe(Math.floor(active.length / 3) + 1);
    const row = (await t.knex('listings').select('id', 'updated_at').where({ id: active[0] }).first()) as {
      updated_at: Date;
    };
    expect(items[0]?.lastmod).toBe(row.updated_at.toISOString());
    expect(items.map((item) => item.lastmod)).toContain('2031-05-06T07:08:09.000Z');
    expect(Object.keys(items[0] ?? {}).sort()).toEqual(['id', 'lastmod']);
  });

  it('answers the first page without a cursor, and none after the last one', async () => {
    const first = (await get('/api/sitemap/listings?limit=2')).json() as {
      items: Entry[];
      nextCursor: string;
    };
    expect(first.items.map((item) => item.id)).toEqual(active.slice(0, 2));
    expect(first.nextCursor).toBe(active[1]);
    const last = active[active.length - 1]!;
    const after = (await get(`/api/sitemap/listings?cursor=${last}`)).json() as { items: Entry[] };
    expect(after).toEqual({ items: [], nextCursor: null });
  });

  it('refuses a cursor that is no id and a limit past 50,000 (the sitemap limit)', async () => {
    expect((await get('/api/sitemap/listings?cursor=abc')).statusCode).toBe(400);
    expect((await get('/api/sitemap/listings?limit=50001')).statusCode).toBe(400);
    expect((await get('/api/sitemap/listings?limit=0')).statusCode).toBe(400);
    expect((await get('/api/sitemap/listings?limit=50000')).statusCode).toBe(200);
  });

  it('may be kept 5 minutes by the shell and a CDN, but not a signed-in answer', async () => {
    const res = await get('/api/sitemap/listings');
    expect(res.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=600');
    const signedIn = await get('/api/sitemap/listings', host.headers);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
  });
});

describe('GET /api/sitemap/listings/files', () => {
  it('cuts the same order into files of the size asked: where each starts, its count and latest change', async () => {
    const res = await get('/api/sitemap/listings/files?size=3');
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      total: number;
      files: { cursor: string | null; count: number; lastmod: string }[];
    };
    expect(body.total).toBe(active.length);
    expect(body.files.map((file) => file.count)).toEqual(
      active
        .map((_id, index) => index)
        .filter((index) => index % 3 === 0)
        .map((index) => Math.min(3, active.length - index)),
    );
    // Each file starts after the last id of the one before: the same pages as the keyset walk.
    expect(body.files.map((file) => file.cursor)).toEqual(
      body.files.map((_file, index) => (index === 0 ? null : active[index * 3 - 1])),
    );
    for (const [index, file] of body.files.entries()) {
      const page = (
        await get(`/api/sitemap/listings?limit=3${file.cursor ? `&cursor=${file.cursor}` : ''}`)
      ).json() as { items: Entry[] };
      expect(page.items.map((item) => item.id)).toEqual(active.slice(index * 3, index * 3 + 3));
      expect(file.lastmod).toBe(
        page.items
          .map((item) => item.lastmod)
          .sort()
          .at(-1),
      );
    }
    expect(body.files.map((file) => file.lastmod)).toContain('2031-05-06T07:08:09.000Z');
  });

  it('is one file of every listing by default (50,000 a file), and none without active listings', async () => {
    const body = (await get('/api/sitemap/listings/files')).json() as { total: number; files: unknown[] };
    expect(body).toMatchObject({ total: active.length, files: [{ cursor: null, count: active.length }] });
    expect((await get('/api/sitemap/listings/files?size=50001')).statusCode).toBe(400);

    // The file's last test: with every listing taken off the site, there is nothing to list.
    await t.knex('listings').update({ is_active: false });
    expect((await get('/api/sitemap/listings/files')).json()).toEqual({ total: 0, files: [] });
    expect((await get('/api/sitemap/listings')).json()).toEqual({ items: [], nextCursor: null });
  });
});
