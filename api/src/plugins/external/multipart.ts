import multipart from '@fastify/multipart';
import { MAX_IMAGE_BYTES, MAX_IMAGES } from '@shoreline/shared-domain/constants';
import fp from 'fastify-plugin';

/** Limits of PRODUCT.md 6 enforced while streaming, before a byte is written to disk. */
export default fp(
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_IMAGES, fields: 10, parts: MAX_IMAGES + 10 },
    });
  },
  { name: 'multipart' },
);
