import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { validateSignIn } from '@shoreline/shared-domain/validation/validateSignIn';
import { Type } from 'typebox';
import { unauthorized, unwrap } from '../../lib/http-errors';
import { decoyHash, verifyPassword } from '../../lib/password';
import { errorResponses, User } from '../../lib/schemas';
import { named } from '../../schemas/named';

const TOKEN_TTL_SECONDS = 60 * 60;

/** For API clients without cookies: a short-lived token for `Authorization: Bearer`. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/auth/token',
    {
      // Guesses are counted per address and per account across sign-in and tokens (AUTH_RATE_LIMIT).
      preHandler: app.signInLimit,
      schema: {
        tags: ['auth'],
        summary: 'Exchange email and password for a bearer token (1 hour); no cookie is set',
        body: named('TokenInput', Type.Object({ email: Type.String(), password: Type.String() })),
        response: {
          200: named(
            'Token',
            Type.Object({
              token: Type.String(),
              tokenType: Type.Literal('Bearer'),
              expiresIn: Type.Integer(),
              user: User,
            }),
            'A Bearer token for `Authorization: Bearer <token>`, its lifetime and whose it is',
          ),
          ...errorResponses(400, 401, 429),
        },
      },
    },
    async (request) => {
      const value = unwrap(validateSignIn(request.body));
      const found = await app.usersRepository.findCredentialsByEmail(value.email);
      const valid = await verifyPassword(value.password, found?.passwordHash ?? (await decoyHash()));
      if (!found || !valid) throw unauthorized(MESSAGES.signInFailed);
      // Only once the password checked out, so a guesser learns nothing about the account (issue 25).
      if (found.deactivated) throw unauthorized(MESSAGES.accountDeactivatedSignIn);
      const token = await app.createSessionToken(
        found.user,
        TOKEN_TTL_SECONDS,
        request.headers['user-agent'],
      );
      return { token, tokenType: 'Bearer' as const, expiresIn: TOKEN_TTL_SECONDS, user: found.user };
    },
  );
};

export default routes;
