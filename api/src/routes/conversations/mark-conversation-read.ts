import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { notFound } from '../../lib/http-errors';
import { errorResponses, IdParams, NoContent } from '../../lib/schemas';
import { sideOf } from '../../plugins/app/repositories/conversations';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/conversations/:id/read',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['messages'],
        summary: 'Mark a conversation read on your side (opening the thread does)',
        description:
          "Also marks your unread notifications of its messages read, so the bell drops. The other party's " +
          'side and the email digest are unchanged. Anyone but its renter and host gets 404.',
        params: IdParams,
        response: { 204: NoContent, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const viewerId = request.user.id;
      const repository = app.conversationsRepository;
      const changed = await app.knex.transaction(async (trx) => {
        const access = await repository.access(request.params.id, trx);
        const side = access && sideOf(access, viewerId);
        if (!access || !side) throw notFound(MESSAGES.conversationNotFound);
        const thread = await repository.markRead(access.id, side, trx);
        const notifications = await app.notificationsRepository.markConversationRead(
          viewerId,
          access.id,
          trx,
        );
        return thread || notifications > 0;
      });
      // The person's other tabs and devices update their bell and unread count at once.
      if (changed) await app.notificationBus.publish(app.knex, { type: 'read', userIds: [viewerId] });
      return reply.code(204).send(null);
    },
  );
};

export default routes;
