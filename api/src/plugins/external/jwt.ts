import jwt from '@fastify/jwt';
import fp from 'fastify-plugin';

/** Signs and verifies session tokens; reading them from the cookie or header is done in plugins/app/auth. */
export default fp(
  async (app) => {
    await app.register(jwt, { secret: app.config.jwtSecret });
  },
  { name: 'jwt' },
);
