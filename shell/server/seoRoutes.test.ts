// What the shell's server tells search engines (issue 21 item 6): robots.txt keeps crawlers out of the
// pages behind sign-in and the API and names the sitemap; sitemap.xml is an index of the public pages,
// the active listings (split into files of SITEMAP_URLS_PER_FILE) and the destinations, made from the
// API (a stand-in serving its answers here; e2e/guest/seo.spec.ts runs the real one) and kept 5
// minutes; the pages kept out of the index say `noindex`.
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import ROUTE_TABLE from '../../shared-ui/src/routeTable.json';
import { createStaticApp } from './createStaticApp.mjs';
import { shellAppOptions } from './shellServer.mjs';
import { BUILT_PAGE, makeDist, removeDist, startUpstream, type Upstream } from './testing';

const ORIGIN = 'https://shoreline.example';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The API's active listings, in id order as it pages them. */
const LISTINGS = Array.from({ length: 7 }, (_, index) => ({
  id: `00000000-0000-4000-8000-00000000000${index + 1}`,
  lastmod: `2026-11-0${index + 1}T10:20:30.456Z`,
}));
const DESTINATIONS = [{ name: 'Lisbon' }, { name: 'Costa Vicentina' }, { name: 'Split & Hvar' }];

let root: string;
let api: Upstream;
let app: FastifyInstance;
/** Paths (with query) the API was asked, in order. */
let asked: string[];
let apiDown: boolean;

/** The API's sitemap answers, as api/src/routes/sitemap serves them. */
function answer(request: IncomingMessage): unknown {
  const url = new URL(request.url ?? '/', 'http://api');
  if (url.pathname === '/api/destinations') return { items: DESTINATIONS, nextCursor: null };
  if (url.pathname === '/api/sitemap/listings/files') {
    const size = Number(url.searchParams.get('size'));
    const files = [];
    for (let start = 0; start < LISTINGS.length; start += size) {
      const part = LISTINGS.slice(start, start + size);
      files.push({
        cursor: start === 0 ? null : LISTINGS[start - 1]!.id,
        count: part.length,
        lastmod: part.map((listing) => listing.lastmod).sort()[part.length - 1],
      });
    }
    return { total: LISTINGS.length, files };
  }
  if (url.pathname === '/api/sitemap/listings') {
    const limit = Number(url.searchParams.get('limit'));
    const cursor = url.searchParams.get('cursor');
    const items = LISTINGS.filter((listing) => !cursor || listing.id > cursor).slice(0, limit);
    return { items, nextCursor: items.length === limit ? items[items.length - 1]!.id : null };
  }
  return null;
}

/** A strictly parsed XML document (throws on anything not well-formed). */
function parseXml(text: string): Document {
  const { DOMParser } = new JSDOM('').window;
  const document = new DOMParser().parseFromString(text, 'application/xml');
  const error = document.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`Not well-formed XML: ${error.textContent}`);
  return document;
}

/** The <loc> and <lastmod> of each child of a sitemap document's root, checking the namespace. */
function entriesOf(xml: string, root: 'sitemapindex' | 'urlset') {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  const document = parseXml(xml);
  expect(document.documentElement.localName).toBe(root);
  expect(document.documentElement.namespaceURI).toBe(NS);
  return [...document.documentElement.children].map((child) => {
    expect(child.namespaceURI).toBe(NS);
    expect(child.localName).toBe(root === 'urlset' ? 'url' : 'sitemap');
    return {
      loc: child.getElementsByTagNameNS(NS, 'loc')[0]?.textContent,
      lastmod: child.getElementsByTagNameNS(NS, 'lastmod')[0]?.textContent ?? null,
    };
  });
}

function start(env: Record<string, string> = {}) {
  app = createStaticApp({
    root,
    ...shellAppOptions({ env: { SSR: '0', PUBLIC_ORIGIN: ORIGIN, ...env }, apiUrl: api.url }),
  });
}

beforeEach(async () => {
  root = makeDist({ 'index.html': BUILT_PAGE });
  asked = [];
  apiDown = false;
  api = await startUpstream((request, response) => {
    asked.push(request.url ?? '');
    const body = apiDown ? null : answer(request);
    response.writeHead(body === null ? 503 : 200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body ?? { message: 'down' }));
  });
});

afterEach(async () => {
  await app?.close();
  await api.close();
  removeDist(root);
});

