import { FALLBACK_RATES } from '@shoreline/shared-domain/pricing';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

// A local stand-in for the rates provider: no test reaches the internet.
let provider: http.Server;
let providerUrl: string;
let hits = 0;
let mode: 'up' | 'down' = 'up';

beforeAll(async () => {
  provider = http.createServer((_req, res) => {
    hits += 1;
    if (mode === 'down') {
      res.writeHead(503).end('unavailable');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ amount: 1, base: 'EUR', rates: { USD: 1.12, GBP: 0.84, JPY: 160 } }));
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/latest?from=EUR`;
});
afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())));

async function withApp(ratesUrl: string, run: (t: TestApp) => Promise<void>): Promise<void> {
  const t = await buildTestApp({ ratesUrl });
  try {
    await run(t);
  } finally {
    await t.close();
  }
}

const getRates = (t: TestApp) => t.app.inject({ method: 'GET', url: '/api/rates' });

describe('GET /api/rates', () => {
  it('fetches live rates once, then serves them from the cache to everyone', async () => {
    mode = 'up';
    hits = 0;
    await withApp(providerUrl, async (t) => {
      const first = await getRates(t);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({
        base: 'EUR',
        rates: { EUR: 1, USD: 1.12, GBP: 0.84 },
        fetchedAt: expect.any(String),
        source: 'live',
      });
      const parallel = await Promise.all(Array.from({ length: 20 }, () => getRates(t)));
      expect(parallel.every((res) => res.json().source === 'cache')).toBe(true);
      expect(parallel[0]?.json().fetchedAt).toBe(first.json().fetchedAt);
      expect(hits).toBe(1);
    });
  });

  it('serves the built-in rates of SPEC 9 when the provider is down', async () => {
    mode = 'down';
    hits = 0;
    await withApp(providerUrl, async (t) => {
      const res = await getRates(t);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ base: 'EUR', rates: { ...FALLBACK_RATES }, source: 'fallback' });
      // A failing provider is not asked again on every request.
      await getRates(t);
      expect(hits).toBe(1);
    });
  });
});
