// Server rendering in the shell's server (issue 21), with a stand-in for the server bundle (the
// build's dist/server/main.js): with SSR on, a renters' public page is the bundle's markup inside the
// shell's page, with its state, head, stylesheets and status; whatever the bundle does wrong (missing,
// throwing, hanging), the page is the one rendered in the browser, as before, and the reason is logged.
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { createStaticApp } from './createStaticApp.mjs';
import { shellAppOptions } from './shellServer.mjs';
import { BUILT_PAGE, makeDist, removeDist, startUpstream, type Upstream } from './testing';

const PRELOADS = {
  remoteEntry: 'remoteEntry.js',
  entry: { js: ['expose-app.11111111.js'], css: ['expose-app.44444444.css'] },
  routes: { 'route-home': { js: ['route-home.22222222.js'], css: ['route-home.33333333.css'] } },
};

/** A server bundle whose renderPage runs `body` (JavaScript) and records what it was asked. */
const bundle = (body: string) =>
  `exports.calls = [];\nexports.renderPage = async (request) => { exports.calls.push(request); ${body} };\n`;

const RENDERED = `return {
  html: '<div class="shell_page"><h1>Find your place by the sea</h1><span style="width:70%"></span></div>',
  state: { version: 1, href: request.href, answers: {} },
  status: request.href.startsWith('/listings/') ? 404 : 200,
  head: { title: 'Find your place · Shoreline', socialTitle: 'Shoreline: short stays', description: 'By the sea',
    canonical: request.origin + '/', image: null, type: 'website' },
  chunk: 'route-home', owner: 'guest',
};`;

let root: string;
let app: FastifyInstance;
let remote: Upstream;
let logs: string[];

function start(serverBundle: string | null, env: Record<string, string> = {}) {
  root = makeDist({
    'index.html': BUILT_PAGE.replace(
      '</title>',
      '</title><link rel=preload as=style href=/bootstrap.55555555.css>',
    ),
    'bootstrap.55555555.css': '.shell_page{margin:0}',
    ...(serverBundle === null ? {} : { 'server/main.js': serverBundle }),
  });
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  app = createStaticApp({
    root,
    logger: { level: 'error', stream },
    ...shellAppOptions({
      env: {
        SSR: '1',
        REMOTE_GUEST_URL: 'https://guest.example.com/mf-manifest.json',
        REMOTE_GUEST_INTERNAL_URL: `${remote.url}/mf-manifest.json`,
        REMOTE_HOST_URL: 'http://localhost:8082/mf-manifest.json',
        REMOTE_ADMIN_URL: 'http://localhost:8083/mf-manifest.json',
        ...env,
      },
      apiUrl: 'http://127.0.0.1:3000',
    }),
  });
}

/** What the bundle at `root` was asked. */
const callsOf = () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  (require(path.join(root, 'server/main.js')) as { calls: Record<string, unknown>[] }).calls;

beforeEach(async () => {
  logs = [];
  remote = await startUpstream((req, res) => {
    if (req.url?.endsWith('.css')) {
      // The route's stylesheet is there; the entry's is not (it stays a link).
      const found = req.url.endsWith('/route-home.33333333.css');
      res.writeHead(found ? 200 : 404, { 'content-type': 'text/css' });
      return res.end(found ? '.home{color:teal}' : '');
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(PRELOADS));
  });
});

afterEach(async () => {
  await app?.close();
  await remote.close();
  removeDist(root);
});