describe('robots.txt', () => {
  it('disallows every page behind sign-in and the API, and names the sitemap on PUBLIC_ORIGIN', async () => {
    start();
    const res = await app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const lines = res.body.split('\n').filter((line) => line && !line.startsWith('#'));
    expect(lines[0]).toBe('User-agent: *');
    expect(lines.slice(-2)).toEqual(['Allow: /', `Sitemap: ${ORIGIN}/sitemap.xml`]);
    const disallowed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice(10));
    // The private areas, by their paths in shared-ui's route table (`/bookings` covers its own).
    expect(disallowed).toEqual(
      expect.arrayContaining([
        '/admin/destinations',
        '/admin/host-requests',
        '/admin/reviews',
        '/booking-confirmation',
        '/bookings',
        '/favourites',
        '/listings/*/calendar',
        '/listings/*/edit',
        '/listings/manage',
        '/listings/new',
        '/notifications',
        '/profile',
        '/api/',
      ]),
    );
    expect(disallowed).not.toContain('/bookings/manage');
    // As a crawler reads them (RFC 9309: a prefix, `*` any characters): every route of the table that is
    // not public is disallowed, and no public one, nor an uploaded photo.
    const blocked = (path: string) =>
      disallowed.some((pattern) =>
        new RegExp(
          `^${pattern
            .split('*')
            .map((part) => part.replace(/[.?+^$()[\]{}|\\]/g, '\\$&'))
            .join('.*')}`,
        ).test(path),
      );
    for (const route of ROUTE_TABLE) {
      const path = route.path.replace(/:[^/]+/g, '7b0c2c1e-0000-4000-8000-000000000001');
      expect([path, blocked(path)]).toEqual([path, route.access !== 'public']);
    }
    expect(blocked('/uploads/listings/a.jpg')).toBe(false);
    expect(blocked('/api/listings')).toBe(true);
  });

  it("without PUBLIC_ORIGIN, names the request's host with the scheme the TLS edge forwarded", async () => {
    start({ PUBLIC_ORIGIN: '' });
    const viaEdge = await app.inject({
      url: '/robots.txt',
      headers: { host: 'stays.example:8443', 'x-forwarded-proto': 'https' },
    });
    expect(viaEdge.body).toContain('Sitemap: https://stays.example:8443/sitemap.xml');
    const direct = await app.inject({ url: '/robots.txt', headers: { host: 'localhost:8080' } });
    expect(direct.body).toContain('Sitemap: http://localhost:8080/sitemap.xml');
    // Only a scheme: anything else in the header is ignored.
    const odd = await app.inject({
      url: '/robots.txt',
      headers: { host: 'localhost:8080', 'x-forwarded-proto': 'javascript' },
    });
    expect(odd.body).toContain('Sitemap: http://localhost:8080/sitemap.xml');
  });
});

