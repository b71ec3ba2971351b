// A host or admin page starts at once when the request's session has that role: the shell's server
// asks the API who the session is (the token names no role and is not trusted here) and writes the
// role remote's preloads and the page's first data request. Visitors, renters, other roles, and
// cookies that cannot be a session get the page as before, without asking the API.
import type { FastifyInstance } from 'fastify';
import { createStaticApp } from './createStaticApp.mjs';
import { sessionTokenOf } from './sessionRoles.mjs';
import { shellAppOptions } from './shellServer.mjs';
import { BUILT_PAGE, makeDist, removeDist, startUpstream, type Upstream } from './testing';

const HOUR = 3600;
const now = () => Math.floor(Date.now() / 1000);

/** A token shaped like the API's (a JWT naming a user and a session); its signature is nobody's. */
function token(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.c2lnbmF0dXJl`;
}
const sessionOf = (name: string) => token({ sub: `user-${name}`, sid: `session-${name}`, exp: now() + HOUR });

const TOKENS = { host: sessionOf('host'), admin: sessionOf('admin'), renter: sessionOf('renter') };
const ROLES: Record<string, string[]> = {
  [TOKENS.host]: ['renter', 'host'],
  [TOKENS.admin]: ['admin'],
  [TOKENS.renter]: ['renter'],
};

let root: string;
let api: Upstream;
let remote: Upstream;
let app: FastifyInstance;
/** The Cookie header of each session question the API got. */
let asked: string[];
let apiDelayMs: number;

beforeEach(async () => {
  root = makeDist({ 'index.html': BUILT_PAGE });
  asked = [];
  apiDelayMs = 0;
  api = await startUpstream((req, res) => {
    asked.push(String(req.headers.cookie));
    const sent = /shoreline_session=([^;]+)/.exec(String(req.headers.cookie))?.[1] ?? '';
    const roles = ROLES[sent];
    setTimeout(() => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ user: roles ? { id: 'u', name: 'N', roles } : null }));
    }, apiDelayMs);
  });
  remote = await startUpstream((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        remoteEntry: 'remoteEntry.js',
        entry: { js: ['expose-app.11111111.js'], css: ['expose-app.44444444.css'] },
        routes: {
          'route-my-listings': { js: ['route-my-listings.22222222.js'], css: [] },
          'route-approve-booking': { js: ['route-approve-booking.55555555.js'], css: [] },
          'route-host-requests': { js: ['route-host-requests.33333333.js'], css: [] },
        },
      }),
    );
  });
  const env = {
    SSR: '0',
    REMOTE_GUEST_URL: 'https://guest.example.com/mf-manifest.json',
    REMOTE_HOST_URL: 'https://host.example.com/mf-manifest.json',
    REMOTE_HOST_INTERNAL_URL: `${remote.url}/mf-manifest.json`,
    REMOTE_ADMIN_URL: 'https://admin.example.com/mf-manifest.json',
    REMOTE_ADMIN_INTERNAL_URL: `${remote.url}/mf-manifest.json`,
  };
  app = createStaticApp({ root, ...shellAppOptions({ env, apiUrl: api.url }) });
});

afterEach(async () => {
  await app.close();
  await api.close();
  await remote.close();
  removeDist(root);
});

const page = (url: string, cookie?: string) =>
  app.inject({ url, headers: cookie === undefined ? {} : { cookie } });
const preloadsIn = (html: string) => html.match(/<link rel="preload"[^>]*>/g) ?? [];

describe("a host's page requested with a host's session", () => {
  it("preloads the host remote's manifest, entry, exposed App, the route's chunk and the page's data", async () => {
    const res = await page('/listings/manage', `shoreline_currency=GBP; shoreline_session=${TOKENS.host}`);
    expect(res.statusCode).toBe(200);
    expect(preloadsIn(res.body)).toEqual([
      '<link rel="preload" as="fetch" href="https://host.example.com/mf-manifest.json" crossorigin>',
      '<link rel="preload" as="style" href="https://host.example.com/expose-app.44444444.css">',
      '<link rel="preload" as="script" href="https://host.example.com/remoteEntry.js">',
      '<link rel="preload" as="script" href="https://host.example.com/expose-app.11111111.js">',
      '<link rel="preload" as="script" href="https://host.example.com/route-my-listings.22222222.js">',
      '<link rel="preload" as="fetch" href="/api/session" crossorigin>',
      '<link rel="preload" as="fetch" href="/api/rates" crossorigin>',
      '<link rel="preload" as="fetch" href="/api/host/listings" crossorigin>',
    ]);
    // Made for this visitor's session: no shared cache may keep it.
    expect(res.headers['cache-control']).toBe('private, no-cache');
    // The API was asked with the session cookie alone.
    expect(asked).toEqual([`shoreline_session=${TOKENS.host}`]);
  });

  it("fills the page's data request from its path, as the screen asks it", async () => {
    const res = await page('/bookings/b%201/approve', `shoreline_session=${TOKENS.host}`);
    expect(preloadsIn(res.body)).toContain(
      '<link rel="preload" as="fetch" href="/api/bookings/b%201" crossorigin>',
    );
    expect(preloadsIn(res.body)).toContain(
      '<link rel="preload" as="script" href="https://host.example.com/route-approve-booking.55555555.js">',
    );
  });

  it('preloads nothing of the admin remote', async () => {
    const res = await page('/admin/host-requests', `shoreline_session=${TOKENS.host}`);
    expect(preloadsIn(res.body)).toEqual([]);
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });
});

it("preloads an admin's page for an admin's session, with its first page of data", async () => {
  const res = await page('/admin/host-requests', `shoreline_session=${TOKENS.admin}`);
  expect(preloadsIn(res.body)).toEqual([
    '<link rel="preload" as="fetch" href="https://admin.example.com/mf-manifest.json" crossorigin>',
    '<link rel="preload" as="style" href="https://admin.example.com/expose-app.44444444.css">',
    '<link rel="preload" as="script" href="https://admin.example.com/remoteEntry.js">',
    '<link rel="preload" as="script" href="https://admin.example.com/expose-app.11111111.js">',
    '<link rel="preload" as="script" href="https://admin.example.com/route-host-requests.33333333.js">',
    '<link rel="preload" as="fetch" href="/api/session" crossorigin>',
    '<link rel="preload" as="fetch" href="/api/rates" crossorigin>',
    '<link rel="preload" as="fetch" href="/api/admin/host-requests?status=pending" crossorigin>',
  ]);
});

describe('no preloads of a guarded page', () => {
  it('for a visitor, without asking the API', async () => {
    const res = await page('/listings/manage');
    expect(preloadsIn(res.body)).toEqual([]);
    expect(res.body).toContain('<link rel="preconnect" href="https://host.example.com">');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(asked).toEqual([]);
  });

  it("for a renter's session", async () => {
    const res = await page('/listings/manage', `shoreline_session=${TOKENS.renter}`);
    expect(preloadsIn(res.body)).toEqual([]);
    expect(asked).toHaveLength(1);
  });

  it('for a token the API does not know (forged, signed out), whatever it claims', async () => {
    const forged = token({ sub: 'x', sid: 'y', exp: now() + HOUR, roles: ['host', 'admin'] });
    const res = await page('/listings/manage', `shoreline_session=${forged}`);
    expect(preloadsIn(res.body)).toEqual([]);
    expect(asked).toEqual([`shoreline_session=${forged}`]);
  });

  it.each([
    ['not a JWT', 'shoreline_session=hello'],
    ['a payload that is not JSON', 'shoreline_session=aaa.bm90IGpzb24.ccc'],
    ['no session id', `shoreline_session=${token({ sub: 'u', exp: now() + HOUR })}`],
    ['an expired token', `shoreline_session=${token({ sub: 'u', sid: 's', exp: now() - 10 })}`],
    ['another cookie only', `other_session=${TOKENS.host}`],
  ])('for a malformed cookie (%s), without asking the API', async (_case, cookie) => {
    const res = await page('/listings/manage', cookie);
    expect(res.statusCode).toBe(200);
    expect(preloadsIn(res.body)).toEqual([]);
    expect(asked).toEqual([]);
  });

  it('when the API is slow: the page does not wait for it past the time limit', async () => {
    apiDelayMs = 1_000;
    const started = Date.now();
    const res = await page('/listings/manage', `shoreline_session=${TOKENS.host}`);
    expect(Date.now() - started).toBeLessThan(800);
    expect(res.statusCode).toBe(200);
    expect(preloadsIn(res.body)).toEqual([]);
  });
});

it("asks nothing about the session for a public page (the page's own preloads are the guest's)", async () => {
  await page('/', `shoreline_session=${TOKENS.host}`);
  expect(asked).toEqual([]);
});

it('reads a session token only when it may still be valid', () => {
  expect(sessionTokenOf(`a=b; shoreline_session=${TOKENS.host}`, now())).toBe(TOKENS.host);
  expect(sessionTokenOf(undefined, now())).toBeNull();
  expect(sessionTokenOf(`shoreline_session=${TOKENS.host}`, now() + 2 * HOUR)).toBeNull();
});
