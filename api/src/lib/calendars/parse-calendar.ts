import { MESSAGES } from '@shoreline/shared-domain/messages';
import { eventsOfAnswer } from './events-of-answer';
import { CalendarSyncError } from './fetch-calendar';
import type { ImportedEvent, ImportWindow } from './imported-event';
import { runParseWorker } from './run-parse-worker';

export { MAX_IMPORTED_EVENTS, type ImportedEvent, type ImportWindow } from './imported-event';

/**
 * The events of an untrusted iCalendar text as nights, in date order (readCalendarEvents says which),
 * read in a worker thread of its own (runParseWorker: time and memory limits, prototype pollution
 * kept out of this realm) and checked again here. Every refusal is a CalendarSyncError.
 */
export async function parseCalendar(text: string, window: ImportWindow): Promise<ImportedEvent[]> {
  // Not worth a worker: an HTML sign-in page or a JSON error instead of a calendar.
  if (!/^\s*BEGIN:VCALENDAR/i.test(text)) throw new CalendarSyncError(MESSAGES.calendarSyncNotICalendar);
  return eventsOfAnswer(await runParseWorker({ text, window }));
}
