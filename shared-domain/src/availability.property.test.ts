// Property tests: the availability rules against a brute-force, night-by-night oracle.
import fc from 'fast-check';
import {
  availabilityFor,
  earliestFreeDate,
  freeRangeContaining,
  freeRanges,
  isRangeBookable,
  rangeIncludesBookedDay,
  rangesOverlap,
} from './availability';
import { addDays, nightsBetween, nightsOf } from './dates';
import type { BookingStatus, DateRange } from './types';

const ORIGIN = '2026-06-01';
const day = (offset: number) => addDays(ORIGIN, offset);

interface Scenario {
  window: { availableFrom: string; availableTo: string };
  booked: DateRange[];
}

/** A window of up to 60 nights and non-overlapping approved bookings, some sticking out of it. */
const scenario: fc.Arbitrary<Scenario> = fc
  .record({
    from: fc.integer({ min: 0, max: 40 }),
    length: fc.integer({ min: 0, max: 60 }),
    cuts: fc.uniqueArray(fc.integer({ min: -10, max: 110 }), { maxLength: 16 }),
    keep: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
  })
  .map(({ from, length, cuts, keep }) => {
    // Sorted cut points paired up give disjoint (possibly touching) ranges.
    const points = [...cuts].sort((a, b) => a - b);
    const booked: DateRange[] = [];
    for (let index = 0; index + 1 < points.length; index += 2) {
      if (keep[index / 2] !== false)
        booked.push({ start: day(points[index]!), end: day(points[index + 1]!) });
    }
    return { window: { availableFrom: day(from), availableTo: day(from + length) }, booked };
  });

const request: fc.Arbitrary<DateRange> = fc
  .tuple(fc.integer({ min: -5, max: 110 }), fc.integer({ min: 0, max: 30 }))
  .map(([start, nights]) => ({ start: day(start), end: day(start + nights) }));

const bookedNights = (booked: DateRange[]) => new Set(booked.flatMap(nightsOf));
const windowNights = (window: Scenario['window']) =>
  nightsOf({ start: window.availableFrom, end: window.availableTo });

describe('availability properties', () => {
  it('a request is bookable exactly when every night is in the window and none is booked', () => {
    fc.assert(
      fc.property(scenario, request, ({ window, booked }, stay) => {
        const taken = bookedNights(booked);
        const inWindow = new Set(windowNights(window));
        const nights = nightsOf(stay);
        const oracle = nights.length > 0 && nights.every((night) => inWindow.has(night) && !taken.has(night));
        expect(isRangeBookable(stay, window, booked)).toBe(oracle);
        // Same answer through the free ranges the booking form shows.
        expect(freeRangeContaining(stay, freeRanges(window, booked)) !== null).toBe(oracle);
      }),
      { numRuns: 500 },
    );
  });

  it('a range includes a booked day exactly when it overlaps an approved booking night by night', () => {
    fc.assert(
      fc.property(scenario, request, ({ booked }, stay) => {
        const taken = bookedNights(booked);
        expect(rangeIncludesBookedDay(stay, booked)).toBe(nightsOf(stay).some((night) => taken.has(night)));
      }),
      { numRuns: 500 },
    );
  });

  it('rangesOverlap agrees with "shares a night" for non-empty ranges', () => {
    fc.assert(
      fc.property(request, request, (a, b) => {
        fc.pre(nightsBetween(a.start, a.end) > 0 && nightsBetween(b.start, b.end) > 0);
        const nightsOfA = new Set(nightsOf(a));
        expect(rangesOverlap(a, b)).toBe(nightsOf(b).some((night) => nightsOfA.has(night)));
      }),
      { numRuns: 500 },
    );
  });

  it('free ranges avoid bookings, last at least a night, and with the bookings cover the window', () => {
    fc.assert(
      fc.property(scenario, ({ window, booked }) => {
        const free = freeRanges(window, booked);
        const taken = bookedNights(booked);
        const freeNights = free.flatMap(nightsOf);
        for (const range of free) {
          expect(nightsBetween(range.start, range.end)).toBeGreaterThanOrEqual(1);
          for (const blocked of booked) expect(rangesOverlap(range, blocked)).toBe(false);
        }
        // No night listed twice, and in date order.
        expect(new Set(freeNights).size).toBe(freeNights.length);
        expect([...freeNights].sort()).toEqual(freeNights);
        // Every window night is either free or booked, and free nights are window nights.
        const expectedFree = windowNights(window).filter((night) => !taken.has(night));
        expect(freeNights).toEqual(expectedFree);
        // Gaps are maximal: two free ranges never touch.
        for (let index = 1; index < free.length; index += 1) {
          expect(nightsBetween(free[index - 1]!.end, free[index]!.start)).toBeGreaterThan(0);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('only approved bookings block: adding non-approved bookings changes nothing', () => {
    const status = fc.constantFrom<BookingStatus>('pending', 'rejected', 'cancelled');
    fc.assert(
      fc.property(
        scenario,
        fc.array(fc.tuple(request, status), { maxLength: 6 }),
        ({ window, booked }, others) => {
          const approved = booked.map((range) => ({
            startDate: range.start,
            endDate: range.end,
            status: 'approved' as const,
          }));
          const noise = others.map(([range, s]) => ({
            startDate: range.start,
            endDate: range.end,
            status: s,
          }));
          expect(availabilityFor(window, [...approved, ...noise])).toEqual(availabilityFor(window, approved));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('the earliest free date is the first window night from today that is not booked', () => {
    fc.assert(
      fc.property(scenario, fc.integer({ min: -5, max: 110 }), ({ window, booked }, todayOffset) => {
        const today = day(todayOffset);
        const taken = bookedNights(booked);
        const oracle = windowNights(window).find((night) => night >= today && !taken.has(night)) ?? null;
        expect(earliestFreeDate(freeRanges(window, booked), today)).toBe(oracle);
      }),
      { numRuns: 500 },
    );
  });
});
