import fp from 'fastify-plugin';

/** How often the expiry job runs; reads apply the rule themselves in between (PRODUCT 24). */
export const EXPIRE_BOOKING_REQUESTS_EVERY_MS = 5 * 60 * 1000;
export const EXPIRE_BOOKING_REQUESTS_JOB = 'expire-booking-requests';

/**
 * Stores `expired` on every pending request past its expiry (72 hours after it was made, or the end
 * of its check-in day), in one statement, on one replica at a time (the jobs' advisory lock), and
 * tells the renter and the host. Reads
 * and answers never wait for it: they apply the same rule at the app's clock.
 */
export default fp(
  async (app) => {
    app.jobs.register({
      name: EXPIRE_BOOKING_REQUESTS_JOB,
      everyMs: EXPIRE_BOOKING_REQUESTS_EVERY_MS,
      run: async ({ now, log }) => {
        // The renter and the host hear of it in the same transaction (PRODUCT.md 25).
        const expired = await app.knex.transaction(async (trx) => {
          const ids = await app.bookingsRepository.expireOverdue(now, trx);
          await app.notify.booking(trx, 'expired', ids);
          return ids;
        });
        if (expired.length > 0) log.info({ count: expired.length }, 'booking requests expired');
      },
    });
  },
  { name: 'expire-booking-requests', dependencies: ['jobs', 'bookings-repository', 'notify'] },
);
