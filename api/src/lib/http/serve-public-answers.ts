import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { isVisitor, PUBLIC_ANSWER } from '../cache-for-visitors';
import { COMPRESS_THRESHOLD } from './compress-payload';
import { negotiateEncoding, type Encoding } from './negotiate-encoding';
import { PublicAnswerCache } from './public-answer-cache';
import { addRouteHook } from './route-hooks';

/**
 * Statements that change nothing by themselves; anything else (a write, a commit) may change answers.
 * A `WITH` is a read unless one of its parts writes (the searches and conversation reads start with
 * one: counted as writes, each search would empty the cache and never be kept itself).
 */
const CHANGES_NOTHING = /^\s*(select|show|begin|savepoint|release)\b/i;
const READING_WITH = /^\s*with\b/i;
const WRITES = /\b(insert|update|delete|merge|truncate)\b/i;

function changesNothing(sql: string): boolean {
  return CHANGES_NOTHING.test(sql) || (READING_WITH.test(sql) && !WRITES.test(sql));
}
const MAX_AGE = /(?:^|[,\s])max-age=(\d+)/;

function isPublicAnswerRoute(route: RouteOptions): boolean {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (!methods.includes('GET')) return false;
  const onSend: unknown[] = Array.isArray(route.onSend) ? route.onSend : route.onSend ? [route.onSend] : [];
  return onSend.some((hook) => typeof hook === 'function' && PUBLIC_ANSWER in hook);
}

/**
 * Keeps the visitors' answers of the routes that send `cacheForVisitors` (public, max-age) in `cache`:
 * a route-level onRequest answers a repeat from memory (after auth: a signed-in request never reads
 * it, nor writes it, since its answers are `private`); a route-level onSend, after cacheForVisitors and
 * the global compression, stores the bytes sent. Any write through this replica's pools (`app.knex`,
 * `app.jobsKnex`) empties it, so this replica reads its own writes; another replica's may show after max-age, as a
 * CDN's copy would.
 */
export function servePublicAnswers(app: FastifyInstance, cache: PublicAnswerCache): void {
  // Bumped by every write: an answer read before a write is not stored after it.
  let generation = 0;
  const startedAt = new WeakMap<FastifyRequest, number>();
  const servedFromCache = new WeakSet<FastifyRequest>();

  const onQuery = (query: { sql?: string }) => {
    if (typeof query.sql === 'string' && changesNothing(query.sql)) return;
    generation += 1;
    cache.clear();
  };
  // The jobs' pool too: an expired request or an imported calendar changes what a search finds.
  for (const knex of new Set([app.knex, app.jobsKnex])) knex.on('query', onQuery);

  const keyOf = (request: FastifyRequest): string =>
    PublicAnswerCache.key(request.url, negotiateEncoding(request.headers['accept-encoding']));

  const serveCached = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' || !isVisitor(request)) return;
    const hit = cache.get(keyOf(request), app.now().getTime());
    if (!hit) {
      startedAt.set(request, generation);
      return;
    }
    servedFromCache.add(request);
    reply.header('content-type', hit.contentType);
    if (hit.encoding !== 'identity') reply.header('content-encoding', hit.encoding);
    if (hit.variesByEncoding) reply.header('vary', 'Accept-Encoding');
    return reply.send(hit.body);
  };

  const storeAnswer = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const started = startedAt.get(request);
    if (started === undefined || started !== generation || servedFromCache.has(request)) return payload;
    if (reply.statusCode !== 200 || reply.hasHeader('set-cookie') || !isVisitor(request)) return payload;
    const cacheControl = reply.getHeader('cache-control');
    if (typeof cacheControl !== 'string' || !cacheControl.startsWith('public')) return payload;
    const maxAge = Number(MAX_AGE.exec(cacheControl)?.[1] ?? 0);
    const contentType = reply.getHeader('content-type');
    if (maxAge <= 0 || typeof contentType !== 'string') return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
    const sent = reply.getHeader('content-encoding');
    cache.set(keyOf(request), {
      body,
      contentType,
      encoding: sent === 'br' || sent === 'gzip' ? (sent as Encoding) : 'identity',
      variesByEncoding: sent !== undefined || body.length >= COMPRESS_THRESHOLD,
      expiresAt: app.now().getTime() + maxAge * 1000,
    });
    return body;
  };

  app.addHook('onRoute', (route) => {
    if (!isPublicAnswerRoute(route)) return;
    addRouteHook(route, 'onRequest', serveCached);
    addRouteHook(route, 'onSend', storeAnswer);
  });
}
