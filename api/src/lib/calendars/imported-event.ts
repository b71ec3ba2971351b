import type { IsoDate } from '@shoreline/shared-domain/types';

// What the parse worker and the server exchange (issue 20). Plain data only: the worker's answer is
// copied between realms (structured clone) and checked again on the server's side.

/** An imported event as nights: `[startDate, endDate)`, like a stay. */
export interface ImportedEvent {
  startDate: IsoDate;
  endDate: IsoDate;
  summary: string | null;
}

/**
 * The nights a sync imports repeating events into: from `today` (an instance ending after it) to
 * `end` (an instance starting before it: the listing's availability end, at most two years ahead).
 * Single events are imported whatever their dates, as before.
 */
export interface ImportWindow {
  today: IsoDate;
  end: IsoDate;
}

/** More events than any real listing calendar has: a feed past this is refused, not half-imported. */
export const MAX_IMPORTED_EVENTS = 5000;
/** Instances of one repeating event within the window; more (only sub-daily rules have) are dropped. */
export const MAX_INSTANCES_PER_EVENT = 1000;
/** How far ahead repeating events are expanded, whatever the listing's availability. */
export const MAX_WINDOW_DAYS = 731;
/** A summary is shown to the host beside the imported nights; longer ones are cut. */
export const MAX_SUMMARY_LENGTH = 200;

/** Why a feed is refused, as the worker names it (the server maps it to the host's words). */
export type ReadFailureReason =
  'not-icalendar' | 'too-many-events' | 'reserved-uid' | 'too-complex' | 'polluted' | 'unreadable';

export class ReadFailure extends Error {
  constructor(readonly reason: ReadFailureReason) {
    super(reason);
    this.name = 'ReadFailure';
  }
}

/** `workerData` of a parse worker. */
export interface WorkerInput {
  text: string;
  window: ImportWindow;
}

/** The worker's messages: `{ started: true }` once loaded, then its one answer. */
export type WorkerAnswer = { events: ImportedEvent[] } | { failure: ReadFailureReason };
