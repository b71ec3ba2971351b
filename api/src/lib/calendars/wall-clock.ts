import { formatIsoDate } from '@shoreline/shared-domain/dates';
import type { IsoDate } from '@shoreline/shared-domain/types';

/** A date as node-ical gives it: `tz` is the zone it was written in, `dateOnly` marks VALUE=DATE. */
export type IcalDate = Date & { tz?: string; dateOnly?: boolean };

// A "wall clock" is a date and time as someone in the event's zone reads it, held as the milliseconds
// of that same date and time in UTC: its calendar date is then `isoDateOfWall`, and adding a duration
// to it is plain arithmetic.

/** Date.UTC without its reading of years 0 to 99 as 1900 to 1999. */
function utc(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  const date = new Date(Date.UTC(2000, 0, 1, hour, minute, second));
  date.setUTCFullYear(year, month, day);
  return date.getTime();
}

const formats = new Map<string, Intl.DateTimeFormat | null>();

function formatIn(zone: string): Intl.DateTimeFormat | null {
  let format = formats.get(zone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      format = null; // not a zone Intl knows
    }
    formats.set(zone, format);
  }
  return format;
}

const OFFSET_ZONE = /^(?:UTC|GMT)?\s*([+-])(\d{1,2})(?::?(\d{2}))?$/;

/** The wall clock at `instant` in `zone` (an IANA name or a `+hh:mm` offset), or null for no zone. */
export function wallClockAt(instant: number, zone: string | undefined): number | null {
  if (!zone) return null;
  const format = formatIn(zone);
  if (format) {
    const parts = new Map(format.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
    const at = (type: Intl.DateTimeFormatPartTypes) => parts.get(type) ?? 0;
    return utc(at('year'), at('month') - 1, at('day'), at('hour'), at('minute'), at('second'));
  }
  const offset = OFFSET_ZONE.exec(zone);
  if (!offset) return null;
  const minutes = Number(offset[2]) * 60 + Number(offset[3] ?? 0);
  return instant + (offset[1] === '-' ? -minutes : minutes) * 60_000;
}

/**
 * When the event happens for the people it concerns: an all-day date as written; a timed one in the
 * zone it was written in (TZID, or UTC for `Z` times: we know no listing time zone); a floating time
 * as written (node-ical reads those in the server's zone, so local time gives them back as written).
 */
export function wallClockOf(date: IcalDate): number | null {
  if (Number.isNaN(date.getTime())) return null;
  if (date.dateOnly) return utc(date.getFullYear(), date.getMonth(), date.getDate());
  const zoned = wallClockAt(date.getTime(), date.tz);
  if (zoned !== null) return zoned;
  return utc(
    date.getFullYear(),
    date.getMonth(),
    date.getDate(),
    date.getHours(),
    date.getMinutes(),
    date.getSeconds(),
  );
}

/** The calendar date of a wall clock, or null outside the years 1 to 9999. */
export function isoDateOfWall(wall: number): IsoDate | null {
  const date = new Date(wall);
  const year = date.getUTCFullYear();
  if (Number.isNaN(year) || year < 1 || year > 9999) return null;
  return formatIsoDate({ year, month: date.getUTCMonth() + 1, day: date.getUTCDate() });
}
