// The shell's server: its page rendered per request with the deploy's remote locations (read from
// REMOTES_FILE at each request, so editing it moves a remote without a restart) and the preloads of
// the page's remote, /remotes.json, and a Content-Security-Policy naming exactly those remotes, with
// a fresh nonce for any inline script the page carries.
import fs from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createStaticApp } from './createStaticApp.mjs';
import { shellAppOptions } from './shellServer.mjs';
import { BUILT_PAGE, makeDist, removeDist, startUpstream, type Upstream } from './testing';

const GUEST = 'http://localhost:8081/mf-manifest.json';
const HOST = 'http://localhost:8082/mf-manifest.json';
const ADMIN = 'http://localhost:8083/mf-manifest.json';
const INLINE_PAGE = BUILT_PAGE.replace('</body>', '<script>window.started=Date.now()</script></body>');

let root: string;
let remotesFile: string;
let app: FastifyInstance;

function writeRemotes(remotes: Record<string, string>) {
  fs.writeFileSync(remotesFile, JSON.stringify(remotes));
}

/** The remote locations the page carries (its JSON block), as the shell reads them. */
function injectedRemotes(html: string) {
  const json = /<script type="application\/json" id="shoreline-remotes">([^<]*)<\/script>/.exec(html)?.[1];
  return json ? JSON.parse(json) : null;
}

/** A directive of a Content-Security-Policy header, e.g. `script-src 'self' https://a`. */
function directive(csp: unknown, name: string) {
  return String(csp)
    .split(';')
    .map((part) => part.trim())
    .find((part) => part === name || part.startsWith(`${name} `));
}

beforeEach(() => {
  root = makeDist({ 'index.html': BUILT_PAGE, 'inline/index.html': INLINE_PAGE });
  remotesFile = path.join(root, '..', `${path.basename(root)}-remotes.json`);
  writeRemotes({ guest: GUEST, host: HOST, admin: ADMIN });
});

afterEach(async () => {
  await app?.close();
  removeDist(root);
  fs.rmSync(remotesFile, { force: true });
});

describe('the page', () => {
  beforeEach(() => {
    app = createStaticApp({ root, ...shellAppOptions({ env: { REMOTES_FILE: remotesFile } }) });
  });

  it('names the remotes of the deploy config, is revalidated every time, and compresses', async () => {
    const res = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('accept-encoding');
    const html = brotliDecompressSync(res.rawPayload).toString('utf8');
    expect(injectedRemotes(html)).toEqual({ guest: GUEST, host: HOST, admin: ADMIN });
    // The home page's remote: a connection opened early and its manifest preloaded.
    expect(html).toContain('<link rel="preconnect" href="http://localhost:8081">');
    expect(html).toContain(`<link rel="preload" as="fetch" href="${GUEST}" crossorigin>`);
    expect(html).toContain('<link rel="dns-prefetch" href="http://localhost:8082">');
  });

  it('carries a strict policy naming exactly its remotes, and no nonce when nothing inline runs', async () => {
    const res = await app.inject('/search?location=portugal');
    const csp = res.headers['content-security-policy'];
    const remotes = 'http://localhost:8081 http://localhost:8082 http://localhost:8083';
    expect(directive(csp, 'default-src')).toBe("default-src 'self'");
    expect(directive(csp, 'script-src')).toBe(`script-src 'self' ${remotes}`);
    expect(directive(csp, 'style-src')).toBe(`style-src 'self' ${remotes}`);
    expect(directive(csp, 'connect-src')).toBe(`connect-src 'self' ${remotes}`);
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob:");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(String(csp)).not.toMatch(/unsafe-inline|unsafe-eval|upgrade-insecure-requests/);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy']).toContain('camera=()');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-dns-prefetch-control']).toBeUndefined();
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers 304 to a browser holding the same page', async () => {
    const first = await app.inject('/listings/42');
    const again = await app.inject({
      url: '/listings/42',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves a new build of its page once the file has changed, without reading it for every page', async () => {
    const first = await app.inject('/listings/42');
    fs.writeFileSync(path.join(root, 'index.html'), BUILT_PAGE.replace('</body>', '<p>new build</p></body>'));
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(path.join(root, 'index.html'), later, later);
    // Within the second the file was last looked at: the page in memory.
    expect((await app.inject('/listings/42')).body).toBe(first.body);
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now + 1_500);
    try {
      expect((await app.inject('/listings/42')).body).toContain('<p>new build</p>');
    } finally {
      clock.mockRestore();
    }
  });

  it('follows REMOTES_FILE from one request to the next, without a restart', async () => {
    const before = await app.inject('/remotes.json');
    expect(before.headers['cache-control']).toBe('no-cache');
    expect(before.json()).toEqual({ guest: GUEST, host: HOST, admin: ADMIN });

    const moved = 'https://guest.example.com/v2/mf-manifest.json';
    writeRemotes({ guest: moved, host: HOST, admin: ADMIN });
    expect((await app.inject('/remotes.json')).json()).toEqual({ guest: moved, host: HOST, admin: ADMIN });
    const page = await app.inject('/');
    expect(injectedRemotes(page.body)).toEqual({ guest: moved, host: HOST, admin: ADMIN });
    expect(directive(page.headers['content-security-policy'], 'script-src')).toBe(
      "script-src 'self' https://guest.example.com http://localhost:8082 http://localhost:8083",
    );
  });
});

describe('an inline script', () => {
  it("runs with the response's own nonce, a new one each time", async () => {
    const inlineRoot = path.join(root, 'inline');
    app = createStaticApp({ root: inlineRoot, ...shellAppOptions({ env: { REMOTES_FILE: remotesFile } }) });
    const nonces = [];
    for (let i = 0; i < 2; i += 1) {
      const res = await app.inject('/');
      const nonce = /<script nonce="([^"]+)">window\.started/.exec(res.body)?.[1];
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(directive(res.headers['content-security-policy'], 'script-src')).toBe(
        `script-src 'self' http://localhost:8081 http://localhost:8082 http://localhost:8083 'nonce-${nonce}'`,
      );
      // The remote locations are data: their block needs no nonce, nor do scripts loaded by URL.
      expect(res.body).toContain('<script type="application/json" id="shoreline-remotes">');
      expect(res.body).toContain('<script defer src=/main.1a2b3c4d.js>');
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });
});

