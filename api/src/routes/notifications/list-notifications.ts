import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { Type } from 'typebox';
import { badRequest } from '../../lib/http-errors';
import { errorResponses, Page } from '../../lib/schemas';
import { decodeNotificationCursor } from '../../plugins/app/repositories/notifications';
import { Notification, UnreadCount } from '../../schemas/notification';
import { named } from '../../schemas/named';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/notifications',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['notifications'],
        summary: "The signed-in user's notifications, newest first (PRODUCT.md 25)",
        description: 'Keyset-paginated: pass `nextCursor` back as `cursor` for the next page.',
        querystring: Type.Object({
          limit: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
          cursor: Type.Optional(Type.String({ maxLength: 200 })),
        }),
        response: {
          200: named(
            'Page_Notification',
            Page(Notification),
            "A page of the signed-in user's notifications, newest first",
          ),
          ...errorResponses(400, 401),
        },
      },
    },
    async (request) => {
      const { limit, cursor } = request.query;
      const decoded = cursor ? decodeNotificationCursor(cursor) : null;
      if (cursor && !decoded) throw badRequest(MESSAGES.invalidRequest);
      return app.notificationsRepository.listForUser(request.user.id, { limit, cursor: decoded });
    },
  );

  app.get(
    '/notifications/unread-count',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['notifications'],
        summary: 'How many of your notifications are unread (the bell; the live stream sends it too)',
        response: { 200: UnreadCount, ...errorResponses(401) },
      },
    },
    async (request) => ({ unreadCount: await app.notificationsRepository.unreadCount(request.user.id) }),
  );
};

export default routes;
