// A small static file server for the built apps (node:http only): content-hashed caching, ETags,
// brotli/gzip (the build's precompressed `.br`/`.gz` copies; gzip on the fly for anything else),
// CORS for remotes (the shell on another origin fetches their manifest and chunks), an SPA
// fallback for the shell, the shell's page rewritten per request (`renderIndex`), security headers
// on every answer (`headers`), extra JSON routes (/remotes.json) and a proxy of /api and /uploads.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { cacheControlFor } from './cachePolicy.mjs';
import { COMPRESSIBLE, CONTENT_TYPES } from './contentTypes.mjs';
import { proxyRequest } from './proxyRequest.mjs';

/**
 * @typedef {object} StaticServerOptions
 * @property {string} root                 folder to serve (an app's dist)
 * @property {boolean} [spa]               unknown paths without a file extension get index.html
 * @property {boolean} [cors]              Access-Control-Allow-Origin: * (remotes)
 * @property {Record<string, () => unknown>} [jsonRoutes]  path -> body, served with no-cache
 * @property {{ prefixes: string[], target: string }} [proxy]
 * @property {(url: URL) => Record<string, string>} [headers]  added to every answer the server writes
 *   itself (security headers; proxied answers keep the API's own)
 * @property {(html: string, url: URL) => Promise<string | { html: string, headers: Record<string, string> }>} [renderIndex]
 *   rewrites index.html as it is served (the shell writes the deploy's remote locations and preloads
 *   into it), optionally with headers of its own (the page's Content-Security-Policy)
 */

const gzipCache = new Map();

function gzipped(file, stat) {
  const key = `${file}:${stat.mtimeMs}:${stat.size}`;
  let body = gzipCache.get(key);
  if (!body) {
    body = zlib.gzipSync(fs.readFileSync(file), { level: 6 });
    gzipCache.set(key, body);
  }
  return body;
}

/** The build's precompressed copy of `file` for this request (`.br` first), if it has one. */
function precompressed(file, stat, acceptEncoding) {
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ]) {
    if (!new RegExp(`\\b${encoding}\\b`).test(acceptEncoding)) continue;
    const copy = statFile(file + suffix);
    // A copy older than its file is left over from another build: never send it.
    if (copy && copy.mtimeMs >= stat.mtimeMs) return { encoding, file: file + suffix, stat: copy };
  }
  return null;
}

/** Brotli (fast setting) or gzip of a body made per request, for the encoding the client accepts. */
function compressBody(body, acceptEncoding) {
  if (/\bbr\b/.test(acceptEncoding)) {
    const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 };
    return { encoding: 'br', body: zlib.brotliCompressSync(body, { params }) };
  }
  if (/\bgzip\b/.test(acceptEncoding)) return { encoding: 'gzip', body: zlib.gzipSync(body, { level: 6 }) };
  return { encoding: null, body };
}

function resolveInside(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.join(root, path.normalize(decoded));
  return file === root || file.startsWith(root + path.sep) ? file : null;
}

function statFile(file) {
  try {
    const stat = fs.statSync(file);
    return stat.isFile() ? stat : null;
  } catch {
    return null;
  }
}

