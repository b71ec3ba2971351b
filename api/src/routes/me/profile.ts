import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { validateProfile } from '@shoreline/shared-domain/validation/validateProfile';
import { Type } from 'typebox';
import { unauthorized, unwrap } from '../../lib/http-errors';
import { errorResponses, User } from '../../lib/schemas';
import { named } from '../../schemas/named';
import { ProfileDetails } from '../../schemas/host';

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

  app.get(
    '/me/profile',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['me'],
        summary: 'What the profile form edits: the name and "About you" (issue 24 item 7)',
        response: { 200: ProfileDetails, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const details = await app.usersRepository.findProfileDetails(request.user.id);
      if (!details) throw unauthorized(MESSAGES.signInRequired);
      // One person's own text: never kept by a shared cache.
      reply.header('Cache-Control', 'no-store');
      return details;
    },
  );

  app.patch(
    '/me',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['me'],
        summary: 'Change the display name and "About you" (PRODUCT.md 10, issue 24 item 7)',
        description:
          '`about` (at most 500 characters, trimmed) is shown on the public host page; left out, it stays ' +
          'as it is; null or blank clears it.',
        body: named(
          'ProfileChange',
          Type.Object({
            name: Type.String(),
            about: Type.Optional(Type.Union([Type.String(), Type.Null()])),
          }),
        ),
        response: { 200: User, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const change = unwrap(validateProfile(request.body));
      const user = await app.usersRepository.updateProfile(request.user.id, change);
      if (!user) throw unauthorized(MESSAGES.signInRequired);
      return user;
    },
  );
};

export default routes;