describe('sitemap.xml', () => {
  it('is an index of the public pages, each file of listings with its latest change, and the destinations', async () => {
    start({ SITEMAP_URLS_PER_FILE: '3' });
    const res = await app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(entriesOf(res.body, 'sitemapindex')).toEqual([
      { loc: `${ORIGIN}/sitemaps/pages.xml`, lastmod: null },
      // 7 listings, 3 a file: 3 files, each dated by its newest change (W3C datetime, to the second).
      { loc: `${ORIGIN}/sitemaps/listings-1.xml`, lastmod: '2026-11-03T10:20:30Z' },
      { loc: `${ORIGIN}/sitemaps/listings-2.xml`, lastmod: '2026-11-06T10:20:30Z' },
      { loc: `${ORIGIN}/sitemaps/listings-3.xml`, lastmod: '2026-11-07T10:20:30Z' },
      { loc: `${ORIGIN}/sitemaps/destinations.xml`, lastmod: null },
    ]);
    expect(asked).toEqual(['/api/sitemap/listings/files?size=3']);
  });

  it('lists each file of listings: every active listing once, in order, with its lastmod', async () => {
    start({ SITEMAP_URLS_PER_FILE: '3' });
    const files = [];
    for (const n of [1, 2, 3]) {
      const res = await app.inject(`/sitemaps/listings-${n}.xml`);
      expect(res.statusCode).toBe(200);
      files.push(entriesOf(res.body, 'urlset'));
    }
    expect(files.map((file) => file.length)).toEqual([3, 3, 1]);
    expect(files.flat()).toEqual(
      LISTINGS.map((listing) => ({
        loc: `${ORIGIN}/listings/${listing.id}`,
        lastmod: listing.lastmod.replace('.456Z', 'Z'),
      })),
    );
    // The second file starts after the last listing of the first: the API's keyset cursor.
    expect(asked).toContain(`/api/sitemap/listings?limit=3&cursor=${LISTINGS[2]!.id}`);
    expect((await app.inject('/sitemaps/listings-4.xml')).statusCode).toBe(404);
    expect((await app.inject('/sitemaps/listings-0.xml')).statusCode).toBe(404);
    expect((await app.inject('/sitemaps/other.xml')).statusCode).toBe(404);
  });

  it('splits at 50,000 URLs a file when nothing else is set', async () => {
    start();
    const index = entriesOf((await app.inject('/sitemap.xml')).body, 'sitemapindex');
    expect(index.map((entry) => entry.loc)).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      `${ORIGIN}/sitemaps/listings-1.xml`,
      `${ORIGIN}/sitemaps/destinations.xml`,
    ]);
    expect(asked).toEqual(['/api/sitemap/listings/files?size=50000']);
    await app.close();
    start({ SITEMAP_URLS_PER_FILE: '80000' });
    await app.inject('/sitemap.xml');
    expect(asked.at(-1)).toBe('/api/sitemap/listings/files?size=50000');
  });

  it('lists the public pages that are one address, and no page behind sign-in', async () => {
    start();
    const res = await app.inject('/sitemaps/pages.xml');
    expect(entriesOf(res.body, 'urlset').map((entry) => entry.loc)).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/search`,
      `${ORIGIN}/become-host`,
    ]);
  });

  it("lists the destinations' searches as the home page links them, XML-escaped", async () => {
    start();
    const res = await app.inject('/sitemaps/destinations.xml');
    expect(res.body).toContain(`<loc>${ORIGIN}/search?location=Split+%26+Hvar</loc>`);
    expect(entriesOf(res.body, 'urlset').map((entry) => entry.loc)).toEqual([
      `${ORIGIN}/search?location=Lisbon`,
      `${ORIGIN}/search?location=Costa+Vicentina`,
      `${ORIGIN}/search?location=Split+%26+Hvar`,
    ]);
  });

  it('escapes what the origin brings into XML', async () => {
    start({ PUBLIC_ORIGIN: '' });
    const res = await app.inject({ url: '/sitemap.xml', headers: { host: "o'brien.example" } });
    expect(res.body).toContain('<loc>http://o&apos;brien.example/sitemaps/pages.xml</loc>');
    entriesOf(res.body, 'sitemapindex');
  });

  it('asks the API once per answer and 5 minutes, however many crawlers come at once', async () => {
    start();
    await Promise.all([1, 2, 3].map(() => app.inject('/sitemap.xml')));
    await app.inject('/sitemaps/listings-1.xml');
    await app.inject('/sitemaps/listings-1.xml');
    expect(asked).toEqual(['/api/sitemap/listings/files?size=50000', '/api/sitemap/listings?limit=50000']);
  });

  it('answers 503 with Retry-After when the API is down and nothing is kept', async () => {
    apiDown = true;
    start();
    const res = await app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('300');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('noindex', () => {
  const KEPT_OUT = [
    '/listings/new',
    '/listings/manage',
    '/listings/7b0c2c1e-0000-4000-8000-000000000001/edit',
    '/listings/7b0c2c1e-0000-4000-8000-000000000001/calendar',
    '/bookings',
    '/bookings/manage',
    '/booking-confirmation',
    '/profile',
    '/favourites',
    '/notifications',
    '/admin/host-requests',
    '/admin/reviews',
    '/signin',
    '/signup',
    '/no-such-page',
  ];
  const PUBLIC = [
    '/',
    '/search?location=Lisbon',
    '/listings/7b0c2c1e-0000-4000-8000-000000000001',
    '/become-host',
  ];

  it('is said by the header and the page of every page kept out of search engines', async () => {
    start();
    for (const url of KEPT_OUT) {
      const res = await app.inject(url);
      expect([url, res.statusCode, res.headers['x-robots-tag']]).toEqual([url, 200, 'noindex']);
      expect(res.body).toContain('<meta name="robots" content="noindex"></head>');
    }
  });

  it('is never said of a public page', async () => {
    start();
    for (const url of PUBLIC) {
      const res = await app.inject(url);
      expect([url, res.headers['x-robots-tag']]).toEqual([url, undefined]);
      expect(res.body).not.toContain('noindex');
    }
    expect((await app.inject('/robots.txt')).headers['x-robots-tag']).toBeUndefined();
  });
});
