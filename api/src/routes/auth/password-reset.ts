import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { validatePasswordResetRequest } from '@shoreline/shared-domain/validation/validatePasswordResetRequest';
import { Type } from 'typebox';
import { sendAccountLink } from '../../lib/account-links';
import { unwrap } from '../../lib/http-errors';
import { errorResponses } from '../../lib/schemas';
import { named } from '../../schemas/named';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  // Lookups still running after their answer went out; the app waits for them when it closes.
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });

  const sendResetLink = async (email: string) => {
    const found = await app.usersRepository.findCredentialsByEmail(email);
    // A deactivated account could not sign in with a new password: no link, and the same answer.
    if (!found || found.deactivated) return;
    await app.knex.transaction((trx) => sendAccountLink(app, found.user, 'password-reset', trx));
  };

  app.post(
    '/auth/password-reset',
    {
      // Per client address and per address asked about, alike for known and unknown emails.
      preHandler: app.passwordResetLimit,
      schema: {
        tags: ['auth'],
        summary:
          'Ask for a password reset link (PRODUCT.md 27): emailed when an account uses the address; the answer is the same either way',
        body: named('PasswordResetRequest', Type.Object({ email: Type.String() })),
        response: {
          202: named(
            'Message',
            Type.Object({ message: Type.String() }),
            'A message for the person who asked (e.g. where to look for the email)',
          ),
          ...errorResponses(400, 429),
        },
      },
    },
    async (request, reply) => {
      const { email } = unwrap(validatePasswordResetRequest(request.body));
      // The lookup and the email happen after the answer: its status, body and timing are the same
      // whether the address is registered or not.
      const work = sendResetLink(email)
        .catch((error: unknown) => request.log.error({ err: error }, 'password reset link not sent'))
        .finally(() => pending.delete(work));
      pending.add(work);
      return reply.code(202).send({ message: MESSAGES.passwordResetRequested });
    },
  );
};

export default routes;
