import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { Type } from 'typebox';
import { notFound } from '../../lib/http-errors';
import { pageCursor } from '../../db/keyset-page';
import { errorResponses, IdParams, IsoDateTime, NoContent, Uuid } from '../../lib/schemas';
import { SESSIONS_ORDER } from '../../plugins/app/repositories/sessions';
import { Page, PageQuery } from '../../schemas/page';

const ActiveSession = Type.Object({
  id: Uuid,
  /** "Firefox on Windows": read from the User-Agent at sign-in. */
  device: Type.String(),
  createdAt: IsoDateTime,
  /** Updated at most every 5 minutes. */
  lastSeenAt: IsoDateTime,
  /** The session of this request ("This device"). */
  current: Type.Boolean(),
});

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/me/sessions',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['me'],
        summary: "The signed-in user's active sessions (devices and API tokens), most recently used first",
        description: 'Keyset-paginated: pass `nextCursor` back as `cursor` for the next page.',
        querystring: Type.Object(PageQuery(20, 100)),
        response: { 200: Page(ActiveSession, 'ActiveSession'), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { limit, cursor } = request.query;
      const after = pageCursor(SESSIONS_ORDER, cursor);
      reply.header('Cache-Control', 'no-store');
      const page = await app.sessionsRepository.listOf(request.user.id, { limit, after });
      return {
        items: page.items.map((session) => ({ ...session, current: session.id === request.sessionId })),
        nextCursor: page.nextCursor,
      };
    },
  );

  app.delete(
    '/me/sessions/:id',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['me'],
        summary:
          "Sign out one of the signed-in user's sessions: its next request is refused on every replica (404 for anyone else's)",
        params: IdParams,
        response: { 204: NoContent, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      // Owner only, in the statement itself: another person's session id deletes nothing.
      const revoked = await app.sessionsRepository.revokeOwn(request.params.id, request.user.id);
      if (!revoked) throw notFound(MESSAGES.sessionNotFound);
      if (request.params.id === request.sessionId) reply.clearSession();
      return reply.code(204).send(null);
    },
  );
};

export default routes;
