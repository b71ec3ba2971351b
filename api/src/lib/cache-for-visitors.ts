import type { FastifyReply, FastifyRequest } from 'fastify';

/** How long a browser or CDN may reuse a public answer, and how long it may serve it stale while it refreshes. */
export interface PublicCachePolicy {
  maxAgeSeconds: number;
  staleWhileRevalidateSeconds: number;
}

/** The feed and the destinations: a minute-old list is fine for a visitor, and a CDN can absorb the home page. */
export const PUBLIC_LIST_CACHE: PublicCachePolicy = { maxAgeSeconds: 30, staleWhileRevalidateSeconds: 300 };

/** Marks the hooks below: plugins/external/compress.ts keeps those routes' public answers in memory. */
export const PUBLIC_ANSWER = Symbol('public answer');

/** Nobody signed in (or trying to): the answer is the same for every such request. */
export function isVisitor(request: FastifyRequest): boolean {
  return request.viewer === null && !request.headers.authorization;
}

/**
 * onSend hook for a public GET: a signed-out visitor's successful answer may be cached (short max-age
 * plus stale-while-revalidate); a signed-in user's never is (an admin who just added a destination
 * must see it), and `Vary: Cookie` keeps a visitor's cached copy from answering them after sign-in.
 */
export function cacheForVisitors(policy: PublicCachePolicy = PUBLIC_LIST_CACHE) {
  const hook = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const vary = reply.getHeader('Vary');
    reply.header('Vary', vary ? `${String(vary)}, Cookie` : 'Cookie');
    if (isVisitor(request) && reply.statusCode === 200) {
      reply.header(
        'Cache-Control',
        `public, max-age=${policy.maxAgeSeconds}, stale-while-revalidate=${policy.staleWhileRevalidateSeconds}`,
      );
    } else {
      reply.header('Cache-Control', 'private, no-cache');
    }
    return payload;
  };
  return Object.assign(hook, { [PUBLIC_ANSWER]: true });
}
