import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import fs from 'node:fs/promises';

/** Uploaded and seeded images, served at /uploads/{folder}/{file} (outside the /api prefix). */
export default fp(
  async (app) => {
    await fs.mkdir(app.config.uploadDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: app.config.uploadDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      immutable: true,
      maxAge: '7d',
    });
  },
  { name: 'static' },
);
