import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  const host = await t.createUser({ roles: ['renter', 'host'] });
  // Enough listings for a feed page well above the 1 KB threshold.
  for (let i = 0; i < 6; i += 1) await t.createListing(host, { city: `Coastal town ${i}` });
});
afterAll(() => t.close());

const feed = '/api/listings?limit=12';

describe('compressed JSON', () => {
  it('sends brotli to a client that accepts it, and the body is the same JSON', async () => {
    const plain = await t.app.inject({ method: 'GET', url: feed });
    const res = await t.app.inject({ method: 'GET', url: feed, headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('sends gzip to a client that takes only gzip', async () => {
    const plain = await t.app.inject({ method: 'GET', url: feed });
    const res = await t.app.inject({ method: 'GET', url: feed, headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('leaves small answers and clients that ask for nothing uncompressed', async () => {
    const small = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ user: null });
    const identity = await t.app.inject({ method: 'GET', url: feed });
    expect(identity.headers['content-encoding']).toBeUndefined();
  });
});
