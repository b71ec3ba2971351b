// A built app's files as every server sends them (the shell's and each remote's): content-hashed
// files cached for a year, the names that point at them revalidated, the build's brotli/gzip copies by
// Accept-Encoding with Vary, the page for client-side routes, CORS and the remotes' security headers.
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createStaticApp } from './createStaticApp.mjs';
import { remoteAppOptions } from './shellServer.mjs';
import { age, BUILT_PAGE, makeDist, removeDist } from './testing';

const CODE = `export const stays = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `stay ${i}`))};`;
const MANIFEST = JSON.stringify({ name: 'guest', metaData: { remoteEntry: { name: 'remoteEntry.js' } } });

let root: string;
let app: FastifyInstance;

beforeEach(() => {
  root = makeDist({
    'index.html': BUILT_PAGE,
    'main.1a2b3c4d.js': CODE,
    'main.1a2b3c4d.js.br': brotliCompressSync(CODE),
    'main.1a2b3c4d.js.gz': gzipSync(CODE),
    'route-home.5e6f7a8b.js': CODE,
    'route-home.5e6f7a8b.js.gz': gzipSync(CODE),
    'remoteEntry.js': 'var guest;',
    'mf-manifest.json': MANIFEST,
    'assets/logo.0a1b2c3d.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  });
});

afterEach(async () => {
  await app?.close();
  removeDist(root);
});

describe('caching', () => {
  beforeEach(() => {
    app = createStaticApp({ root, spa: true });
  });

  it('caches a content-hashed file for a year, its precompressed copy too', async () => {
    for (const encoding of [undefined, 'br']) {
      const res = await app.inject({
        url: '/main.1a2b3c4d.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const nested = await app.inject('/assets/logo.0a1b2c3d.svg');
    expect(nested.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(nested.headers['content-type']).toBe('image/svg+xml');
  });

  it('revalidates every file that names others: the page, the manifest, the remote entry', async () => {
    for (const url of ['/', '/index.html', '/mf-manifest.json', '/remoteEntry.js']) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers 304 to a browser that has the file already', async () => {
    const first = await app.inject('/mf-manifest.json');
    const etag = String(first.headers.etag);
    const again = await app.inject({ url: '/mf-manifest.json', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('precompressed copies', () => {
  beforeEach(() => {
    app = createStaticApp({ root, spa: true });
  });

  it('sends the brotli copy when the browser takes it, with Vary and the type of the file', async () => {
    const res = await app.inject({
      url: '/main.1a2b3c4d.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['content-type']).toMatch(/javascript; charset=utf-8$/);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(CODE);
  });

  it('sends gzip to a browser without brotli, and the plain file, varying, to one without either', async () => {
    const gzip = await app.inject({ url: '/main.1a2b3c4d.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const plain = await app.inject('/main.1a2b3c4d.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body).toBe(CODE);
  });

  it('never sends a copy older than its file (left over from another build)', async () => {
    age(path.join(root, 'main.1a2b3c4d.js.br'), 60);
    const gzip = await app.inject({ url: '/main.1a2b3c4d.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    age(path.join(root, 'main.1a2b3c4d.js.gz'), 60);
    const plain = await app.inject({ url: '/main.1a2b3c4d.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(CODE);
  });

  it('compresses on the fly what the build left uncompressed, once in Vary', async () => {
    const res = await app.inject({ url: '/route-home.5e6f7a8b.js', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(CODE);
  });
});

describe('the page and unknown paths', () => {
  it('a single-page app answers every path without an extension with its page', async () => {
    app = createStaticApp({ root, spa: true });
    for (const url of ['/listings/42', '/search?location=portugal', '/assets']) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(BUILT_PAGE);
    }
  });

  it('a missing asset stays a 404, and so does any unknown path without the fallback', async () => {
    app = createStaticApp({ root, spa: true });
    const missing = await app.inject('/main.deadbeef.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-cache');
    expect(missing.body).toBe('Not found');
    await app.close();

    app = createStaticApp({ root, spa: false });
    expect((await app.inject('/listings/42')).statusCode).toBe(404);
  });

  it('never serves a file outside its folder', async () => {
    const secret = path.join(path.dirname(root), `${path.basename(root)}-secret.txt`);
    fs.writeFileSync(secret, 'the secret');
    app = createStaticApp({ root, spa: true });
    try {
      const name = path.basename(secret);
      for (const url of [`/../${name}`, `/%2e%2e/${name}`, `/assets/..%2f..%2f${name}`]) {
        const res = await app.inject(url);
        expect(res.statusCode).not.toBe(200);
        expect(res.body).not.toContain('the secret');
      }
    } finally {
      fs.rmSync(secret);
    }
  });
});

describe("a remote's server", () => {
  beforeEach(() => {
    app = createStaticApp({ root, ...remoteAppOptions(), spa: true, cors: true });
  });

  it('lets the shell on another origin fetch its manifest and chunks', async () => {
    const origin = { origin: 'http://localhost:8080' };
    for (const url of ['/mf-manifest.json', '/main.1a2b3c4d.js']) {
      const res = await app.inject({ url, headers: origin });
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
    const manifest = await app.inject({ url: '/mf-manifest.json', headers: origin });
    expect(manifest.json()).toEqual(JSON.parse(MANIFEST));

    const preflight = await app.inject({ method: 'OPTIONS', url: '/mf-manifest.json', headers: origin });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toBe('GET, HEAD, OPTIONS');
    expect(preflight.headers['access-control-max-age']).toBe('600');
  });

  it('sends security headers of its own and serves reads only', async () => {
    const res = await app.inject('/');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none';style-src 'self';img-src 'self' data:;base-uri 'none';form-action 'none';frame-ancestors 'none'",
    );
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy']).toContain('camera=()');
    expect(res.headers['strict-transport-security']).toBeUndefined();

    const post = await app.inject({ method: 'POST', url: '/mf-manifest.json', payload: { a: 1 } });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
    expect(post.headers['access-control-allow-origin']).toBe('*');
  });
});
