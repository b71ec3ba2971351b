// A small static file server for the built apps (node:http only): content-hashed caching, ETags,
// gzip, CORS for remotes (the shell on another origin fetches their manifest and chunks), an SPA
// fallback for the shell, extra JSON routes (/remotes.json) and a proxy of /api and /uploads.
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
  const wantsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
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
  res.writeHead(200, { ...headers, 'Content-Length': stat.size });
  if (req.method === 'HEAD') res.end();
  else fs.createReadStream(file).pipe(res);
}

/** @param {StaticServerOptions} options */
export function createStaticServer(options) {
  const root = path.resolve(options.root);
  const corsHeaders = options.cors
    ? { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' }
    : {};
  const proxyTarget = options.proxy ? new URL(options.proxy.target) : null;

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
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...corsHeaders, 'Access-Control-Max-Age': '600' });
      res.end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', ...corsHeaders });
      res.end();
      return;
    }

    const json = options.jsonRoutes?.[url.pathname];
    if (json) {
      const body = JSON.stringify(json(), null, 2);
      res.writeHead(200, {
        ...corsHeaders,
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-cache',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }

    const file = resolveInside(root, url.pathname === '/' ? '/index.html' : url.pathname);
    const stat = file && statFile(file);
    if (file && stat) {
      sendFile(req, res, file, stat, corsHeaders);
      return;
    }
    // Client-side routes (/listings/42) get the app; a missing asset (/main.1234abcd.js) stays a 404.
    if (options.spa && path.extname(url.pathname) === '') {
      const index = path.join(root, 'index.html');
      const indexStat = statFile(index);
      if (indexStat) {
        sendFile(req, res, index, indexStat, corsHeaders);
        return;
      }
    }
    res.writeHead(404, {
      ...corsHeaders,
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
