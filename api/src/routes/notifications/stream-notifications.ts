import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { NotificationStreamEvent } from '@shoreline/shared-domain/notifications';
import type { CodedMessage } from '@shoreline/shared-domain/errorCodes';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { Type } from 'typebox';
import { errorBody } from '../../lib/http-errors';
import { errorResponses } from '../../lib/schemas';
import { MAX_STREAMS_PER_USER, type StreamRefusal } from '../../plugins/app/notification-hub';

/** A stream ends after this long and the browser reconnects: its session is checked again then. */
export const STREAM_MAX_AGE_MS = 15 * 60_000;
/** How long the browser waits before reconnecting (the SSE `retry:` field). */
export const STREAM_RETRY_MS = 3_000;
export const STREAM_EVENT = 'notifications';
/**
 * A refused stream's answer. The shell's EventSource treats any answer but a 200 event stream as
 * final: it polls the count and tries the stream again a minute later (shared-ui followNotifications),
 * so a refusal never turns into a reconnect loop. Sent here rather than thrown: the error handler
 * would replace a 429's message with the generic one, and a 503's with a 500.
 */
const REFUSALS: Record<
  StreamRefusal,
  { statusCode: 429 | 503; message: CodedMessage; retryAfterSeconds: number }
> = {
  'too-many': { statusCode: 429, message: MESSAGES.tooManyNotificationStreams, retryAfterSeconds: 60 },
  unavailable: { statusCode: 503, message: MESSAGES.liveNotificationsUnavailable, retryAfterSeconds: 30 },
};

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/notifications/stream',
    {
      onRequest: [app.authenticate],
      sse: { kind: 'only' },
      // @fastify/sse answers a client that refuses event streams itself (406, its words, no code):
      // in our error shape, as every other answer.
      preSerialization: async (_request, reply, payload: unknown) =>
        reply.statusCode === 406
          ? errorBody(406, (payload as { message: string }).message, 'NOT_ACCEPTABLE')
          : payload,
      schema: {
        tags: ['notifications'],
        summary: 'Live: your unread count, and each notification as it arrives (Server-Sent Events)',
        description:
          'A `text/event-stream` authenticated by the session cookie. Each `notifications` event carries ' +
          '`{ unreadCount, latest? }` (NotificationStreamEvent): once on connect, then on every change, from ' +
          'whichever replica caused it. Comment heartbeats keep it open; it ends when its session ends (sign-out, ' +
          'sign out everywhere, password change) and after 15 minutes, when the browser reconnects (re-checking ' +
          'the session), and when this replica stops hearing the others (its fan-out connection broke). ' +
          `406 when the client does not accept event streams; 429 when you already have ${MAX_STREAMS_PER_USER} ` +
          'streams open; 503 while the fan-out is down (poll GET /api/notifications/unread-count meanwhile). ' +
          'Both with Retry-After.',
        produces: ['text/event-stream'],
        response: {
          200: Type.String({ description: 'text/event-stream of `notifications` events' }),
          ...errorResponses(401, 406, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const sse = reply.sse;
      let eventId = 0;
      const push = (event: NotificationStreamEvent) => {
        if (!sse.isConnected) return;
        eventId += 1;
        sse
          .send({ id: String(eventId), event: STREAM_EVENT, data: event, retry: STREAM_RETRY_MS })
          .catch(() => sse.close());
      };
      // no-transform: compression (in the API or a proxy in front of it) must not buffer a stream.
      reply.header('Cache-Control', 'no-cache, no-transform');
      const opened = await app.notificationHub.open(
        // authenticate passed: a viewer always comes with the session that identified them.
        { userId: request.user.id, sessionId: request.sessionId! },
        push,
        () => sse.close(),
      );
      if ('refused' in opened) {
        const { statusCode, message, retryAfterSeconds } = REFUSALS[opened.refused];
        request.log.info({ refused: opened.refused }, 'live stream refused');
        return reply
          .code(statusCode)
          .header('Cache-Control', 'no-store')
          .header('Retry-After', String(retryAfterSeconds))
          .send(errorBody(statusCode, message));
      }
      const { detach } = opened;
      sse.keepAlive();
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
