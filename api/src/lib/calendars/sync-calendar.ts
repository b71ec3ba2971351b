import { earliestTodayOnEarth } from '@shoreline/shared-domain/dates';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { StoredCalendar } from '../../plugins/app/repositories/external-calendars';
import type { FetchCalendarOptions } from './fetch-calendar';
import { importEvents } from './import-events';
import { isPublicAddress } from './is-public-address';
import { readFeed } from './read-feed';

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
 * Fetches one external calendar and replaces its previous import in one transaction (`importEvents`).
 * A failure keeps the previous import and records why. Resolves with the calendar as stored after.
 */
export async function syncCalendar(
  app: FastifyInstance,
  calendar: StoredCalendar,
  now: Date,
): Promise<StoredCalendar | null> {
  const repository = app.externalCalendarsRepository;
  const today = earliestTodayOnEarth(now);
  const read = await readFeed(app, calendar.url, calendar.listingId, today, calendarFetchOptions(app.config));
  if (!read.ok) {
    await repository.recordFailure(calendar.id, read.error, now);
    return repository.find(calendar.listingId, calendar.id);
  }
  await app.knex.transaction((trx) => importEvents(app, calendar, read.events, now, today, trx));
  return repository.find(calendar.listingId, calendar.id);
}
