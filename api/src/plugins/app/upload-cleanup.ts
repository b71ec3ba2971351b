import fp from 'fastify-plugin';
import { imageFileKeys } from '../../lib/images/image-files';

export const UPLOAD_CLEANUP_JOB = 'upload-cleanup';
/** An upload attached to no listing or destination for this long is deleted. */
export const UNATTACHED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
const BATCH = 100;

/**
 * Deletes uploads nobody uses: complete ones attached to nothing after a day (a form abandoned after
 * its photos were uploaded, a photo removed from a listing) and incomplete ones after an hour (a
 * crash between the row and the files). Each batch is first withdrawn in the database (nothing can
 * attach it any more), then its files are removed, then its rows: a crash at any point leaves
 * incomplete rows that the next run finishes.
 */
export default fp(
  async (app) => {
    app.jobs.register({
      name: UPLOAD_CLEANUP_JOB,
      everyMs: 30 * 60 * 1000,
      run: async ({ now, log }) => {
        let removed = 0;
        for (;;) {
          const claimed = await app.knex.transaction((trx) =>
            app.uploadsRepository.claimExpired(now, UNATTACHED_UPLOAD_TTL_MS, BATCH, trx),
          );
          if (claimed.length === 0) break;
          await app.imageStorage.remove(
            claimed.flatMap((image) => imageFileKeys(image.key, image.variantWidths)),
          );
          await app.uploadsRepository.deleteRows(claimed.map((image) => image.key));
          removed += claimed.length;
          if (claimed.length < BATCH) break;
        }
        if (removed > 0) log.info({ removed }, 'unused uploads deleted');
      },
    });
  },
  { name: 'upload-cleanup', dependencies: ['jobs', 'uploads-repository', 'image-storage'] },
);
