// Wire types of the host's calendar (PRODUCT 22–23, issue 12): what GET /api/listings/:id/calendar
// and the calendar-sync routes answer (api/src/routes/calendars/README.md is the contract). Ranges are
// half-open like stays: `endDate` is the check-out day.
import type { IsoDate, IsoDateTime } from './types';

/** An approved stay or a pending (not expired) request, as the host's calendar shows it. */
export interface CalendarStay {
  bookingId: string;
  renterName: string | null;
  startDate: IsoDate;
  endDate: IsoDate;
}

/** Nights the host closed (`host`, maybe with a private note) or another platform's calendar took. */
export interface CalendarBlock {
  id: string;
  startDate: IsoDate;
  endDate: IsoDate;
  note: string | null;
  source: 'host' | 'import';
  calendarId: string | null;
  calendarName: string | null;
}

/** What `POST /api/listings/:id/blocks` answers: the block, and the pending requests it declined (issue 22). */
export interface CreatedBlock extends CalendarBlock {
  declinedRequests: CalendarStay[];
}

/** An imported event over an approved stay: shown to the host, never taking nights. */
export interface CalendarConflict {
  id: string;
  startDate: IsoDate;
  endDate: IsoDate;
  calendarId: string;
  calendarName: string;
  summary: string | null;
}

export interface HostCalendar {
  listing: { id: string; title: string; availableFrom: IsoDate; availableTo: IsoDate; isActive: boolean };
  stays: CalendarStay[];
  requests: CalendarStay[];
  blocks: CalendarBlock[];
  conflicts: CalendarConflict[];
}

/** A calendar of another platform imported into a listing. */
export interface ExternalCalendar {
  id: string;
  name: string;
  url: string;
  /** The last successful sync (kept when a later one fails). */
  lastSyncedAt: IsoDateTime | null;
  lastAttemptAt: IsoDateTime | null;
  /** Why the last attempt failed, in words; null when it succeeded (or none was made). */
  lastError: string | null;
  /** Events of the last successful import (blocks and conflicts). */
  eventCount: number;
}

export interface CalendarSync {
  /** The listing's secret feed (absolute URL); regenerating it revokes the previous one. */
  exportUrl: string;
  calendars: ExternalCalendar[];
}