function sendFile(req, res, file, stat, baseHeaders) {
  const ext = path.extname(file).toLowerCase();
  const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  const headers = {
    ...baseHeaders,
    'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': cacheControlFor(path.basename(file)),
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const acceptEncoding = String(req.headers['accept-encoding'] ?? '');
  const copy = COMPRESSIBLE.has(ext) ? precompressed(file, stat, acceptEncoding) : null;
  if (copy) {
    res.writeHead(200, {
      ...headers,
      'Content-Encoding': copy.encoding,
      'Content-Length': copy.stat.size,
      Vary: 'Accept-Encoding',
    });
    if (req.method === 'HEAD') res.end();
    else fs.createReadStream(copy.file).pipe(res);
    return;
  }
  const wantsGzip = /\bgzip\b/.test(acceptEncoding);
  if (wantsGzip && COMPRESSIBLE.has(ext) && stat.size > 1024) {
    const body = gzipped(file, stat);
    res.writeHead(200, {
      ...headers,
      'Content-Encoding': 'gzip',
      'Content-Length': body.length,
      Vary: 'Accept-Encoding',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  res.writeHead(200, {
    ...headers,
    'Content-Length': stat.size,
    ...(COMPRESSIBLE.has(ext) ? { Vary: 'Accept-Encoding' } : {}),
  });
  if (req.method === 'HEAD') res.end();
  else fs.createReadStream(file).pipe(res);
}

/** index.html after `renderIndex`: made per request, so compressed and tagged per request too. */
async function sendRenderedIndex(req, res, file, baseHeaders, renderIndex, url) {
  const rendered = await renderIndex(fs.readFileSync(file, 'utf8'), url);
  const { html, headers: pageHeaders = {} } = typeof rendered === 'string' ? { html: rendered } : rendered;
  const etag = `W/"${crypto.createHash('sha1').update(html).digest('base64url')}"`;
  const headers = {
    ...baseHeaders,
    ...pageHeaders,
    'Content-Type': CONTENT_TYPES['.html'],
    'Cache-Control': 'no-cache',
    ETag: etag,
    Vary: 'Accept-Encoding',
    'X-Content-Type-Options': 'nosniff',
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const { encoding, body } = compressBody(Buffer.from(html), String(req.headers['accept-encoding'] ?? ''));
  res.writeHead(200, {
    ...headers,
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    'Content-Length': body.length,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** @param {StaticServerOptions} options */
export function createStaticServer(options) {
  const root = path.resolve(options.root);
  const corsHeaders = options.cors
    ? { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' }
    : {};
  const proxyTarget = options.proxy ? new URL(options.proxy.target) : null;

  const serveIndex = (req, res, file, stat, headers, url) => {
    if (!options.renderIndex) {
      sendFile(req, res, file, stat, headers);
      return;
    }
    sendRenderedIndex(req, res, file, headers, options.renderIndex, url).catch((error) => {
      console.error(error);
      // The page as built still works: the shell then reads /remotes.json itself.
      if (!res.headersSent) sendFile(req, res, file, stat, headers);
    });
  };

  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');

    if (
      proxyTarget &&
      options.proxy?.prefixes.some(
        (prefix) => url.pathname === prefix || url.pathname.startsWith(`${prefix}/`),
      )
    ) {
      proxyRequest(req, res, proxyTarget);
      return;
    }
    const base = { ...corsHeaders, ...options.headers?.(url) };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...base, 'Access-Control-Max-Age': '600' });
      res.end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', ...base });
      res.end();
      return;
    }

    const json = options.jsonRoutes?.[url.pathname];
    if (json) {
      const body = JSON.stringify(json(), null, 2);
      res.writeHead(200, {
        ...base,
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-cache',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }

    const index = path.join(root, 'index.html');
    const file = resolveInside(root, url.pathname === '/' ? '/index.html' : url.pathname);
    const stat = file && statFile(file);
    if (file && stat) {
      if (file === index) serveIndex(req, res, file, stat, base, url);
      else sendFile(req, res, file, stat, base);
      return;
    }
    // Client-side routes (/listings/42) get the app; a missing asset (/main.1234abcd.js) stays a 404.
    if (options.spa && path.extname(url.pathname) === '') {
      const indexStat = statFile(index);
      if (indexStat) {
        serveIndex(req, res, index, indexStat, base, url);
        return;
      }
    }
    res.writeHead(404, {
      ...base,
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
    res.end('Not found');
  });
}

/** Listens and resolves with the server; rejects (e.g. EADDRINUSE) with a message naming the port. */
export function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    const onError = (error) => reject(new Error(`Cannot listen on port ${port}: ${error.message}`));
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve(server);
    });
  });
}
