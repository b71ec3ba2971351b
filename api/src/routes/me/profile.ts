import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { validateProfile } from '@shoreline/shared-domain/validation/validateProfile';
import { Type } from 'typebox';
import { unauthorized, unwrap } from '../../lib/http-errors';
import { errorResponses, User } from '../../lib/schemas';
import { named } from '../../schemas/named';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/me',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['me'],
        summary: 'The signed-in user (roles as stored now)',
        response: { 200: User, ...errorResponses(401) },
      },
    },
    async (request) => request.user,
  );

  app.patch(
    '/me',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['me'],
        summary: 'Change the display name (PRODUCT.md 10)',
        body: named('ProfileChange', Type.Object({ name: Type.String() })),
        response: { 200: User, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { name } = unwrap(validateProfile(request.body));
      const user = await app.usersRepository.updateName(request.user.id, name);
      if (!user) throw unauthorized(MESSAGES.signInRequired);
      return user;
    },
  );
};

export default routes;
