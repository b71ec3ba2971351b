import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRatesCache, type LiveRates, type SharedRatesStore } from './rates-cache';

// The hour-long cache and its expiry, driven by a fake clock against a real local HTTP provider.
let server: http.Server;
let url: string;
let up = true;
let garbage = false;
let usd = 1.1;
let hits = 0;

beforeAll(async () => {
  server = http.createServer((_req, res) => {
    hits += 1;
    if (!up) return void res.writeHead(500).end();
    const body = garbage ? { rates: { USD: 'lots' } } : { rates: { USD: usd, GBP: 0.8 } };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it('fetches again after an hour, and serves the last live rates (cache) when that fetch fails', async () => {
  let clock = new Date('2030-01-01T10:00:00Z');
  const cache = createRatesCache({ url, now: () => clock });
  up = true;
  hits = 0;
  expect(await cache.get()).toMatchObject({ source: 'live', rates: { USD: 1.1 } });

  clock = new Date('2030-01-01T10:59:00Z');
  expect(await cache.get()).toMatchObject({ source: 'cache' });
  expect(hits).toBe(1);

  usd = 1.2;
  clock = new Date('2030-01-01T11:00:01Z');
  expect(await cache.get()).toMatchObject({ source: 'live', rates: { USD: 1.2 } });
  expect(hits).toBe(2);

  up = false;
  clock = new Date('2030-01-01T12:30:00Z');
  expect(await cache.get()).toMatchObject({
    source: 'cache',
    rates: { USD: 1.2 },
    fetchedAt: '2030-01-01T11:00:01.000Z',
  });
});

it('treats an answer without positive USD and GBP rates as a failure (fallback)', async () => {
  up = true;
  garbage = true;
  try {
    expect(await createRatesCache({ url }).get()).toMatchObject({
      source: 'fallback',
      rates: { USD: 1.09, EUR: 1, GBP: 0.86 },
    });
  } finally {
    garbage = false;
  }
});

it('uses the fallback without any network call when the URL is empty', async () => {
  hits = 0;
  expect(await createRatesCache({ url: '' }).get()).toMatchObject({ source: 'fallback' });
  expect(hits).toBe(0);
});

it('serves the fallback when nothing listens at the provider address', async () => {
  const errors: unknown[] = [];
  const cache = createRatesCache({
    url: 'http://127.0.0.1:9/latest',
    onError: (error) => errors.push(error),
  });
  expect(await cache.get()).toMatchObject({ source: 'fallback' });
  expect(errors).toHaveLength(1);
});

describe('with a store shared by the replicas', () => {
  /** What Redis holds for every replica (the Redis store itself is tested against Redis). */
  function memoryStore(): SharedRatesStore & { saved: LiveRates | null } {
    const store = {
      saved: null as LiveRates | null,
      read: async () => store.saved,
      write: async (live: LiveRates) => {
        store.saved = live;
      },
    };
    return store;
  }

  it('fetches once an hour for all replicas: the second takes what the first fetched', async () => {
    let clock = new Date('2030-01-01T10:00:00Z');
    const shared = memoryStore();
    const first = createRatesCache({ url, now: () => clock, shared });
    const second = createRatesCache({ url, now: () => clock, shared });
    up = true;
    usd = 1.1;
    hits = 0;
    expect(await first.get()).toMatchObject({ source: 'live', rates: { USD: 1.1 } });
    clock = new Date('2030-01-01T10:30:00Z');
    expect(await second.get()).toMatchObject({
      source: 'cache',
      rates: { USD: 1.1 },
      fetchedAt: '2030-01-01T10:00:00.000Z',
    });
    expect(hits).toBe(1);
    // An hour on, whoever asks first fetches for everyone.
    usd = 1.3;
    clock = new Date('2030-01-01T11:00:01Z');
    expect(await second.get()).toMatchObject({ source: 'live', rates: { USD: 1.3 } });
    expect(await first.get()).toMatchObject({ source: 'cache', rates: { USD: 1.3 } });
    expect(hits).toBe(2);
  });

  it('works on its own when the shared store fails (Redis down), reporting it', async () => {
    const errors: unknown[] = [];
    const broken: SharedRatesStore = {
      read: async () => Promise.reject(new Error('Redis down')),
      write: async () => Promise.reject(new Error('Redis down')),
    };
    let clock = new Date('2030-01-01T10:00:00Z');
    const cache = createRatesCache({ url, now: () => clock, shared: broken, onError: (e) => errors.push(e) });
    up = true;
    usd = 1.1;
    expect(await cache.get()).toMatchObject({ source: 'live', rates: { USD: 1.1 } });
    clock = new Date('2030-01-01T10:10:00Z');
    expect(await cache.get()).toMatchObject({ source: 'cache', rates: { USD: 1.1 } });
    expect(errors.map((error) => (error as Error).message)).toEqual(['Redis down', 'Redis down']);
  });
});
