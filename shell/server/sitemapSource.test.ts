// The sitemap's answers from the API, kept `ttlMs` in the process: asked again once they are older,
// and, when the API fails then, the answer kept is served rather than no sitemap.
import { createSitemapSource } from './sitemapSource.mjs';
import { startUpstream, type Upstream } from './testing';

let api: Upstream;
let asked: string[];
let down: boolean;
let paged: boolean;
let clock: number;
let logged: string[];
const log = { error: (_object: object, message: string) => logged.push(message) };

beforeEach(async () => {
  asked = [];
  down = false;
  paged = false;
  clock = 0;
  logged = [];
  api = await startUpstream((request, response) => {
    asked.push(request.url ?? '');
    response.writeHead(down ? 502 : 200, { 'content-type': 'application/json' });
    // A second page follows the first when the list is long: `?cursor=more`.
    const long = request.url?.includes('cursor=more');
    const page = long
      ? { items: [{ name: 'Porto' }], nextCursor: null }
      : { items: [{ name: `Lisbon ${asked.length}` }], nextCursor: paged ? 'more' : null };
    response.end(JSON.stringify(down ? { message: 'down' } : page));
  });
});

afterEach(() => api.close());

it('asks again once the answer is older than ttlMs, and serves the kept one while the API fails', async () => {
  const source = createSitemapSource({ apiUrl: api.url, ttlMs: 1000, now: () => clock });
  expect(await source.destinations(log)).toEqual([{ name: 'Lisbon 1' }]);
  clock = 999;
  expect(await source.destinations(log)).toEqual([{ name: 'Lisbon 1' }]);
  expect(asked).toEqual(['/api/destinations?limit=100']);
  clock = 1000;
  expect(await source.destinations(log)).toEqual([{ name: 'Lisbon 2' }]);
  down = true;
  clock = 2500;
  expect(await source.destinations(log)).toEqual([{ name: 'Lisbon 2' }]);
  expect(asked).toHaveLength(3);
  expect(logged).toEqual(['The sitemap could not be refreshed from the API; serving the one kept']);
});

it('fails when the API fails and nothing is kept', async () => {
  down = true;
  const source = createSitemapSource({ apiUrl: api.url });
  await expect(source.listingFiles(10, log)).rejects.toThrow(
    'GET /api/sitemap/listings/files?size=10 answered 502',
  );
});

it('reads every page of the destinations', async () => {
  paged = true;
  const source = createSitemapSource({ apiUrl: api.url });
  expect(await source.destinations(log)).toEqual([{ name: 'Lisbon 1' }, { name: 'Porto' }]);
  expect(asked).toEqual(['/api/destinations?limit=100', '/api/destinations?limit=100&cursor=more']);
});
