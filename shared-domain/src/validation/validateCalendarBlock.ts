import { isDateBefore } from '../dates';
import { MESSAGES } from '../messages';
import { fail, succeed, type Result } from '../result';
import type { IsoDate } from '../types';
import { optionalText, requireIsoDate } from './fields';

export const MAX_BLOCK_NOTE_LENGTH = 500;

export interface CalendarBlockInput {
  startDate?: unknown;
  endDate?: unknown;
  note?: unknown;
}

export interface CalendarBlockValue {
  startDate: IsoDate;
  endDate: IsoDate;
  note: string | null;
}

/**
 * Nights a host may block (PRODUCT 22): a non-empty half-open range (`endDate` is the day after the
 * last blocked night) inside the listing window, from `today` on. Overlaps with stays and other
 * blocks are Postgres' to refuse (409), not this rule's.
 */
export function validateCalendarBlock(
  input: CalendarBlockInput,
  window: { availableFrom: IsoDate; availableTo: IsoDate },
  today: IsoDate,
): Result<CalendarBlockValue> {
  const startDate = requireIsoDate(input.startDate, 'startDate', MESSAGES.blockStartRequired);
  if (!startDate.ok) return startDate;
  const endDate = requireIsoDate(input.endDate, 'endDate', MESSAGES.blockEndRequired);
  if (!endDate.ok) return endDate;
  if (!isDateBefore(startDate.value, endDate.value)) return fail(MESSAGES.blockRangeInvalid, 'endDate');
  if (isDateBefore(startDate.value, today)) return fail(MESSAGES.blockInPast, 'startDate');
  if (
    isDateBefore(startDate.value, window.availableFrom) ||
    isDateBefore(window.availableTo, endDate.value)
  ) {
    return fail(MESSAGES.blockOutsideWindow, 'startDate');
  }
  const note = optionalText(input.note, 'note', MAX_BLOCK_NOTE_LENGTH, MESSAGES.blockNoteTooLong);
  if (!note.ok) return note;
  return succeed({ startDate: startDate.value, endDate: endDate.value, note: note.value });
}
