import { REMEMBER_ME_MS } from '@shoreline/shared-domain/constants';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { Role, User } from '@shoreline/shared-domain/types';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { deviceLabel } from '../../lib/device-label';
import { forbidden, unauthorized } from '../../lib/http-errors';
import { markAuthRequirement } from '../../lib/openapi/auth-requirement';

export const SESSION_COOKIE = 'shoreline_session';
/** A session without "remember me" ends with the browser; its token still expires after a day. */
const SESSION_TOKEN_TTL_SECONDS = 24 * 60 * 60;
const REMEMBER_TOKEN_TTL_SECONDS = REMEMBER_ME_MS / 1000;
/** "Last seen" on the profile is this precise: a session's row is written at most this often. */
const LAST_SEEN_EVERY_MS = 5 * 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a session token says: whose user (`sub`) and which session (`sid`); `exp` is added on signing. */
export interface SessionClaims {
  sub: string;
  sid: string;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: SessionClaims;
    /** Set by `authenticate` / `requireRole` to the user as stored now (roles read fresh). */
    user: User;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: 401 unless a valid session names an existing user. */
    authenticate: onRequestAsyncHookHandler;
    /** onRequest hook: 401 when signed out, 403 without `role`. */
    requireRole: (role: Role) => onRequestAsyncHookHandler;
    /**
     * Starts a session of `user` for `ttlSeconds` and returns its signed token (cookie or Bearer);
     * `userAgent`: the client's, for the session's device label on the profile.
     */
    createSessionToken: (user: User, ttlSeconds: number, userAgent?: string) => Promise<string>;
  }
  interface FastifyRequest {
    /** The signed-in user, or null: available on every route, signed in or not. */
    viewer: User | null;
    /** The session the request's token belongs to (with `viewer`), or null. */
    sessionId: string | null;
  }
  interface FastifyReply {
    /** Signs a session token for `user` and sets it as the httpOnly cookie. */
    startSession: (user: User, remember: boolean) => Promise<string>;
    clearSession: () => void;
  }
}

function readToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || null;
  return request.cookies[SESSION_COOKIE] ?? null;
}

/**
 * Sessions: a JWT (subject = user id, `sid` = a row of `sessions`) in an httpOnly SameSite=Lax cookie,
 * or `Authorization: Bearer`. The token carries no roles: the user is read through their session on
 * every request that has a token (a map lookup in the session cache, one indexed lookup when it
 * misses), so an approved host works at once without signing in again, a removed role is gone at
 * once, and a revoked session (sign-out, sign out everywhere, password change) is refused by every
 * replica at its next request: the repositories' writes drop cached sessions on every replica.
 */
export default fp(
  async (app) => {
    const secure = app.config.nodeEnv === 'production';

    app.decorateRequest('viewer', null);
    app.decorateRequest('sessionId', null);

    app.addHook('onRequest', async (request) => {
      // Images and docs need no user; skipping them saves a query per image.
      if (!request.url.startsWith('/api/') || request.url.startsWith('/api/docs')) return;
      const token = readToken(request);
      if (!token) return;
      let payload: SessionClaims;
      try {
        payload = app.jwt.verify<SessionClaims>(token);
      } catch {
        return; // an expired, endless (no exp) or forged token is the same as none
      }
      if (typeof payload.sub !== 'string' || !UUID.test(payload.sub)) return;
      if (typeof payload.sid !== 'string' || !UUID.test(payload.sid)) return;
      const { sid, sub } = payload;
      const session = await app.sessionCache.read(sid, sub, () =>
        app.sessionsRepository.findSession(sid, sub),
      );
      if (!session) return; // signed out, revoked everywhere, deactivated, or the user is gone
      const { user } = session;
      const now = app.now();
      // "Last seen" for the profile, without a write on every request. Moved on the (cached) session
      // before the write, so the requests of the next 5 minutes on this replica write nothing.
      if (now.getTime() - session.lastSeenAt.getTime() >= LAST_SEEN_EVERY_MS) {
        session.lastSeenAt = now;
        await app.sessionsRepository.touch(sid, now, new Date(now.getTime() - LAST_SEEN_EVERY_MS));
      }
      request.viewer = user;
      request.user = user;
      request.sessionId = sid;
    });

    // Labelled so the OpenAPI document tells which routes need a session or a role (lib/openapi).
    app.decorate(
      'authenticate',
      markAuthRequirement(
        async (request: FastifyRequest) => {
          if (!request.viewer) throw unauthorized(MESSAGES.signInRequired);
        },
        { role: null },
      ),
    );

    app.decorate('requireRole', (role: Role) =>
      markAuthRequirement(
        async (request: FastifyRequest) => {
          if (!request.viewer) throw unauthorized(MESSAGES.signInRequired);
          if (!request.viewer.roles.includes(role)) throw forbidden(MESSAGES.forbidden);
        },
        { role },
      ),
    );

    app.decorate('createSessionToken', async (user: User, ttlSeconds: number, userAgent?: string) => {
      const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
      const sid = await app.sessionsRepository.create(user.id, expiresAt, deviceLabel(userAgent));
      return app.jwt.sign({ sub: user.id, sid }, { expiresIn: ttlSeconds });
    });

    app.decorateReply(
      'startSession',
      async function startSession(this: FastifyReply, user: User, remember: boolean) {
        const token = await app.createSessionToken(
          user,
          remember ? REMEMBER_TOKEN_TTL_SECONDS : SESSION_TOKEN_TTL_SECONDS,
          this.request.headers['user-agent'],
        );
        this.setCookie(SESSION_COOKIE, token, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure,
          // Without Max-Age the browser drops the cookie when it closes ("remember me" unchecked).
          ...(remember ? { maxAge: REMEMBER_ME_MS / 1000 } : {}),
        });
        return token;
      },
    );

    app.decorateReply('clearSession', function clearSession(this: FastifyReply) {
      this.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
    });
  },
  { name: 'auth', dependencies: ['jwt', 'cookie', 'sessions-repository', 'session-cache'] },
);
