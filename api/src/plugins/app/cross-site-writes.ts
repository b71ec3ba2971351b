import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../../lib/http-errors';
import { addRouteHook } from '../../lib/http/route-hooks';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route is authorised by a secret in its URL, never by the session cookie (one-click
     * unsubscribe: a webmail page POSTs it from its own origin), so another site's page gains nothing.
     */
    crossSiteWrites?: 'allowed';
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Fetch metadata a browser sends for a request its own page (or the user) started. */
const OWN_SITE = new Set(['same-origin', 'none']);

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * Whether a browser sent this state-changing request for another site's page. A browser names the
 * page's origin in `Origin` on every POST, PUT, PATCH and DELETE (and `Sec-Fetch-Site` beside it);
 * only the apps' origin (PUBLIC_ORIGIN) and the API's own pages (/api/docs) may act. A request with
 * neither header comes from a program (curl, an API client with a Bearer token), not from a page
 * another site controls, and passes: forging one needs no browser, and so no victim's cookie.
 */
export function isCrossSiteWrite(request: FastifyRequest, publicOrigin: string): boolean {
  if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api/')) return false;
  const origin = request.headers.origin;
  if (origin !== undefined) {
    if (origin === publicOrigin) return false;
    // `null` (a sandboxed frame, a file) has no host and is refused.
    return hostOf(origin) !== request.headers.host;
  }
  const site = request.headers['sec-fetch-site'];
  return site !== undefined && !OWN_SITE.has(site);
}

/**
 * CSRF: with SameSite=Lax cookies and JSON-only bodies (json-bodies-only.ts) a cross-site form can
 * already do nothing; this refuses every cross-site write outright, with or without a body (a
 * `fetch(..., { method: 'POST', mode: 'no-cors' })` to `/api/bookings/:id/cancel` included), before
 * anything is parsed or read.
 */
export default fp(
  async (app) => {
    const refuseCrossSiteWrites = async (request: FastifyRequest) => {
      if (isCrossSiteWrite(request, app.config.publicOrigin)) throw forbidden(MESSAGES.forbidden);
    };
    // Only on the routes that write, first among their own hooks (before `app.authenticate`): reads
    // and unknown paths pay nothing (a cross-site write to an unknown path is a 404 all the same).
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (!methods.some((method) => STATE_CHANGING.has(method))) return;
      if (route.config?.crossSiteWrites === 'allowed') return;
      addRouteHook(route, 'onRequest', refuseCrossSiteWrites, 'first');
    });
  },
  { name: 'cross-site-writes' },
);
