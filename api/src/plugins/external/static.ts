import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import fs from 'node:fs/promises';

/**
 * The local image folder, served at /uploads/{folder}/{file} (outside the /api prefix). With S3 the
 * bucket (or its CDN) serves the images and this API serves none.
 */
export default fp(
  async (app) => {
    if (app.config.s3) return;
    await fs.mkdir(app.config.uploadDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: app.config.uploadDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      list: false,
      // Temporary files of a write in progress are dot files: never served.
      dotfiles: 'deny',
      immutable: true,
      maxAge: '7d',
    });
  },
  { name: 'static' },
);
