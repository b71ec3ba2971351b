import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { notFound } from '../../lib/http-errors';
import { errorResponses, IdParams } from '../../lib/schemas';
import { UnreadCount } from '../../schemas/notification';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  /** The person's other tabs and devices update their bell at once. */
  const answer = async (userId: string) => {
    await app.notificationBus.publish(app.knex, { type: 'read', userIds: [userId] });
    return { unreadCount: await app.notificationsRepository.unreadCount(userId) };
  };

  app.post(
    '/notifications/:id/read',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of your notifications read (opening it does); 404 for anyone else’s',
        params: IdParams,
        response: { 200: UnreadCount, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      // Someone else's notification is "not found": its existence is nobody else's business.
      if (!(await app.notificationsRepository.markRead(request.user.id, request.params.id))) {
        throw notFound(MESSAGES.notificationNotFound);
      }
      return answer(request.user.id);
    },
  );

  app.post(
    '/notifications/read-all',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['notifications'],
        summary: 'Mark all your notifications read',
        response: { 200: UnreadCount, ...errorResponses(401) },
      },
    },
    async (request) => {
      await app.notificationsRepository.markAllRead(request.user.id);
      return answer(request.user.id);
    },
  );
};

export default routes;
