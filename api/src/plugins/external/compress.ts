import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import { constants } from 'node:zlib';

/**
 * Brotli or gzip for JSON answers above 1 KB (a page of listings shrinks about five times): the client
 * says which it takes in Accept-Encoding, the answer says which it got and `Vary: Accept-Encoding`.
 * Brotli at quality 4: as small as gzip's best at a fraction of the CPU (quality 11, zlib's default,
 * costs tens of milliseconds per answer); images are already compressed and pass through untouched.
 */
export default fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compress' },
);
