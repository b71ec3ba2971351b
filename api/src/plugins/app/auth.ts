import { REMEMBER_ME_MS } from '@shoreline/shared-domain/constants';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { Role, User } from '@shoreline/shared-domain/types';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../../lib/http-errors';

export const SESSION_COOKIE = 'shoreline_session';
/** A session without "remember me" ends with the browser; its token still expires after a day. */
const SESSION_TOKEN_TTL = '1d';
const REMEMBER_TOKEN_TTL = `${REMEMBER_ME_MS / 1000}s`;

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string };
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
  }
  interface FastifyRequest {
    /** The signed-in user, or null: available on every route, signed in or not. */
    viewer: User | null;
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
 * Sessions: a JWT (subject = user id) in an httpOnly SameSite=Lax cookie, or `Authorization: Bearer`.
 * The token carries no roles: the user is read from the database on every request that has a token,
 * so an approved host works at once without signing in again, and a removed role is gone at once.
 */
export default fp(
  async (app) => {
    const secure = app.config.nodeEnv === 'production';

    app.decorateRequest('viewer', null);

    app.addHook('onRequest', async (request) => {
      // Images and docs need no user; skipping them saves a query per image.
      if (!request.url.startsWith('/api/') || request.url.startsWith('/api/docs')) return;
      const token = readToken(request);
      if (!token) return;
      let payload: { sub: string };
      try {
        payload = app.jwt.verify<{ sub: string }>(token);
      } catch {
        return; // an expired or forged token is the same as none
      }
      if (typeof payload.sub !== 'string' || !/^[0-9a-f-]{36}$/i.test(payload.sub)) return;
      const user = await app.usersRepository.findById(payload.sub);
      request.viewer = user;
      if (user) request.user = user;
    });

    app.decorate('authenticate', async (request: FastifyRequest) => {
      if (!request.viewer) throw unauthorized(MESSAGES.signInRequired);
    });

    app.decorate('requireRole', (role: Role) => async (request: FastifyRequest) => {
      if (!request.viewer) throw unauthorized(MESSAGES.signInRequired);
      if (!request.viewer.roles.includes(role)) throw forbidden(MESSAGES.forbidden);
    });

    app.decorateReply(
      'startSession',
      async function startSession(this: FastifyReply, user: User, remember: boolean) {
        const token = app.jwt.sign(
          { sub: user.id },
          { expiresIn: remember ? REMEMBER_TOKEN_TTL : SESSION_TOKEN_TTL },
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
  { name: 'auth', dependencies: ['jwt', 'cookie', 'users-repository'] },
);
