import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { Type } from 'typebox';
import { sendAccountLink } from '../../lib/account-links';
import { conflict } from '../../lib/http-errors';
import { errorResponses, IsoDateTime } from '../../lib/schemas';
import { named } from '../../schemas/named';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/me/email-verification',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['me'],
        summary: "Whether the signed-in user's email address is verified (PRODUCT.md 27)",
        response: {
          200: named(
            'EmailVerificationStatus',
            Type.Object({
              email: Type.String(),
              verified: Type.Boolean(),
              verifiedAt: Type.Union([IsoDateTime, Type.Null()]),
            }),
            "Whether the signed-in user's email address is verified",
          ),
          ...errorResponses(401),
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const verifiedAt = await app.usersRepository.findEmailVerifiedAt(request.user.id);
      return {
        email: request.user.email,
        verified: verifiedAt !== null,
        verifiedAt: verifiedAt?.toISOString() ?? null,
      };
    },
  );

  app.post(
    '/me/email-verification',
    {
      onRequest: [app.authenticate],
      // Each call sends an email: bounded like other account actions.
      config: { rateLimit: { max: app.config.authRateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['me'],
        summary: 'Send a new email verification link to the signed-in user (409 when already verified)',
        response: {
          202: named(
            'Message',
            Type.Object({ message: Type.String() }),
            'A message for the person who asked (e.g. where to look for the email)',
          ),
          ...errorResponses(401, 409, 429),
        },
      },
    },
    async (request, reply) => {
      if (await app.usersRepository.findEmailVerifiedAt(request.user.id)) {
        throw conflict(MESSAGES.emailAlreadyVerified);
      }
      await app.knex.transaction((trx) => sendAccountLink(app, request.user, 'email-verification', trx));
      return reply.code(202).send({ message: MESSAGES.emailVerificationResent });
    },
  );
};

export default routes;
