// The search form's own checks (issue 22 item 6): what the API would refuse, or silently read as
// "any dates", is said in the form instead.
import { MAX_SEARCH_LOCATION_LENGTH } from './constants';
import { isDateAfter, isIsoDate } from './dates';
import { MESSAGES } from './messages';
import { fail, succeed, type Result } from './result';
import type { IsoDate } from './types';

/** "Where": at most MAX_SEARCH_LOCATION_LENGTH characters (the API's limit; longer is a 400). */
export function checkSearchLocation(location: string): Result<string> {
  const text = location.trim();
  return text.length > MAX_SEARCH_LOCATION_LENGTH
    ? fail(MESSAGES.searchLocationTooLong, 'location')
    : succeed(text);
}

/** A check-in needs a check-out after it; no dates at all is "any dates". */
export function checkSearchDates(dates: {
  start: IsoDate | null;
  end: IsoDate | null;
}): Result<{ checkin: IsoDate; checkout: IsoDate } | null> {
  if (dates.start === null && dates.end === null) return succeed(null);
  if (dates.start === null || dates.end === null) return fail(MESSAGES.searchCheckoutMissing, 'checkout');
  if (!isDateAfter(dates.end, dates.start)) return fail(MESSAGES.checkOutBeforeCheckIn, 'checkout');
  return succeed({ checkin: dates.start, checkout: dates.end });
}

/**
 * Dates a search URL carries as typed (valid calendar dates only), and why they were read as "any
 * dates" when they were (a check-in without a check-out, or a check-out not after the check-in), so
 * the form keeps them and says so.
 */
export function typedSearchDates(params: { get(name: string): string | null }): {
  start: IsoDate | null;
  end: IsoDate | null;
  notice: string | null;
} {
  const checkin = params.get('checkin');
  const checkout = params.get('checkout');
  const start = isIsoDate(checkin) ? checkin : null;
  const end = isIsoDate(checkout) ? checkout : null;
  let notice: string | null = null;
  if (start !== null && end === null) notice = MESSAGES.searchCheckoutMissingShown;
  else if (start !== null && end !== null && !isDateAfter(end, start))
    notice = MESSAGES.searchDatesReversedShown;
  return { start, end, notice };
}
