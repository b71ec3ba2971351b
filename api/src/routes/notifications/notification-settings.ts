import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { unauthorized } from '../../lib/http-errors';
import { errorResponses } from '../../lib/schemas';
import { NotificationSettings } from '../../schemas/notification';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/me/notification-settings',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['me'],
        summary: 'Whether your notifications are also emailed',
        response: { 200: NotificationSettings, ...errorResponses(401) },
      },
    },
    async (request) => {
      const email = await app.notificationsRepository.emailPreference(request.user.id);
      if (email === null) throw unauthorized(MESSAGES.signInRequired);
      return { email };
    },
  );

  app.put(
    '/me/notification-settings',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['me'],
        summary: 'Turn notification emails on or off (in-app notifications always stay on)',
        body: NotificationSettings,
        response: { 200: NotificationSettings, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { email } = request.body;
      if (!(await app.notificationsRepository.setEmailPreference(request.user.id, email))) {
        throw unauthorized(MESSAGES.signInRequired);
      }
      return { email };
    },
  );
};

export default routes;
