import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { validatePasswordChange } from '@shoreline/shared-domain/validation/validatePasswordChange';
import { Type } from 'typebox';
import { badRequest, unauthorized, unwrap } from '../../lib/http-errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { errorResponses, NoContent } from '../../lib/schemas';
import { named } from '../../schemas/named';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/me/password',
    {
      onRequest: [app.authenticate],
      // Guessing the current password from a stolen session is throttled like guessing at sign-in.
      config: { rateLimit: { max: app.config.authRateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['me'],
        summary:
          'Change the password; every other session of the user ends (other devices, API tokens), this one continues',
        body: named(
          'PasswordChange',
          Type.Object({
            currentPassword: Type.String(),
            newPassword: Type.String(),
            confirmPassword: Type.String(),
          }),
        ),
        response: { 204: NoContent, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const change = unwrap(validatePasswordChange(request.body));
      const stored = await app.usersRepository.findPasswordHash(request.user.id);
      if (!stored) throw unauthorized(MESSAGES.signInRequired);
      if (!(await verifyPassword(change.currentPassword, stored))) {
        throw badRequest(MESSAGES.currentPasswordWrong).about('currentPassword');
      }
      const passwordHash = await hashPassword(change.newPassword);
      await app.knex.transaction(async (trx) => {
        await app.usersRepository.updatePasswordHash(request.user.id, passwordHash, trx);
        await app.sessionsRepository.revokeAllOf(request.user.id, request.sessionId, trx);
      });
      return reply.code(204).send(null);
    },
  );
};

export default routes;
