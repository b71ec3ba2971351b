import fp from 'fastify-plugin';
import { createImageStorage } from '../../lib/images/create-image-storage';
import { createImageQueue, type ImageQueue } from '../../lib/images/image-queue';
import type { ImageStorage } from '../../lib/images/image-storage';
import { createPixelBudget, type PixelBudget } from '../../lib/images/pixel-budget';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded and seeded images are stored (local folder or S3 bucket); see lib/images. */
    imageStorage: ImageStorage;
    /** This replica's image work, a few images at a time (`lib/images/image-queue.ts`). */
    imageQueue: ImageQueue;
    /** Decoded pixels per user and minute on this replica (`lib/images/pixel-budget.ts`). */
    pixelBudget: PixelBudget;
  }
}

/** Images: where they are stored, and how much decoding this replica takes on at once and per user. */
export default fp(
  async (app) => {
    app.decorate('imageStorage', createImageStorage(app.config));
    app.decorate('imageQueue', createImageQueue());
    app.decorate('pixelBudget', createPixelBudget());
  },
  { name: 'image-storage' },
);
