// @ts-check
// The app's page (index.html) for `/` and every client-side route: as built, or, for the shell,
// rendered per request by `renderPage` (the deploy's remote locations and preloads, and the page's
// own security headers). Made per request, so compressed (@fastify/compress) and tagged per request.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * @typedef {{ html: string, security?: import('./securityHeaders.mjs').HelmetOptions, status?: number,
 *   personal?: boolean }} RenderedPage  status: 200 unless said (a server-rendered 404); personal: made
 *   for this visitor (their session, their currency), never to be kept by a shared cache
 * @typedef {(html: string, request: import('fastify').FastifyRequest, app: { root: string }) =>
 *   Promise<RenderedPage>} RenderPage
 */

/**
 * @param {import('fastify').FastifyRequest} request
 * @param {import('fastify').FastifyReply} reply
 * @param {{ root: string, renderPage?: RenderPage | undefined }} options
 */
export async function sendPage(request, reply, { root, renderPage }) {
  if (!renderPage) return reply.sendFile('index.html');
  let html;
  try {
    html = await fs.readFile(path.join(root, 'index.html'), 'utf8');
  } catch {
    return reply.callNotFound();
  }
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
  // A page with a nonce differs on every response, so its ETag never matches: a 304 can never pair a
  // cached body with another response's nonce.
  const etag = `W/"${createHash('sha1').update(page.html).digest('base64url')}"`;
  reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', page.personal ? 'private, no-cache' : 'no-cache')
    .header('etag', etag)
    // Spelled as @fastify/compress spells it, which otherwise adds a second one when it compresses.
    .header('vary', 'accept-encoding')
    .header('x-content-type-options', 'nosniff');
  const status = page.status ?? 200;
  if (status === 200 && request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.code(status).send(page.html);
}
