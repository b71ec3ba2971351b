// The listing page's availability (issue 10): only what is left from today on. Past stays are not
// read at all (the API asks for taken ranges ending after today), so the free ranges cannot depend
// on how many there were, and no past gap is offered.
import { availabilityFor, freeRanges, type AvailabilityWindow } from './availability';
import { laterDate } from './dates';
import type { Availability, DateRange, IsoDate } from './types';

/** Availability of the window from `today` on, given the taken ranges (stays and blocks) not yet over. */
export function availabilityFromToday(
  window: AvailabilityWindow,
  taken: readonly { startDate: IsoDate; endDate: IsoDate }[],
  today: IsoDate,
): Availability {
  const whole = availabilityFor(
    window,
    taken.map((range) => ({ ...range, status: 'approved' as const })),
  );
  const booked: DateRange[] = whole.booked;
  return {
    ...whole,
    free: freeRanges(
      { availableFrom: laterDate(window.availableFrom, today), availableTo: window.availableTo },
      booked,
    ),
  };
}
