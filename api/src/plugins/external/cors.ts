import cors from '@fastify/cors';
import fp from 'fastify-plugin';

/**
 * Only the apps' origin may call the API with the session cookie. The methods are listed because
 * @fastify/cors allows only GET, HEAD and POST by default, which would fail the preflight of every
 * PUT, PATCH and DELETE sent from that origin.
 */
export default fp(
  async (app) => {
    await app.register(cors, {
      origin: app.config.publicOrigin,
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    });
  },
  { name: 'cors' },
);
