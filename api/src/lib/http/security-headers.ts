/**
 * Headers of every answer, computed once when the app is built (helmet computed its 13 per request):
 * - `X-Content-Type-Options: nosniff`: no answer is ever read as another type (a JSON body as a script);
 * - `Cross-Origin-Resource-Policy: same-site`: the apps, on another port of the same site, may show
 *   the uploaded images; other sites' pages may not embed any answer;
 * - `Strict-Transport-Security` in production (behind TLS);
 * - CORS for the apps' origin (the only one allowed, with credentials), always the same, so a shared
 *   cache may keep an answer whoever asked.
 * JSON answers need no more: a page policy (CSP, frame options, referrer) only means something to a
 * document, and the HTML answers add it (htmlHeaders).
 */
export function apiHeaders(options: { production: boolean; publicOrigin: string }): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'same-site',
    ...(options.production ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'access-control-allow-origin': options.publicOrigin,
    'access-control-allow-credentials': 'true',
  };
}

/**
 * The HTML pages' (the docs, the unsubscribe page): a strict CSP (helmet's default; the docs page's
 * own hashes replace it, @fastify/swagger-ui `staticCSP`), never framed by another site, no referrer,
 * their own browsing context group.
 */
export const HTML_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';" +
    "frame-ancestors 'self';img-src 'self' data:;object-src 'none';script-src 'self';" +
    "script-src-attr 'none';style-src 'self' https: 'unsafe-inline';upgrade-insecure-requests",
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
};
