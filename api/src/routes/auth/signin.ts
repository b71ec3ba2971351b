import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { validateSignIn } from '@shoreline/shared-domain/validation/validateSignIn';
import { Type } from 'typebox';
import { unauthorized, unwrap } from '../../lib/http-errors';
import { decoyHash, verifyPassword } from '../../lib/password';
import { errorResponses, User } from '../../lib/schemas';
import { named } from '../../schemas/named';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/auth/signin',
    {
      // Guesses are counted per address and per account across sign-in and tokens (AUTH_RATE_LIMIT).
      preHandler: app.signInLimit,
      schema: {
        tags: ['auth'],
        summary:
          'Sign in; "remember" keeps the session cookie for 30 days, otherwise until the browser closes',
        body: named(
          'SignInInput',
          Type.Object({
            email: Type.String(),
            password: Type.String(),
            remember: Type.Optional(Type.Boolean({ default: false })),
          }),
        ),
        response: {
          200: named(
            'SignedIn',
            Type.Object({ user: User }),
            'The signed-in user; the session is in the httpOnly cookie set with this answer',
          ),
          ...errorResponses(400, 401, 429),
        },
      },
    },
    async (request, reply) => {
      const { email, password, remember } = request.body;
      const value = unwrap(validateSignIn({ email, password, rememberMe: remember }));
      const found = await app.usersRepository.findCredentialsByEmail(value.email);
      // Unknown email and wrong password look the same, in message and in time.
      const valid = await verifyPassword(value.password, found?.passwordHash ?? (await decoyHash()));
      if (!found || !valid) throw unauthorized(MESSAGES.signInFailed);
      // Only once the password checked out, so a guesser learns nothing about the account (issue 25).
      if (found.deactivated) throw unauthorized(MESSAGES.accountDeactivatedSignIn);
      await reply.startSession(found.user, value.rememberMe);
      return { user: found.user };
    },
  );
};

export default routes;
