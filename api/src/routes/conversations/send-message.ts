import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { validateMessageBody } from '@shoreline/shared-domain/validation/validateMessageBody';
import { forbidden, notFound, unwrap } from '../../lib/http-errors';
import { errorResponses, IdParams } from '../../lib/schemas';
import { specMessagesFor } from '../../lib/spec-body-messages';
import { sideOf } from '../../plugins/app/repositories/conversations';
import { MessageInput, TextMessage } from '../../schemas/conversation';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const bodyMessages = specMessagesFor((body) => validateMessageBody(body.body));

  app.post(
    '/conversations/:id/messages',
    {
      onRequest: [app.authenticate],
      // The message's own rules first (400 with the form's words), then the sender's rate.
      ...bodyMessages,
      preHandler: [bodyMessages.preHandler, app.messageLimits.message],
      schema: {
        tags: ['messages'],
        summary: 'Write in a conversation you are a party of (the renter or the host)',
        description:
          'A host writes in conversations that exist: the renter wrote first or requested a stay. 403 when ' +
          "the other party's account is deactivated; 429 past 30 messages a minute. Anyone but the two " +
          'parties gets 404, as for a conversation that does not exist.',
        params: IdParams,
        body: MessageInput,
        response: { 201: TextMessage, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const senderId = request.user.id;
      const body = unwrap(validateMessageBody(request.body.body));
      const repository = app.conversationsRepository;
      const message = await app.knex.transaction(async (trx) => {
        const access = await repository.access(request.params.id, trx);
        const side = access && sideOf(access, senderId);
        if (!access || !side) throw notFound(MESSAGES.conversationNotFound);
        if (side === 'renter' ? access.hostDeactivated : access.renterDeactivated) {
          throw forbidden(MESSAGES.conversationRecipientDeactivated);
        }
        const appended = await repository.appendText(access.id, senderId, body, trx);
        if (!appended) throw notFound(MESSAGES.conversationNotFound);
        await app.notify.message(trx, {
          conversationId: access.id,
          messageId: appended.message.id,
          senderId,
        });
        return appended.message;
      });
      return reply.code(201).send(message);
    },
  );
};

export default routes;
