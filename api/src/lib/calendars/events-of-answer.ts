import { isIsoDate } from '@shoreline/shared-domain/dates';
import type { CodedMessage } from '@shoreline/shared-domain/errorCodes';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { CalendarSyncError } from './fetch-calendar';
import {
  MAX_IMPORTED_EVENTS,
  MAX_SUMMARY_LENGTH,
  type ImportedEvent,
  type ReadFailureReason,
} from './imported-event';

/** What the host reads for each refusal of the worker. */
const FAILURES = new Map<ReadFailureReason, CodedMessage>([
  ['not-icalendar', MESSAGES.calendarSyncNotICalendar],
  ['too-many-events', MESSAGES.calendarSyncTooManyEvents],
  ['reserved-uid', MESSAGES.calendarSyncReservedUid],
  ['too-complex', MESSAGES.calendarSyncTooComplex],
  ['polluted', MESSAGES.calendarSyncUnreadable],
  ['unreadable', MESSAGES.calendarSyncUnreadable],
]);

const unreadable = () => new CalendarSyncError(MESSAGES.calendarSyncUnreadable);

/**
 * A plain object (structured clone makes every copied object one; jest's sandbox is another realm,
 * hence "a prototype whose own prototype is null" rather than `Object.prototype`), its fields read
 * own only.
 */
function ownFields(value: unknown): Map<string, unknown> | null {
  if (typeof value !== 'object' || value === null) return null;
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== null && Object.getPrototypeOf(prototype) !== null) return null;
  return new Map(Object.entries(value));
}

function checkedEvent(value: unknown): ImportedEvent {
  const fields = ownFields(value);
  const startDate = fields?.get('startDate');
  const endDate = fields?.get('endDate');
  const summary = fields?.get('summary');
  if (!isIsoDate(startDate) || !isIsoDate(endDate) || !(startDate < endDate)) throw unreadable();
  if (summary !== null && (typeof summary !== 'string' || summary.length > MAX_SUMMARY_LENGTH))
    throw unreadable();
  return { startDate, endDate, summary };
}

/**
 * The events of a parse worker's answer, checked as untrusted input (shape, real dates in order,
 * lengths, count) and copied onto fresh objects; a refusal becomes the host's CalendarSyncError.
 */
export function eventsOfAnswer(answer: unknown): ImportedEvent[] {
  const fields = ownFields(answer);
  if (!fields) throw unreadable();
  if (fields.has('failure')) {
    const failure = fields.get('failure');
    throw new CalendarSyncError(
      (typeof failure === 'string' && FAILURES.get(failure as ReadFailureReason)) ||
        MESSAGES.calendarSyncUnreadable,
    );
  }
  const events = fields.get('events');
  if (!Array.isArray(events) || events.length > MAX_IMPORTED_EVENTS) throw unreadable();
  return events
    .map(checkedEvent)
    .sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0));
}
