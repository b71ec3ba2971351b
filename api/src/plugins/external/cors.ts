import cors from '@fastify/cors';
import fp from 'fastify-plugin';

/** Only the apps' origin may call the API with the session cookie. */
export default fp(
  async (app) => {
    await app.register(cors, { origin: app.config.publicOrigin, credentials: true });
  },
  { name: 'cors' },
);
