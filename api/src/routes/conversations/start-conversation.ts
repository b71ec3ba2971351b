import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { validateMessageBody } from '@shoreline/shared-domain/validation/validateMessageBody';
import { forbidden, notFound, unwrap } from '../../lib/http-errors';
import { errorResponses } from '../../lib/schemas';
import { specMessagesFor } from '../../lib/spec-body-messages';
import { ConversationInput, ConversationStarted } from '../../schemas/conversation';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const bodyMessages = specMessagesFor((body) => validateMessageBody(body.body));

  app.post(
    '/conversations',
    {
      onRequest: [app.authenticate],
      // The message's own rules first (400 with the form's words), then the sender's rate.
      ...bodyMessages,
      preHandler: [bodyMessages.preHandler, app.messageLimits.message],
      schema: {
        tags: ['messages'],
        summary: "Write to a listing's host: starts the renter's conversation about it, or adds to it",
        description:
          'One conversation per renter and listing: 201 when this message started it, 200 when it existed ' +
          '(the message is appended). A new conversation needs a listing renters can see (404 otherwise); ' +
          'an existing one carries on when the listing was deactivated or deleted. Not about your own ' +
          'listing (403), nor to a deactivated account (403). 429 past 30 messages a minute, or 10 new ' +
          'conversations an hour.',
        body: ConversationInput,
        response: {
          200: ConversationStarted,
          201: ConversationStarted,
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const renterId = request.user.id;
      const { listingId } = request.body;
      const body = unwrap(validateMessageBody(request.body.body));
      const repository = app.conversationsRepository;
      const sent = await app.knex.transaction(async (trx) => {
        const listing = await app.listingsRepository.findById(listingId, trx);
        if (!listing) throw notFound(MESSAGES.listingNotFound);
        if (listing.hostId === renterId) throw forbidden(MESSAGES.cannotMessageOwnListing);
        const existing = await repository.lookup(listingId, renterId, trx);
        if (!existing) {
          // Only a new conversation needs a listing renters can see.
          if (listing.deleted || !listing.isActive) throw notFound(MESSAGES.listingNotFound);
          // Counted only when it really starts one; thrown here, it rolls everything back.
          await app.messageLimits.newConversation(request, reply);
        }
        const { id, created } = await repository.ensureConversation(renterId, listingId, trx);
        const access = await repository.access(id, trx);
        if (access?.hostDeactivated) throw forbidden(MESSAGES.conversationRecipientDeactivated);
        const appended = await repository.appendText(id, renterId, body, trx);
        if (!appended) throw notFound(MESSAGES.conversationNotFound);
        await app.notify.message(trx, {
          conversationId: id,
          messageId: appended.message.id,
          senderId: renterId,
        });
        return { id, created, message: appended.message };
      });
      const conversation = await repository.detail(sent.id, renterId, app.now());
      if (!conversation) throw notFound(MESSAGES.conversationNotFound);
      return reply.code(sent.created ? 201 : 200).send({ conversation, message: sent.message });
    },
  );
};

export default routes;
