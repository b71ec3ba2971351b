import jwt from '@fastify/jwt';
import fp from 'fastify-plugin';

/**
 * Signs and verifies session tokens; reading them from the cookie or header is done in plugins/app/auth.
 * Only HS256 with this app's secret, and a token must say when it expires (`exp`), whose session it
 * is (`sid`) and whose user (`sub`): a token without an end would be a key that works forever.
 */
export default fp(
  async (app) => {
    await app.register(jwt, {
      secret: app.config.jwtSecret,
      sign: { algorithm: 'HS256' },
      verify: { algorithms: ['HS256'], requiredClaims: ['exp', 'sub', 'sid'] },
    });
  },
  { name: 'jwt' },
);
