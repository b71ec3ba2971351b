import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { validatePasswordReset } from '@shoreline/shared-domain/validation/validatePasswordReset';
import { Type } from 'typebox';
import { hashAccountToken } from '../../lib/account-links';
import { badRequest, unwrap } from '../../lib/http-errors';
import { hashPassword } from '../../lib/password';
import { errorResponses, NoContent } from '../../lib/schemas';
import { named } from '../../schemas/named';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/auth/password-reset/confirm',
    {
      config: { rateLimit: { max: app.config.authRateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary:
          "Set a new password with an emailed reset link's token: the link works once, for 60 minutes; every session of the account ends",
        body: named(
          'PasswordReset',
          Type.Object({
            token: Type.String({ maxLength: 200 }),
            password: Type.String(),
            confirmPassword: Type.String(),
          }),
        ),
        response: { 204: NoContent, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const { token, password } = unwrap(validatePasswordReset(request.body));
      const passwordHash = await hashPassword(password);
      const now = app.now();
      const userId = await app.knex.transaction(async (trx) => {
        // The one UPDATE that accepts the link: a second use, or a concurrent one, finds it used.
        const owner = await app.accountTokensRepository.use(
          'password-reset',
          hashAccountToken(token),
          now,
          trx,
        );
        if (!owner) return null;
        await app.usersRepository.updatePasswordHash(owner, passwordHash, trx);
        await app.accountTokensRepository.useAllOf(owner, 'password-reset', now, trx);
        // Whoever knew the old password is out, on every device and replica.
        await app.sessionsRepository.revokeAllOf(owner, null, trx);
        // Opening the email proved the address too.
        await app.usersRepository.markEmailVerified(owner, now, trx);
        return owner;
      });
      if (!userId) throw badRequest(MESSAGES.passwordResetLinkInvalid);
      reply.clearSession();
      return reply.code(204).send(null);
    },
  );
};

export default routes;
