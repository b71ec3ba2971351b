import { MESSAGES } from '@shoreline/shared-domain/messages';
import { calendarFixture, calendarFixtures, manyEventsFeed } from '../../test/calendar-server';
import { CalendarSyncError } from './fetch-calendar';
import type { ImportWindow } from './imported-event';
import { parseCalendar } from './parse-calendar';
import { readCalendarEvents } from './read-calendar-events';
import { runParseWorker } from './run-parse-worker';

// Parsing through the worker thread (issue 20, items 1 and 2): what a hostile feed can do stays in
// the worker, and a parse takes no time from this thread's event loop.
const WINDOW: ImportWindow = { today: '2030-03-01', end: '2030-12-31' };

/** What a polluted Object.prototype (or Object) would show in this realm. */
function prototypes() {
  const probe: Record<string, unknown> = {};
  return {
    objectPrototype: Reflect.ownKeys(Object.prototype),
    object: Reflect.ownKeys(Object),
    inherited: [
      probe.type,
      probe.uid,
      probe.summary,
      probe.TYPE,
      probe.EMAIL,
      probe.CALENDARFETCHALLOWPRIVATE,
    ],
    toString: Reflect.ownKeys(Object.prototype.toString),
  };
}
const clean = prototypes();

describe('parseCalendar', () => {
  it('reads a feed in the worker: the same nights as read on this thread', async () => {
    const text = calendarFixture('google-calendar.ics');
    expect(await parseCalendar(text, WINDOW)).toEqual(readCalendarEvents(text, WINDOW));
  });

  it.each(['<!doctype html><title>Sign in</title>', '', '{"events":[]}'])(
    'refuses %j as not iCalendar',
    async (text) => {
      await expect(parseCalendar(text, WINDOW)).rejects.toThrow(
        new CalendarSyncError(MESSAGES.calendarSyncNotICalendar),
      );
    },
  );

  it.each(calendarFixtures('hostile-uid-'))(
    'refuses %s (a UID node-ical would write onto a prototype)',
    async (name) => {
      await expect(parseCalendar(calendarFixture(name), WINDOW)).rejects.toThrow(
        new CalendarSyncError(MESSAGES.calendarSyncReservedUid),
      );
      expect(prototypes()).toEqual(clean);
    },
  );

  it('imports properties and parameters named like columns or built-ins harmlessly', async () => {
    expect(await parseCalendar(calendarFixture('hostile-column-properties.ics'), WINDOW)).toEqual([
      { startDate: '2030-06-01', endDate: '2030-06-04', summary: 'Columns' },
    ]);
    expect(await parseCalendar(calendarFixture('hostile-many-properties.ics'), WINDOW)).toEqual([
      { startDate: '2030-07-01', endDate: '2030-07-03', summary: 'Many properties' },
    ]);
    // node-ical loses the event whose property is named `constructor`; one named `__proto__` is an
    // ordinary property in the worker, whose objects have no `__proto__` accessor.
    expect(await parseCalendar(calendarFixture('hostile-constructor-property.ics'), WINDOW)).toEqual([]);
    expect(await parseCalendar(calendarFixture('hostile-proto-property.ics'), WINDOW)).toEqual([
      { startDate: '2030-08-01', endDate: '2030-08-03', summary: 'A property named __proto__' },
    ]);
    expect(prototypes()).toEqual(clean);
  });

  it('keeps the event loop free while a big feed is read', async () => {
    // Timed events in a zone: the slowest kind to read (node-ical's zones, then ours).
    const text = manyEventsFeed(2500)
      .replace(/DTSTART;VALUE=DATE:(\d{8})/g, 'DTSTART;TZID=Europe/Lisbon:$1T150000')
      .replace(/DTEND;VALUE=DATE:(\d{8})/g, 'DTEND;TZID=Europe/Lisbon:$1T110000');
    // How long this feed blocks a thread that reads it itself (benign: nothing to pollute), warm.
    let blocking = Infinity;
    for (let round = 0; round < 2; round += 1) {
      const started = performance.now();
      readCalendarEvents(text, WINDOW);
      blocking = Math.min(blocking, performance.now() - started);
    }

    let longestGap = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 5);
    try {
      expect(await parseCalendar(text, WINDOW)).toHaveLength(2500);
      // Up to the answer too: a parse on this thread would let no tick run before it.
      longestGap = Math.max(longestGap, performance.now() - last);
    } finally {
      clearInterval(ticker);
    }
    expect(longestGap).toBeLessThan(blocking / 2);
  });

  it('refuses more than 5,000 events', async () => {
    await expect(parseCalendar(manyEventsFeed(5001), WINDOW)).rejects.toThrow(
      new CalendarSyncError(MESSAGES.calendarSyncTooManyEvents),
    );
  });
});

describe('runParseWorker', () => {
  it('stops a parse past its time limit, and one past its memory limit', async () => {
    const input = { text: manyEventsFeed(4999), window: WINDOW };
    await expect(runParseWorker(input, { timeMs: 5, memoryMb: 64 })).rejects.toThrow(
      new CalendarSyncError(MESSAGES.calendarSyncTooComplex),
    );
    await expect(runParseWorker(input, { timeMs: 60_000, memoryMb: 8 })).rejects.toThrow(
      new CalendarSyncError(MESSAGES.calendarSyncTooComplex),
    );
  });
});
