import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { Type } from 'typebox';
import { hashAccountToken } from '../../lib/account-links';
import { badRequest } from '../../lib/http-errors';
import { errorResponses, NoContent } from '../../lib/schemas';
import { named } from '../../schemas/named';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/auth/verify-email',
    {
      config: { rateLimit: { max: app.config.authRateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary:
          "Verify the account's email address with an emailed link's token (works signed in or not, once, for 7 days)",
        body: named('EmailVerification', Type.Object({ token: Type.String({ maxLength: 200 }) })),
        response: { 204: NoContent, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const now = app.now();
      const verified = await app.knex.transaction(async (trx) => {
        const owner = await app.accountTokensRepository.use(
          'email-verification',
          hashAccountToken(request.body.token.trim()),
          now,
          trx,
        );
        if (!owner) return false;
        await app.usersRepository.markEmailVerified(owner, now, trx);
        return true;
      });
      if (!verified) throw badRequest(MESSAGES.emailVerificationLinkInvalid);
      return reply.code(204).send(null);
    },
  );
};

export default routes;
