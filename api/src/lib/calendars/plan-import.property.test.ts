import { addDays } from '@shoreline/shared-domain/dates';
import fc from 'fast-check';
import type { ImportedEvent } from './imported-event';
import { planImport } from './plan-import';
import { referencePlan } from '../../test/reference-plan-import';

// Dates in a short span, so events, stays and blocks overlap often; zero-night ranges included.
const day = fc.integer({ min: 0, max: 60 }).map((offset) => addDays('2030-06-01', offset));
const range = fc
  .tuple(day, fc.integer({ min: 0, max: 12 }))
  .map(([start, nights]) => ({ start, end: addDays(start, nights) }));
const event = fc
  .tuple(range, fc.constantFrom(null, 'Reserved', 'Blocked'))
  .map(([{ start, end }, summary]) => ({ startDate: start, endDate: end, summary }));

const byStart = (a: ImportedEvent, b: ImportedEvent) =>
  a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0;

describe('planImport (property)', () => {
  it('plans exactly what the quadratic planner planned, for events in date order as parsed', () => {
    fc.assert(
      fc.property(
        fc.array(event, { maxLength: 40 }),
        fc.array(range, { maxLength: 8 }),
        fc.array(range, { maxLength: 8 }),
        day,
        (events, stays, blocks, today) => {
          const sorted = [...events].sort(byStart);
          expect(planImport(sorted, { stays, blocks }, today)).toEqual(
            referencePlan(sorted, { stays, blocks }, today),
          );
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('takes events in date order whatever order they come in', () => {
    fc.assert(
      fc.property(
        fc.array(event, { maxLength: 30 }),
        fc.array(range, { maxLength: 6 }),
        day,
        (events, blocks, today) => {
          const sorted = [...events].sort(byStart);
          expect(planImport(events, { stays: [], blocks }, today)).toEqual(
            referencePlan(sorted, { stays: [], blocks }, today),
          );
        },
      ),
      { numRuns: 500 },
    );
  });

  it('plans 5,000 events in well under a second (the reference took ~15 s)', () => {
    // One-night stays every other night, one in three running into the next (issue 20's feed).
    const events = Array.from({ length: 5000 }, (_, index) => ({
      startDate: addDays('2030-01-01', index * 2),
      endDate: addDays('2030-01-01', index * 2 + (index % 3 === 0 ? 3 : 1)),
      summary: 'Reserved',
    }));
    const blocks = Array.from({ length: 500 }, (_, index) => ({
      start: addDays('2030-01-01', index * 20 + 1),
      end: addDays('2030-01-01', index * 20 + 2),
    }));
    const started = performance.now();
    const plan = planImport(events, { stays: [], blocks }, '2030-01-01');
    expect(performance.now() - started).toBeLessThan(1000);
    expect(plan.eventCount).toBe(5000);
  });
});
