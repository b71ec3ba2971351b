// What the static servers send, read over plain HTTP: the shell's page carries the deploy's remote
// locations and the preloads of the page it is (issue 9), text files come precompressed (brotli, else
// gzip), and every page has the security headers of issue 11.
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { findListing } from '../fixtures/listings';
import { remoteOrigin, SHELL_URL, type RemoteName } from '../fixtures/ports';
import { htmlIsServerRendered } from '../fixtures/ssr';
import { expect, test } from '../fixtures/test';

const REMOTES: RemoteName[] = ['guest', 'host', 'admin'];

/** The raw answer (body as sent, not decompressed), which Playwright's and Node's fetch would hide. */
function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(url, { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        })
        .on('error', reject);
    },
  );
}

const injectedRemotes = (html: string) => {
  const json = /<script type="application\/json" id="shoreline-remotes">([^<]*)<\/script>/.exec(html)?.[1];
  return json ? (JSON.parse(json) as Record<string, string>) : null;
};
/**
 * The files the page has the browser fetch early. A server-rendered page has its scripts and their
 * preloads fetched once it has painted (shell/server/codeAfterPaint.mjs): they are in the HTML all the
 * same, inside its after-paint <template>, and nowhere else in its <head>.
 */
const preloads = (html: string, as: string) => {
  if (htmlIsServerRendered(html) && (as === 'script' || as === 'fetch')) {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain(`<link rel="preload" as="${as}"`);
  }
  return [...html.matchAll(new RegExp(`<link rel="preload" as="${as}" href="([^"]+)"`, 'g'))].map(
    (match) => match[1],
  );
};

test.describe("the shell's page", () => {
  test('names the remotes of the deploy config and preloads what the home page needs', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    expect(injectedRemotes(html)).toEqual(
      Object.fromEntries(REMOTES.map((name) => [name, `${remoteOrigin(name)}/mf-manifest.json`])),
    );
    const guest = remoteOrigin('guest');
    expect(html).toContain(`<link rel="preconnect" href="${guest}">`);
    expect(html).toContain(`<link rel="preload" as="fetch" href="${guest}/mf-manifest.json" crossorigin>`);
    const scripts = preloads(html, 'script');
    expect(scripts).toContain(`${guest}/remoteEntry.js`);
    expect(scripts.some((url) => /\/route-home\.[0-9a-f]{8}\.js$/.test(url ?? ''))).toBe(true);
    // Every preloaded file exists on the remote (names read from its mf-preload.json at request time).
    for (const url of [...scripts, ...preloads(html, 'style')]) {
      if (!url?.startsWith(guest)) continue;
      expect((await request.get(url)).status(), url).toBe(200);
    }
    // What search engines and link previews show.
    expect(html).toMatch(/<meta name="?description"? content="[^"]*coast/);
    expect(html).toMatch(/<meta property="?og:title"? content="?Shoreline/);
    expect(html).toMatch(/<meta property="?og:description"? content=/);
    // The shell's own start-up chunks are preloaded too (react, react-dom, the router, bootstrap).
    expect(html).toMatch(/<link rel="?preload"? as="?script"? href="?\/bootstrap\.[0-9a-f]{8}\.js/);
  });

  test("preloads a listing page's own chunk, and nothing of a remote for a guarded page", async ({
    request,
  }) => {
    const listing = await findListing(request, 'Portugal');
    const listingHtml = await (await request.get(`/listings/${listing.id}`)).text();
    expect(
      preloads(listingHtml, 'script').some((url) => /\/route-listing\.[0-9a-f]{8}\.js$/.test(url ?? '')),
    ).toBe(true);

    // A host page waits for the session: a connection is opened, no host code is fetched early.
    const hostHtml = await (await request.get('/listings/manage')).text();
    expect(hostHtml).toContain(`<link rel="preconnect" href="${remoteOrigin('host')}">`);
    expect(preloads(hostHtml, 'script').filter((url) => url?.startsWith('http'))).toEqual([]);
    expect(preloads(hostHtml, 'fetch')).toEqual([]);
  });

  test('carries a strict Content-Security-Policy naming exactly its remotes, and may not be framed', async ({
    request,
  }) => {
    const response = await request.get('/search?location=portugal');
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    const directive = (name: string) =>
      csp
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name} `));
    const origins = REMOTES.map((name) => remoteOrigin(name)).join(' ');
    // A server-rendered page runs one inline script, its code loader, by this response's nonce.
    const html = await response.text();
    const nonce = htmlIsServerRendered(html) ? /<script nonce="([^"]+)">/.exec(html)?.[1] : undefined;
    if (htmlIsServerRendered(html)) expect(nonce).toBeTruthy();
    expect(directive('script-src')).toBe(`script-src 'self' ${origins}${nonce ? ` 'nonce-${nonce}'` : ''}`);
    expect(directive('connect-src')).toBe(`connect-src 'self' ${origins}`);
    expect(directive('img-src')).toBe("img-src 'self' data: blob:");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['x-content-type-options']).toBe('nosniff');
  });

  test('a page in a frame of another site is refused by the browser', async ({ page, cspViolations }) => {
    const refused = page.waitForEvent('console', (message) => /frame-ancestors/.test(message.text()));
    await page.setContent(`<iframe src="${SHELL_URL}/signin" title="framed"></iframe>`);
    await refused;
    await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Sign In' })).toHaveCount(0);
    // The one violation this test provoked on purpose.
    expect(cspViolations.list).toEqual([expect.stringMatching(/frame-ancestors/)]);
    cspViolations.list.length = 0;
  });
});

test.describe('static files', () => {
  test('come precompressed: brotli when the browser takes it, else gzip, the same bytes once decoded', async () => {
    const html = await (await rawGet(`${SHELL_URL}/`)).body.toString('utf8');
    const main = /src="?\/(main\.[0-9a-f]{8}\.js)/.exec(html)?.[1] ?? '';
    for (const url of [`${SHELL_URL}/${main}`, `${remoteOrigin('guest')}/remoteEntry.js`]) {
      const plain = await rawGet(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('Accept-Encoding');

      const br = await rawGet(url, { 'Accept-Encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toBe('Accept-Encoding');
      expect(Number(br.headers['content-length'])).toBe(br.body.length);
      expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);

      const gzip = await rawGet(url, { 'Accept-Encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
      expect(br.body.length).toBeLessThan(gzip.body.length);
    }
  });

  test("the remotes' servers send security headers of their own", async ({ request }) => {
    for (const name of REMOTES) {
      const headers = (await request.get(`${remoteOrigin(name)}/mf-manifest.json`)).headers();
      expect(headers['content-security-policy']).toContain("default-src 'none'");
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['access-control-allow-origin']).toBe('*');
    }
  });
});

test.describe('the API through the shell', () => {
  test('answers JSON compressed and lets a visitor cache the feed briefly, never a session', async () => {
    const feed = await rawGet(`${SHELL_URL}/api/listings?limit=8`, { 'Accept-Encoding': 'br' });
    expect(feed.headers['content-encoding']).toBe('br');
    expect(feed.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=300');
    const items = (JSON.parse(brotliDecompressSync(feed.body).toString('utf8')) as { items: unknown[] })
      .items;
    expect(items).toHaveLength(8);

    const session = await rawGet(`${SHELL_URL}/api/session`);
    expect(session.status).toBe(200);
    expect(session.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(session.body.toString('utf8'))).toEqual({ user: null });
  });
});
