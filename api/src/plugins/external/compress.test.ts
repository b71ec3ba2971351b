import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
let host: Awaited<ReturnType<TestApp['createUser']>>;
beforeAll(async () => {
  t = await buildTestApp();
  host = await t.createUser({ roles: ['renter', 'host'] });
  // Enough listings for a feed page well above the 1 KB threshold.
  for (let i = 0; i < 6; i += 1) await t.createListing(host, { city: `Coastal town ${i}` });
});
afterAll(() => t.close());

const feed = '/api/listings?limit=12';
const BR = { 'accept-encoding': 'br, gzip' };

/** The statements the database ran while `send` was answered (a cached answer runs none). */
async function queriesDuring(send: () => Promise<unknown>): Promise<number> {
  let count = 0;
  const onQuery = () => {
    count += 1;
  };
  t.app.knex.on('query', onQuery);
  try {
    await send();
  } finally {
    t.app.knex.off('query', onQuery);
  }
  return count;
}

describe('compressed JSON', () => {
  it('sends brotli to a client that accepts it, and the body is the same JSON', async () => {
    const plain = await t.app.inject({ method: 'GET', url: feed });
    const res = await t.app.inject({ method: 'GET', url: feed, headers: BR });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('sends gzip to a client that takes only gzip, or refuses brotli with q=0', async () => {
    const plain = await t.app.inject({ method: 'GET', url: feed });
    for (const accept of ['gzip', 'br;q=0, gzip', 'gzip, deflate']) {
      const res = await t.app.inject({ method: 'GET', url: feed, headers: { 'accept-encoding': accept } });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(res.rawPayload).toString('utf8'))).toEqual(plain.json());
    }
  });

  it('leaves small answers and clients that ask for nothing uncompressed', async () => {
    const small = await t.app.inject({ method: 'GET', url: '/api/session', headers: BR });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ user: null });
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'deflate' }]) {
      const res = await t.app.inject({ method: 'GET', url: feed, headers });
      expect(res.headers['content-encoding']).toBeUndefined();
      // Still varies: a cache must not hand this copy to a client that takes brotli, nor the reverse.
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    }
  });

  it('applies the 1 KB threshold to the serialized JSON', async () => {
    const one = await t.app.inject({ method: 'GET', url: '/api/listings?limit=1&sort=price-asc' });
    const two = await t.app.inject({ method: 'GET', url: '/api/listings?limit=2&sort=price-asc' });
    // The premise: one listing's page is under 1 KB of JSON, two listings' over it.
    expect(one.rawPayload.length).toBeLessThan(1024);
    expect(two.rawPayload.length).toBeGreaterThanOrEqual(1024);
    const small = await t.app.inject({
      method: 'GET',
      url: '/api/listings?limit=1&sort=price-asc',
      headers: BR,
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(String(small.headers.vary)).not.toMatch(/accept-encoding/i);
    expect(small.rawPayload).toEqual(one.rawPayload);
    const big = await t.app.inject({
      method: 'GET',
      url: '/api/listings?limit=2&sort=price-asc',
      headers: BR,
    });
    expect(big.headers['content-encoding']).toBe('br');
  });

  it('compresses the docs page scripts (streamed files) too', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-ui-bundle.js',
      headers: BR,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toContain('swagger');
  });
});

describe('public answers kept in memory', () => {
  const url = '/api/listings?limit=12&sort=newest';

  it('answers a visitor repeat from memory: the same bytes and headers, no query', async () => {
    const first = await t.app.inject({ method: 'GET', url, headers: BR });
    expect(first.headers['cache-control']).toMatch(/^public, max-age=30/);
    let again = first;
    expect(
      await queriesDuring(async () => (again = await t.app.inject({ method: 'GET', url, headers: BR }))),
    ).toBe(0);
    expect(again.rawPayload).toEqual(first.rawPayload);
    const headersOf = (res: typeof first) => {
      const { date: _date, 'x-request-id': _id, ...rest } = res.headers;
      return rest;
    };
    expect(headersOf(again)).toEqual(headersOf(first));
    expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    // One copy per encoding: gzip is made (and kept) on its own.
    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(
      JSON.parse(brotliDecompressSync(first.rawPayload).toString('utf8')),
    );
  });

  it('keeps a search by place and dates too (its statement is a read that starts with WITH)', async () => {
    const search = '/api/listings?location=a&checkin=2031-05-01&checkout=2031-05-04';
    const first = await t.app.inject({ method: 'GET', url: search, headers: BR });
    expect(first.statusCode).toBe(200);
    expect(await queriesDuring(() => t.app.inject({ method: 'GET', url: search, headers: BR }))).toBe(0);
  });

  it('keeps an answer for its max-age by the app clock, then asks the database again', async () => {
    const start = new Date('2030-03-01T10:00:00Z');
    t.setNow(start);
    try {
      const expiring = '/api/listings?limit=12&sort=price-desc';
      await t.app.inject({ method: 'GET', url: expiring, headers: BR });
      t.setNow(new Date(start.getTime() + 29_000));
      expect(await queriesDuring(() => t.app.inject({ method: 'GET', url: expiring, headers: BR }))).toBe(0);
      t.setNow(new Date(start.getTime() + 30_000));
      expect(
        await queriesDuring(() => t.app.inject({ method: 'GET', url: expiring, headers: BR })),
      ).toBeGreaterThan(0);
    } finally {
      t.setNow(null);
    }
  });

  it('forgets every kept answer when this replica writes', async () => {
    const before = (await t.app.inject({ method: 'GET', url })).json<{ items: unknown[] }>();
    await t.createListing(host, { city: 'Freshly listed' });
    const after = (await t.app.inject({ method: 'GET', url })).json<{ items: { city?: string }[] }>();
    expect(after.items.length).toBe(before.items.length + 1);
    expect(JSON.stringify(after)).toContain('Freshly listed');
  });

  it('never answers a signed-in request from memory, nor keeps its answer', async () => {
    const guest = await t.createUser({ roles: ['renter'] });
    await t.app.inject({ method: 'GET', url, headers: BR });
    for (const headers of [guest.headers, { authorization: `Bearer ${guest.token}` }]) {
      let res = await t.app.inject({ method: 'GET', url, headers: { ...BR, ...headers } });
      const queries = await queriesDuring(async () => {
        res = await t.app.inject({ method: 'GET', url, headers: { ...BR, ...headers } });
      });
      // The listings are read (the session may come from the session cache): never the kept copy.
      expect(queries).toBeGreaterThan(0);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(String(res.headers.vary)).toMatch(/cookie/i);
    }
    // ...and the visitors' copy is still the visitors'.
    const visitor = await t.app.inject({ method: 'GET', url, headers: BR });
    expect(visitor.headers['cache-control']).toMatch(/^public/);
  });

  it('keeps nothing that is not public: errors, other routes', async () => {
    const bad = '/api/listings?limit=12&sort=sideways';
    expect((await t.app.inject({ method: 'GET', url: bad })).statusCode).toBe(400);
    expect(await queriesDuring(() => t.app.inject({ method: 'GET', url: bad }))).toBe(0); // refused before any query
    expect((await t.app.inject({ method: 'GET', url: bad })).statusCode).toBe(400);
    const listing = (await t.app.inject({ method: 'GET', url })).json<{ items: { id: string }[] }>().items[0];
    const detail = `/api/listings/${listing?.id}`;
    await t.app.inject({ method: 'GET', url: detail });
    expect(await queriesDuring(() => t.app.inject({ method: 'GET', url: detail }))).toBeGreaterThan(0);
  });
});
