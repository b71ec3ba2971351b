import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    await app.register(helmet, {
      // The docs page (swagger-ui) is the only HTML served; @fastify/swagger-ui adds its own CSP hashes.
      global: true,
      // Uploaded images are shown by the apps on another port of the same site (localhost:8080).
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
  },
  { name: 'helmet' },
);
