import { addDays, earliestTodayOnEarth } from '@shoreline/shared-domain/dates';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { StoredCalendar } from '../../plugins/app/repositories/external-calendars';
import { CalendarSyncError, fetchCalendar, type FetchCalendarOptions } from './fetch-calendar';
import { isPublicAddress } from './is-public-address';
import { MAX_WINDOW_DAYS, type ImportWindow } from './imported-event';
import { parseCalendar } from './parse-calendar';
import { planImport } from './plan-import';

/** A feed larger than this is refused: a year of a busy listing's events is a few tens of KB. */
export const MAX_CALENDAR_BYTES = 2 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 10_000;
const MAX_REDIRECTS = 3;

/** How the import fetches, from the app's configuration (private addresses: see AppConfig). */
export function calendarFetchOptions(config: AppConfig): FetchCalendarOptions {
  const allowPrivate = config.calendarFetchAllowPrivate ?? config.nodeEnv !== 'production';
  const allowed = new Set(config.calendarFetchAllowedAddresses ?? []);
  return {
    allowAddress: (address) => allowPrivate || allowed.has(address) || isPublicAddress(address),
    allowHttp: config.nodeEnv !== 'production',
    timeoutMs: FETCH_TIMEOUT_MS,
    maxBytes: MAX_CALENDAR_BYTES,
    maxRedirects: MAX_REDIRECTS,
  };
}

/**
 * Where repeating events are expanded: from today to the listing's availability end (the last
 * check-out day), at most MAX_WINDOW_DAYS ahead.
 */
async function importWindow(app: FastifyInstance, listingId: string, today: string): Promise<ImportWindow> {
  const listing = await app.listingsRepository.findById(listingId);
  const cap = addDays(today, MAX_WINDOW_DAYS);
  return { today, end: listing && listing.availableTo < cap ? listing.availableTo : cap };
}

/**
 * Fetches one external calendar and replaces its previous import in one transaction (the listing row
 * locked like approvals and blocks lock it); the host hears of each new conflict in that transaction.
 * A failure keeps the previous import and records why. Resolves with the calendar as stored after.
 */
export async function syncCalendar(
  app: FastifyInstance,
  calendar: StoredCalendar,
  now: Date,
): Promise<StoredCalendar | null> {
  const repository = app.externalCalendarsRepository;
  const today = earliestTodayOnEarth(now);
  let events;
  try {
    const text = await fetchCalendar(calendar.url, calendarFetchOptions(app.config));
    events = await parseCalendar(text, await importWindow(app, calendar.listingId, today));
  } catch (error) {
    if (!(error instanceof CalendarSyncError))
      app.log.error({ err: error, calendarId: calendar.id }, 'calendar sync failed');
    const message = error instanceof CalendarSyncError ? error.message : MESSAGES.calendarSyncUnreachable;
    await repository.recordFailure(calendar.id, message, now);
    return repository.find(calendar.listingId, calendar.id);
  }
  await app.knex.transaction(async (trx) => {
    const owner = await app.listingsRepository.findOwnerForUpdate(calendar.listingId, trx);
    // Removed meanwhile (the calendar, or the listing): nothing to import into.
    if (!owner || owner.deleted || !(await repository.find(calendar.listingId, calendar.id, trx))) return;
    const taken = await app.calendarBlocksRepository.takenExceptCalendar(
      calendar.listingId,
      calendar.id,
      today,
      trx,
    );
    const plan = planImport(events, taken, today);
    const known = await repository.conflictRanges(calendar.id, trx);
    await repository.replaceImport(calendar, plan, now, trx);
    const fresh = plan.conflicts.filter(
      (conflict) => !known.some((k) => k.start === conflict.startDate && k.end === conflict.endDate),
    );
    if (fresh.length === 0) return;
    const listing = await app.listingsRepository.findById(calendar.listingId, trx);
    for (const conflict of fresh) {
      await app.notify.calendarConflict(trx, owner.hostId, {
        listingId: calendar.listingId,
        listingTitle: listing?.title ?? '',
        startDate: conflict.startDate,
        endDate: conflict.endDate,
        calendarName: calendar.name,
      });
    }
  });
  return repository.find(calendar.listingId, calendar.id);
}
