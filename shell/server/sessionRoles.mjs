// @ts-check
// Which roles the visitor's session has, as a hint for the preloads of a host or admin page (the
// browser's guard and the API still decide what renders and who sees what: a wrong hint costs some
// downloads, never data). The session cookie is a JWT that names the user and the session and carries
// no role (the API reads roles fresh on every request), and this server has no JWT secret: decoding it
// can tell only whether a request may be signed in. So: the token is decoded, untrusted, to skip every
// request that cannot be (no cookie, not a JWT, expired), and the others ask the API's GET /api/session
// with the session cookie alone, within a tight time limit (one indexed lookup on the API; past the
// limit the page is sent without the role's preloads, as before).

/** The API's session cookie (api/src/plugins/app/auth.ts). */
export const SESSION_COOKIE = 'shoreline_session';

/** How long the page may wait for the API's answer: well under what the preloads save. */
export const SESSION_HINT_TIMEOUT_MS = 150;

const JWT = /^[A-Za-z0-9_-]+\.([A-Za-z0-9_-]+)\.[A-Za-z0-9_-]+$/;

/**
 * The session token of a Cookie header when it looks like one that may still be valid: a JWT whose
 * payload names a user and a session and has not expired. Not verified: a hint only.
 * @param {string | undefined} cookieHeader
 * @param {number} nowSeconds
 * @returns {string | null}
 */
export function sessionTokenOf(cookieHeader, nowSeconds) {
  if (!cookieHeader) return null;
  const prefix = `${SESSION_COOKIE}=`;
  const pair = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  const token = pair?.slice(prefix.length) ?? '';
  const payload = JWT.exec(token)?.[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const valid =
      typeof claims?.sub === 'string' &&
      typeof claims.sid === 'string' &&
      typeof claims.exp === 'number' &&
      claims.exp > nowSeconds;
    return valid ? token : null;
  } catch {
    return null;
  }
}

/**
 * @param {{ apiUrl?: string, fetch?: typeof fetch, timeoutMs?: number, now?: () => number }} options
 *   apiUrl: where this server reaches the API (none: no hints)
 * @returns {(request: import('fastify').FastifyRequest) => Promise<string[]>}  the session's roles, or
 *   none (a visitor, a token the API refuses, an API that is slow, down or answers something else)
 */
export function createSessionRoles({
  apiUrl,
  fetch: fetchImpl = globalThis.fetch,
  timeoutMs,
  now = Date.now,
}) {
  const limit = timeoutMs ?? SESSION_HINT_TIMEOUT_MS;
  return async (request) => {
    const token = sessionTokenOf(request.headers.cookie, now() / 1000);
    if (!apiUrl || !token) return [];
    /** @type {Record<string, string>} */
    const headers = { accept: 'application/json', cookie: `${SESSION_COOKIE}=${token}` };
    // The API's rate limits count the visitor, as for the requests the proxy forwards.
    if (request.socket.remoteAddress) headers['x-forwarded-for'] = request.socket.remoteAddress;
    try {
      const response = await fetchImpl(new URL('/api/session', apiUrl), {
        headers,
        signal: AbortSignal.timeout(limit),
      });
      if (!response.ok) {
        await response.body?.cancel();
        return [];
      }
      const body = /** @type {{ user?: { roles?: unknown } | null } | null} */ (await response.json());
      const roles = body?.user?.roles;
      return Array.isArray(roles) ? roles.filter((role) => typeof role === 'string') : [];
    } catch {
      return [];
    }
  };
}
