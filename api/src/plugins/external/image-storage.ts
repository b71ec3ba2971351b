import fp from 'fastify-plugin';
import { createImageStorage } from '../../lib/images/create-image-storage';
import type { ImageStorage } from '../../lib/images/image-storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded and seeded images are stored (local folder or S3 bucket); see lib/images. */
    imageStorage: ImageStorage;
  }
}

export default fp(
  async (app) => {
    app.decorate('imageStorage', createImageStorage(app.config));
  },
  { name: 'image-storage' },
);
