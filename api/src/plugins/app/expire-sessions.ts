import fp from 'fastify-plugin';

const HOUR_MS = 60 * 60 * 1000;

/** Deletes ended sessions every hour (they are refused anyway; this keeps the table small). */
export default fp(
  async (app) => {
    app.jobs.register({
      name: 'expire-sessions',
      everyMs: HOUR_MS,
      run: async ({ now, log }) => {
        const deleted = await app.sessionsRepository.deleteExpired(now);
        if (deleted > 0) log.info({ deleted }, 'expired sessions deleted');
      },
    });
  },
  { name: 'expire-sessions', dependencies: ['jobs', 'sessions-repository'] },
);
