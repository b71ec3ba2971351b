import fp from 'fastify-plugin';
import { syncCalendar } from '../../lib/calendars/sync-calendar';

/** How often the job looks for calendars to sync, and how old a sync must be to be redone. */
export const SYNC_CALENDARS_EVERY_MS = 5 * 60 * 1000;
export const CALENDAR_SYNC_INTERVAL_MS = 30 * 60 * 1000;
export const SYNC_CALENDARS_JOB = 'sync-calendars';
/** Calendars per run: a run stays short; the rest are due on the next one. */
const CALENDARS_PER_RUN = 50;

/**
 * Imports every external calendar not attempted in the last 30 minutes (issue 12), failed ones
 * included, on one replica at a time (the jobs' advisory lock); "Sync now" does the same for one.
 */
export default fp(
  async (app) => {
    app.jobs.register({
      name: SYNC_CALENDARS_JOB,
      everyMs: SYNC_CALENDARS_EVERY_MS,
      run: async ({ now, log }) => {
        const due = await app.externalCalendarsRepository.listDue(
          new Date(now.getTime() - CALENDAR_SYNC_INTERVAL_MS),
          CALENDARS_PER_RUN,
        );
        let failed = 0;
        for (const calendar of due) {
          const synced = await syncCalendar(app, calendar, now);
          if (synced?.lastError) failed += 1;
        }
        if (due.length > 0) log.info({ count: due.length, failed }, 'calendars synced');
      },
    });
  },
  {
    name: 'sync-calendars',
    dependencies: [
      'jobs',
      'external-calendars-repository',
      'calendar-blocks-repository',
      'listings-repository',
      'notify',
    ],
  },
);
