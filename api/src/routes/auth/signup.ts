import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { validateSignUp } from '@shoreline/shared-domain/validation/validateSignUp';
import { Type } from 'typebox';
import { conflict, unwrap } from '../../lib/http-errors';
import { sendAccountLink } from '../../lib/account-links';
import { hashPassword } from '../../lib/password';
import { errorResponses, User } from '../../lib/schemas';
import { named } from '../../schemas/named';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/auth/signup',
    {
      config: { rateLimit: { max: app.config.authRateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Create an account (role renter), email it a verification link and start a session',
        body: named(
          'SignUpInput',
          Type.Object({
            name: Type.String(),
            email: Type.String(),
            password: Type.String(),
            confirmPassword: Type.Optional(
              Type.String({ description: 'Checked when sent (the sign-up form sends it)' }),
            ),
            remember: Type.Optional(Type.Boolean({ default: false })),
          }),
        ),
        response: {
          201: named(
            'SignedIn',
            Type.Object({ user: User }),
            'The signed-in user; the session is in the httpOnly cookie set with this answer',
          ),
          ...errorResponses(400, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const { name, email, password, confirmPassword, remember } = request.body;
      const value = unwrap(
        validateSignUp({ name, email, password, confirmPassword: confirmPassword ?? password }),
      );
      if (await app.usersRepository.emailExists(value.email))
        throw conflict(MESSAGES.signUpEmailInUse).about('email');
      // A parallel sign-up with the same email still hits the unique index (409 via the error handler).
      const passwordHash = await hashPassword(value.password);
      const user = await app.knex.transaction(async (trx) => {
        const created = await app.usersRepository.create(
          { name: value.name, email: value.email, passwordHash },
          trx,
        );
        // The verification email goes out only if the account exists (PRODUCT.md 27).
        await sendAccountLink(app, created, 'email-verification', trx);
        return created;
      });
      await reply.startSession(user, remember === true);
      return reply.code(201).send({ user });
    },
  );
};

export default routes;