describe('preloads', () => {
  let remote: Upstream;
  let preloadRequests: string[];

  beforeEach(async () => {
    preloadRequests = [];
    remote = await startUpstream((req, res) => {
      preloadRequests.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          remoteEntry: 'remoteEntry.js',
          entry: { js: ['expose-app.11111111.js'], css: [] },
          routes: { 'route-home': { js: ['route-home.22222222.js'], css: ['route-home.33333333.css'] } },
        }),
      );
    });
  });

  afterEach(() => remote.close());

  it("of a public page are the remote's own file names, read where this server reaches it", async () => {
    const env = {
      REMOTE_GUEST_URL: 'https://guest.example.com/mf-manifest.json',
      REMOTE_GUEST_INTERNAL_URL: `${remote.url}/mf-manifest.json`,
      REMOTE_HOST_URL: HOST,
      REMOTE_ADMIN_URL: ADMIN,
    };
    app = createStaticApp({ root, ...shellAppOptions({ env }) });
    const html = (await app.inject('/')).body;
    expect(preloadRequests).toEqual(['/mf-preload.json']);
    for (const file of ['remoteEntry.js', 'expose-app.11111111.js', 'route-home.22222222.js'])
      expect(html).toContain(`<link rel="preload" as="script" href="https://guest.example.com/${file}">`);
    expect(html).toContain(
      '<link rel="preload" as="style" href="https://guest.example.com/route-home.33333333.css">',
    );

    // A host page waits for the session: a connection is opened, no host code is fetched early.
    const hostPage = (await app.inject('/listings/manage')).body;
    expect(hostPage).toContain('<link rel="preconnect" href="http://localhost:8082">');
    expect(hostPage).not.toMatch(/rel="preload"/);
  });
});

it('sends the page as built when it cannot be rendered', async () => {
  app = createStaticApp({
    root,
    spa: true,
    renderPage: async () => {
      throw new Error('no page today');
    },
  });
  const res = await app.inject('/listings/42');
  expect(res.statusCode).toBe(200);
  expect(res.body).toBe(BUILT_PAGE);
  expect(res.headers['cache-control']).toBe('no-cache');
});
