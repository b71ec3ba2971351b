import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { NotificationStreamEvent } from '@shoreline/shared-domain/notifications';
import { Type } from 'typebox';
import { errorResponses } from '../../lib/schemas';

/** A stream ends after this long and the browser reconnects: its session is checked again then. */
export const STREAM_MAX_AGE_MS = 15 * 60_000;
/** How long the browser waits before reconnecting (the SSE `retry:` field). */
export const STREAM_RETRY_MS = 3_000;
export const STREAM_EVENT = 'notifications';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/notifications/stream',
    {
      onRequest: [app.authenticate],
      sse: { kind: 'only' },
      schema: {
        tags: ['notifications'],
        summary: 'Live: your unread count, and each notification as it arrives (Server-Sent Events)',
        description:
          'A `text/event-stream` authenticated by the session cookie. Each `notifications` event carries ' +
          '`{ unreadCount, latest? }` (NotificationStreamEvent): once on connect, then on every change, from ' +
          'whichever replica caused it. Comment heartbeats keep it open; it ends when its session ends (sign-out, ' +
          'sign out everywhere, password change) and after 15 minutes, when the browser reconnects (re-checking ' +
          'the session). 406 when the client does not accept event streams.',
        produces: ['text/event-stream'],
        response: {
          200: Type.String({ description: 'text/event-stream of `notifications` events' }),
          ...errorResponses(401, 406),
        },
      },
    },
    async (request, reply) => {
      const sse = reply.sse;
      sse.keepAlive();
      // no-transform: compression (in the API or a proxy in front of it) must not buffer a stream.
      reply.header('Cache-Control', 'no-cache, no-transform');
      let eventId = 0;
      const push = (event: NotificationStreamEvent) => {
        if (!sse.isConnected) return;
        eventId += 1;
        sse
          .send({ id: String(eventId), event: STREAM_EVENT, data: event, retry: STREAM_RETRY_MS })
          .catch(() => sse.close());
      };
      const detach = await app.notificationHub.open(
        // authenticate passed: a viewer always comes with the session that identified them.
        { userId: request.user.id, sessionId: request.sessionId! },
        push,
        () => sse.close(),
      );
      const maxAge = setTimeout(() => sse.close(), app.config.streamMaxAgeMs ?? STREAM_MAX_AGE_MS);
      maxAge.unref();
      sse.onClose(() => {
        clearTimeout(maxAge);
        detach();
      });
      if (!sse.isConnected) detach();
    },
  );
};

export default routes;
