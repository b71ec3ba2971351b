// @ts-check
// The built app's files through @fastify/static: the build's brotli/gzip copies (`x.js.br`,
// `x.js.gz`) by Accept-Encoding, content-hashed files cached for a year and the rest revalidated
// (cachePolicy.mjs), ETags and 304s; the page for `/` and, in a single-page app, for every path that
// is no file and has no extension (/listings/42). A missing asset (/main.1234abcd.js) stays a 404.
import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { cacheControlFor } from './cachePolicy.mjs';
import { sendPage } from './sendPage.mjs';

/**
 * @typedef {{ root: string, spa?: boolean | undefined, renderPage?: import('./sendPage.mjs').RenderPage | undefined,
 *   hidden?: string[] | undefined }} StaticFilesOptions  hidden: folders of the build never served (the
 *   shell's server bundle, dist/server/)
 */

const COPIES = /** @type {const} */ ([
  ['br', '.br'],
  ['gzip', '.gz'],
]);

/** @param {string} file */
async function fileStat(file) {
  try {
    const stat = await fs.stat(file);
    return stat.isFile() ? stat : null;
  } catch {
    return null;
  }
}

/**
 * The file under `root` a URL path names, or null when it leaves root or cannot be decoded.
 * @param {string} root
 * @param {string} urlPath
 */
function fileInside(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.join(root, path.normalize(decoded));
  return file.startsWith(root + path.sep) ? file : null;
}

/**
 * A copy older than its file is left over from another build: never send it. @fastify/static picks a
 * copy by Accept-Encoding alone, so that encoding is taken out of this request's Accept-Encoding: the
 * file then goes out as its other copy, or compressed on the fly in another encoding, or plain.
 * @param {import('fastify').FastifyRequest} request
 * @param {string} file
 * @param {import('node:fs').Stats} stat
 */
async function forgetStaleCopies(request, file, stat) {
  const accepted = request.headers['accept-encoding'];
  if (!accepted) return;
  for (const [encoding, suffix] of COPIES) {
    const copy = await fileStat(file + suffix);
    if (!copy || copy.mtimeMs >= stat.mtimeMs) continue;
    request.raw.headers['accept-encoding'] = String(request.raw.headers['accept-encoding'])
      .split(',')
      .filter((part) => part.split(';')[0]?.trim().toLowerCase() !== encoding)
      .join(',');
  }
}

/** @type {import('fastify').FastifyPluginAsync<StaticFilesOptions>} */
export async function staticFiles(app, { root, spa = false, renderPage, hidden = [] }) {
  const rootDir = path.resolve(root);
  await app.register(fastifyStatic, {
    root: rootDir,
    // Files are sent by the route below, which decides between a file and the page first.
    serve: false,
    preCompressed: true,
    index: false,
    // Our policy instead of @fastify/send's `public, max-age=0`.
    cacheControl: false,
    setHeaders: (reply, file) => {
      reply.header('cache-control', cacheControlFor(path.basename(file)));
      reply.header('x-content-type-options', 'nosniff');
      // Spelled as before. @fastify/static adds `accept-encoding` itself, and when the file may be
      // compressed on the fly @fastify/compress adds its own: one token is enough.
      if (/\.(br|gz)$/.test(file) || !reply.request.headers['accept-encoding'])
        reply.header('vary', 'Accept-Encoding');
    },
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      const urlPath = request.url.split('?')[0] ?? '/';
      if (urlPath === '/' || urlPath === '/index.html')
        return sendPage(request, reply, { root: rootDir, renderPage });
      const file = fileInside(rootDir, urlPath);
      if (file && hidden.some((folder) => file.startsWith(path.join(rootDir, folder) + path.sep)))
        return reply.callNotFound();
      const stat = file ? await fileStat(file) : null;
      if (file && stat) {
        await forgetStaleCopies(request, file, stat);
        return reply.sendFile(`/${path.relative(rootDir, file).split(path.sep).join('/')}`);
      }
      if (spa && path.extname(urlPath) === '') return sendPage(request, reply, { root: rootDir, renderPage });
      return reply.callNotFound();
    },
  });
}
