import fp from 'fastify-plugin';
import { backfillImages } from '../../lib/images/backfill-images';

export const IMAGE_BACKFILL_JOB = 'image-backfill';

/**
 * Images stored before responsive variants get them in the background, a slice per run, so a
 * deployment heals itself after the migration; `npm run backfill-images -w api` does all at once.
 * When nothing is left, a run is one index lookup.
 */
export default fp(
  async (app) => {
    app.jobs.register({
      name: IMAGE_BACKFILL_JOB,
      everyMs: 60 * 60 * 1000,
      run: async ({ log }) => {
        const report = await backfillImages({
          knex: app.knex,
          storage: app.imageStorage,
          uploads: app.uploadsRepository,
          limit: 200,
        });
        if (report.rendered + report.missing.length + report.unreadable.length > 0) {
          log.info(
            { rendered: report.rendered, missing: report.missing, unreadable: report.unreadable },
            'image variants backfilled',
          );
        }
      },
    });
  },
  { name: 'image-backfill', dependencies: ['jobs', 'uploads-repository', 'image-storage'] },
);
