// @ts-check
// The app's page (index.html) for `/` and every client-side route: as built, or, for the shell,
// rendered per request by `renderPage` (the deploy's remote locations and preloads, and the page's
// own security headers). Made per request, so compressed (@fastify/compress) and tagged per request.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * @typedef {{ html: string, security?: import('./securityHeaders.mjs').HelmetOptions, status?: number,
 *   personal?: boolean, unique?: boolean }} RenderedPage  status: 200 unless said (a server-rendered
 *   404); personal: made for this visitor (their session, their currency), never to be kept by a shared
 *   cache; unique: carries this response's nonce, so no other response is the same (no ETag)
 * @typedef {(html: string, request: import('fastify').FastifyRequest, app: { root: string }) =>
 *   Promise<RenderedPage>} RenderPage
 */

/** How long the built page read from disk is used before its file is looked at again. */
const BUILT_PAGE_CHECK_MS = 1_000;
/** @type {Map<string, { html: string, mtimeMs: number, checkedAt: number }>} by the app's folder */
const builtPages = new Map();

/**
 * The app's index.html as built: read once, and again when a new build has replaced it (its file is
 * looked at once a second at most, not read for every page).
 * @param {string} root
 * @returns {Promise<string | null>}
 */
async function builtPage(root) {
  const known = builtPages.get(root);
  const now = Date.now();
  if (known && now - known.checkedAt < BUILT_PAGE_CHECK_MS) return known.html;
  const file = path.join(root, 'index.html');
  try {
    const { mtimeMs } = await fs.stat(file);
    if (known && known.mtimeMs === mtimeMs) {
      known.checkedAt = now;
      return known.html;
    }
    const html = await fs.readFile(file, 'utf8');
    builtPages.set(root, { html, mtimeMs, checkedAt: now });
    return html;
  } catch {
    builtPages.delete(root);
    return null;
  }
}

/**
 * @param {import('fastify').FastifyRequest} request
 * @param {import('fastify').FastifyReply} reply
 * @param {{ root: string, renderPage?: RenderPage | undefined }} options
 */
export async function sendPage(request, reply, { root, renderPage }) {
  if (!renderPage) return reply.sendFile('index.html');
  const html = await builtPage(root);
  if (html === null) return reply.callNotFound();
  /** @type {RenderedPage} */
  let page;
  try {
    page = await renderPage(html, request, { root });
  } catch (error) {
    request.log.error({ err: error }, 'The page could not be rendered; sending it as built.');
    // The page as built still works: the shell then reads /remotes.json itself.
    return reply.sendFile('index.html');
  }
  // The page's own policy (its script nonce) replaces the one every answer got on arrival.
  if (page.security && reply.helmet) reply.helmet(page.security);
  // A page with a nonce differs on every response: a 304 must never pair a cached body with another
  // response's nonce, so it gets no ETag (hashing it was a tenth of a server render's CPU).
  const etag = page.unique ? null : `W/"${createHash('sha1').update(page.html).digest('base64url')}"`;
  if (etag) reply.header('etag', etag);
  reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', page.personal ? 'private, no-cache' : 'no-cache')
    // Spelled as @fastify/compress spells it, which otherwise adds a second one when it compresses.
    .header('vary', 'accept-encoding')
    .header('x-content-type-options', 'nosniff');
  const status = page.status ?? 200;
  if (etag && status === 200 && request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.code(status).send(page.html);
}
