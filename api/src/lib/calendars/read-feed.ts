import { addDays } from '@shoreline/shared-domain/dates';
import type { ErrorCode } from '@shoreline/shared-domain/errorCodes';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { FastifyInstance } from 'fastify';
import { CalendarSyncError, fetchCalendar, type FetchCalendarOptions } from './fetch-calendar';
import { MAX_WINDOW_DAYS, type ImportedEvent, type ImportWindow } from './imported-event';
import { parseCalendar } from './parse-calendar';

/** A feed's events, or why it cannot be imported, in the words the host reads (`lastError`). */
export type FeedRead = { ok: true; events: ImportedEvent[] } | { ok: false; error: string; code: ErrorCode };

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
 * Fetches `url` (SSRF guard, size, time and redirect limits in `options`) and parses it in a worker.
 * Never throws for a bad feed: a failure is answered as its message (an unexpected one is logged and
 * said as "could not be reached"). Outside any transaction: a fetch may take 10 s.
 */
export async function readFeed(
  app: FastifyInstance,
  url: string,
  listingId: string,
  today: string,
  options: FetchCalendarOptions,
): Promise<FeedRead> {
  try {
    const text = await fetchCalendar(url, options);
    return { ok: true, events: await parseCalendar(text, await importWindow(app, listingId, today)) };
  } catch (error) {
    if (error instanceof CalendarSyncError) return { ok: false, error: error.message, code: error.code };
    app.log.error({ err: error, listingId }, 'calendar sync failed');
    return { ok: false, error: MESSAGES.calendarSyncUnreachable, code: 'CALENDAR_SYNC_UNREACHABLE' };
  }
}