describe('a server-rendered page', () => {
  it("is the bundle's markup and state inside the shell's page, with its head and its stylesheets", async () => {
    start(bundle(RENDERED));
    const res = await app.inject({ url: '/', headers: { cookie: 'session=abc; shoreline_currency=GBP' } });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<div id="root"><div class="shell_page"><h1>Find your place by the sea</h1>');
    expect(html).toMatch(/<script type="application\/json" id="shoreline-state">\{"version":1,"href":"\/"/);
    expect(html).toContain('<title>Find your place · Shoreline</title>');
    expect(html).toContain('<meta property="og:title" content="Shoreline: short stays">');
    // The request's own origin (no PUBLIC_ORIGIN here), spelled as a URL spells it.
    expect(html).toContain('<link rel="canonical" href="http://localhost/">');
    expect(html).not.toContain('<noscript>');
    // The CSS the markup needs comes with it (the shell's and the remote's, read where this server
    // reaches them, with the response's nonce), or, when it cannot be read, blocks the first paint.
    const [call] = callsOf();
    const nonce = String(call?.nonce);
    expect(html).toContain(
      `<style nonce="${nonce}" data-href="/bootstrap.55555555.css">.shell_page{margin:0}</style>`,
    );
    expect(html).toContain(
      `<style nonce="${nonce}" data-href="https://guest.example.com/route-home.33333333.css">.home{color:teal}</style>`,
    );
    expect(html).toContain(
      '<link rel="stylesheet" href="https://guest.example.com/expose-app.44444444.css">',
    );
    // Its code comes after its first paint (codeAfterPaint.test.ts).
    expect(html).toMatch(
      /<template id="shoreline-after-paint">[^]*<link rel="preload" as="script" href="https:\/\/guest\.example\.com\/remoteEntry\.js">[^]*<\/template>/,
    );
    // Made for this visitor: no shared cache keeps it. Its style attributes are allowed by hash only.
    expect(res.headers['cache-control']).toBe('private, no-cache');
    // Its nonce makes it unlike any other answer: no ETag could ever match.
    expect(res.headers.etag).toBeUndefined();
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/style-src-attr 'unsafe-hashes' 'sha256-[A-Za-z0-9+/]+=*'/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toMatch(/style-src [^;]*'nonce-[A-Za-z0-9+/]{22}=='/);

    expect(call).toMatchObject({
      href: '/',
      cookie: 'session=abc; shoreline_currency=GBP',
      apiUrl: 'http://127.0.0.1:3000',
      remotes: { guest: `${remote.url}/mf-manifest.json` },
      dataBudgetMs: 300,
    });
    expect(call?.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it("answers the bundle's status: a listing that does not exist is a 404", async () => {
    start(bundle(RENDERED));
    const res = await app.inject('/listings/gone');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<h1>Find your place by the sea</h1>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('is only for public pages, and the bundle is never served', async () => {
    start(bundle(RENDERED));
    const host = await app.inject({ url: '/listings/manage', headers: { cookie: 'session=abc' } });
    const hostPage = host.body;
    expect(hostPage).toContain('<div id=root></div>');
    expect(hostPage).not.toContain('shoreline-state');
    // Kept out of search engines, as every page behind sign-in (seoRoutes.test.ts has them all).
    expect(host.headers['x-robots-tag']).toBe('noindex');
    for (const url of [
      '/bookings',
      '/favourites',
      '/profile',
      '/notifications',
      '/admin/reviews',
      '/signin',
    ]) {
      const res = await app.inject({ url, headers: { cookie: 'session=abc' } });
      expect(res.body).not.toContain('shoreline-state');
      expect(res.headers['x-robots-tag']).toBe('noindex');
    }
    expect(callsOf()).toEqual([]);
    expect((await app.inject('/server/main.js')).statusCode).toBe(404);
  });

  it('is not made with SSR off (the page as before)', async () => {
    start(bundle(RENDERED), { SSR: '0' });
    const res = await app.inject('/');
    expect(res.body).toContain('<div id=root></div>');
    expect(res.body).not.toContain('shoreline-state');
    expect(callsOf()).toEqual([]);
  });
});

describe('when the server bundle fails, the page rendered in the browser is sent', () => {
  const asBefore = (html: string) => {
    expect(html).toContain('<div id=root></div>');
    expect(html).not.toContain('shoreline-state');
    expect(html).toContain(
      '<link rel="preload" as="style" href="https://guest.example.com/route-home.33333333.css">',
    );
  };

  it('a bundle that throws: 200, the reason logged once a minute, and the next page still served', async () => {
    start(bundle("throw new Error('The guest app could not be loaded on the server: boom');"));
    for (let i = 0; i < 3; i += 1) {
      const res = await app.inject('/');
      expect(res.statusCode).toBe(200);
      asBefore(res.body);
    }
    expect(logs).toHaveLength(1);
    expect(logs[0]).toContain('Server rendering failed, sending the page rendered in the browser');
    expect(logs[0]).toContain('boom');
  });

  it('a bundle that never answers: the page once SSR_TIMEOUT_MS has passed', async () => {
    start(bundle('await new Promise(() => undefined);'), { SSR_TIMEOUT_MS: '200' });
    const started = Date.now();
    const res = await app.inject('/');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(res.statusCode).toBe(200);
    asBefore(res.body);
    expect(logs.join('')).toContain('took longer than 200 ms');
  });

  it('no bundle at all (a build without the server target)', async () => {
    start(null);
    const res = await app.inject('/');
    expect(res.statusCode).toBe(200);
    asBefore(res.body);
    expect(logs.join('')).toMatch(/Cannot find module/);
  });
});
