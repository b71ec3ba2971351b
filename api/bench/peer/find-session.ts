// The peer's session check, as the product's auth plugin does it on every request with a token: the
// HS256 token of the `shoreline_session` cookie verified with the same secret, then the session's row
// read through the product's sessions repository (its named statement, on the peer's pool). No cache:
// one indexed lookup per request, what a minimal server does.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SessionsRepository } from '../../src/plugins/app/repositories/sessions';

const COOKIE = /(?:^|;\s*)shoreline_session=([^;]+)/;

/** Verifies an HS256 JWT and returns its claims, or null (forged, expired, without sub or sid). */
function verifyToken(token: string, secret: string): { sub: string; sid: string } | null {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) return null;
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= Date.now()) return null;
  if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string') return null;
  return { sub: claims.sub, sid: claims.sid };
}

/** Returns the signed-in user's id for a Cookie header, or null. */
export function createFindSession(
  sessions: SessionsRepository,
  secret: string,
): (cookieHeader: string | undefined) => Promise<string | null> {
  return async (cookieHeader) => {
    const token = cookieHeader ? COOKIE.exec(cookieHeader)?.[1] : undefined;
    const claims = token ? verifyToken(token, secret) : null;
    if (!claims) return null;
    const session = await sessions.findSession(claims.sid, claims.sub);
    return session?.user.id ?? null;
  };
}
