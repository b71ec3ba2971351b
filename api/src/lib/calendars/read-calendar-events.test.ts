import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { calendarFixture } from '../../test/calendar-server';
import type { ImportWindow } from './imported-event';
import { readCalendarEvents } from './read-calendar-events';

// What each feed imports, night for night (issue 20, item 3). These run on this thread: the feeds
// are benign (parse-calendar.test.ts goes through the worker, with the hostile ones).
const WINDOW: ImportWindow = { today: '2030-03-01', end: '2030-12-31' };
const nights = (text: string, window = WINDOW) =>
  readCalendarEvents(text, window).map((e) => [e.startDate, e.endDate, e.summary]);

const wrap = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', ...lines, 'END:VCALENDAR'].join('\r\n');
let uid = 0;
const event = (...lines: string[]) => ['BEGIN:VEVENT', `UID:${(uid += 1)}@test`, ...lines, 'END:VEVENT'];

describe('readCalendarEvents: exports of each platform', () => {
  it('Airbnb: all-day events, DTEND the check-out day, past ones too (the planner skips those)', () => {
    expect(nights(calendarFixture('airbnb.ics'))).toEqual([
      ['2030-02-01', '2030-02-05', 'Reserved'],
      ['2030-04-01', '2030-04-05', 'Reserved'],
      ['2030-05-10', '2030-05-12', 'Airbnb (Not available)'],
    ]);
  });

  it('Booking.com: LF line endings', () => {
    expect(nights(calendarFixture('booking-com.ics'))).toEqual([
      ['2030-06-01', '2030-06-08', 'CLOSED - Not available'],
      ['2030-07-01', '2030-07-02', 'CLOSED - Not available'],
    ]);
  });

  it('Vrbo: an event without DTEND is one night, a cancelled one none', () => {
    expect(nights(calendarFixture('vrbo.ics'))).toEqual([
      ['2030-07-01', '2030-07-06', 'Reserved - Jane D'],
      ['2030-08-15', '2030-08-16', 'Blocked'],
    ]);
  });

  it('Google Calendar: TZID, UTC and all-day times, a weekly event with an EXDATE, a moved and a cancelled instance, a monthly one cut by the window', () => {
    expect(nights(calendarFixture('google-calendar.ics'))).toEqual([
      ['2030-03-15', '2030-03-16', 'Garden day'],
      // 00:30 in Lisbon is 23:30 UTC the day before: the night is the one of Lisbon's date.
      ['2030-04-06', '2030-04-07', 'Cleaning weekend'],
      ['2030-04-15', '2030-04-16', 'Garden day'],
      ['2030-04-21', '2030-04-22', 'Cleaning weekend (moved)'],
      ['2030-05-04', '2030-05-05', 'Cleaning weekend'],
      ['2030-05-11', '2030-05-12', 'Cleaning weekend'],
      ['2030-05-15', '2030-05-16', 'Garden day'],
      ['2030-06-15', '2030-06-16', 'Garden day'],
      // 10 July 10:00 to 12 July 09:00 in Auckland (9 July 22:00 to 11 July 21:00 UTC).
      ['2030-07-10', '2030-07-12', 'Owners in Auckland'],
      ['2030-07-15', '2030-07-16', 'Garden day'],
      ['2030-08-01', '2030-08-03', 'Friends visiting'],
      ['2030-08-15', '2030-08-16', 'Garden day'],
      ['2030-09-01', '2030-09-04', 'Family'],
      ['2030-09-15', '2030-09-16', 'Garden day'],
      ['2030-10-15', '2030-10-16', 'Garden day'],
      ['2030-11-15', '2030-11-16', 'Garden day'],
      ['2030-12-15', '2030-12-16', 'Garden day'],
    ]);
  });

  it('Outlook: Windows zone names with their VTIMEZONE, a weekly series with an EXDATE and a moved instance, all-day, cancelled', () => {
    expect(nights(calendarFixture('outlook.ics'))).toEqual([
      ['2030-06-07', '2030-06-09', 'Family weekend'],
      ['2030-06-22', '2030-06-24', 'Family weekend (one day later)'],
      ['2030-06-28', '2030-06-30', 'Family weekend'],
      ['2030-08-01', '2030-08-03', 'Maintenance'],
      ['2030-10-10', '2030-10-12', 'Late arrival'],
    ]);
  });

  it('floating times (no zone) count as written, repeating ones too', () => {
    expect(nights(calendarFixture('floating.ics'))).toEqual([
      ['2030-09-05', '2030-09-06', 'Late check-in'],
      ['2030-09-20', '2030-09-23', 'Two stays'],
      ['2030-09-27', '2030-09-30', 'Two stays'],
    ]);
  });

  it('gives the same nights whatever the time zone of the server', () => {
    const script = `
      const { readCalendarEvents } = require(${JSON.stringify(path.join(__dirname, 'read-calendar-events.ts'))});
      const { calendarFixture } = require(${JSON.stringify(path.join(__dirname, '../../test/calendar-server.ts'))});
      const names = ['airbnb.ics', 'google-calendar.ics', 'outlook.ics', 'floating.ics', 'vrbo.ics'];
      console.log(JSON.stringify(names.map((name) => readCalendarEvents(calendarFixture(name), ${JSON.stringify(WINDOW)}))));`;
    const runIn = (zone: string) =>
      execFileSync(process.execPath, ['--require', require.resolve('tsx/cjs'), '-e', script], {
        env: { ...process.env, TZ: zone, NODE_OPTIONS: '' },
        encoding: 'utf8',
      });
    const here = JSON.stringify(
      ['airbnb.ics', 'google-calendar.ics', 'outlook.ics', 'floating.ics', 'vrbo.ics'].map((name) =>
        readCalendarEvents(calendarFixture(name), WINDOW),
      ),
    );
    expect(JSON.parse(runIn('Pacific/Kiritimati'))).toEqual(JSON.parse(here));
    expect(JSON.parse(runIn('America/Los_Angeles'))).toEqual(JSON.parse(here));
  });
});

describe('readCalendarEvents: the rules', () => {
  it('reads UTC times by their UTC dates, and an event without DTEND or ending its start day as one night', () => {
    expect(
      nights(
        wrap(
          ...event('DTSTART:20300801T140000Z', 'DTEND:20300803T100000Z'),
          ...event('DTSTART;VALUE=DATE:20300901'),
          ...event('DTSTART:20301001T100000Z', 'DTEND:20301001T180000Z'),
          ...event('DTSTART:20301101T100000Z', 'DURATION:P2DT1H'),
        ),
      ),
    ).toEqual([
      ['2030-08-01', '2030-08-03', null],
      ['2030-09-01', '2030-09-02', null],
      ['2030-10-01', '2030-10-02', null],
      ['2030-11-01', '2030-11-03', null],
    ]);
  });

  it('expands RRULE, RDATE (dates, UTC times, periods) and EXDATE within the window only', () => {
    expect(
      nights(
        wrap(
          ...event(
            'DTSTART;VALUE=DATE:20300701',
            'DTEND;VALUE=DATE:20300702',
            'RRULE:FREQ=WEEKLY;COUNT=4',
            'EXDATE;VALUE=DATE:20300708',
            'RDATE;VALUE=DATE:20300801,20300805',
          ),
          ...event(
            'DTSTART:20300901T100000Z',
            'DTEND:20300902T090000Z',
            'RDATE:20300910T100000Z',
            'RDATE;VALUE=PERIOD:20300920T100000Z/20300925T090000Z',
          ),
        ),
      ),
    ).toEqual([
      ['2030-07-01', '2030-07-02', null],
      ['2030-07-15', '2030-07-16', null],
      ['2030-07-22', '2030-07-23', null],
      ['2030-08-01', '2030-08-02', null],
      ['2030-08-05', '2030-08-06', null],
      ['2030-09-01', '2030-09-02', null],
      ['2030-09-10', '2030-09-11', null],
      ['2030-09-20', '2030-09-25', null],
    ]);
  });

  it('expands an endless rule from today to the end of the window, including an instance still running today', () => {
    // Every 7 days from 1 January 2020: 27 February, 6, 13 and 20 March 2030 among them.
    const weekly = wrap(
      ...event('DTSTART;VALUE=DATE:20200101', 'DTEND;VALUE=DATE:20200104', 'RRULE:FREQ=DAILY;INTERVAL=7'),
    );
    expect(nights(weekly, { today: '2030-03-01', end: '2030-03-20' })).toEqual([
      ['2030-02-27', '2030-03-02', null],
      ['2030-03-06', '2030-03-09', null],
      ['2030-03-13', '2030-03-16', null],
    ]);
  });

  it('keeps at most 1,000 instances of an event, and refuses a rule too dense to read', () => {
    // Two years of hours are more than rrule-temporal reads in one go: read a week at a time.
    const hourly = wrap(...event('DTSTART:20300301T000000Z', 'DTEND:20300301T003000Z', 'RRULE:FREQ=HOURLY'));
    const instances = readCalendarEvents(hourly, { today: '2030-03-01', end: '2032-03-01' });
    expect(instances).toHaveLength(1000);
    expect(instances.at(-1)).toMatchObject({ startDate: '2030-04-11' });
    const everySecond = wrap(...event('DTSTART:20300301T000000Z', 'RRULE:FREQ=SECONDLY'));
    expect(() => readCalendarEvents(everySecond, WINDOW)).toThrow(
      expect.objectContaining({ reason: 'too-complex' }),
    );
  });

  it('refuses more than 5,000 events, repeating ones counted per instance', () => {
    const daily = (start: string) => event(`DTSTART;VALUE=DATE:${start}`, 'RRULE:FREQ=DAILY');
    const feed = wrap(...Array.from({ length: 8 }, (_, i) => daily(`2030030${i + 1}`)).flat());
    expect(() => readCalendarEvents(feed, { today: '2030-03-01', end: '2032-03-01' })).toThrow(
      expect.objectContaining({ reason: 'too-many-events' }),
    );
    expect(readCalendarEvents(feed, WINDOW)).toHaveLength(8 * 305 - 28);
  });

  it.each(['<!doctype html><title>Sign in</title>', '', '{"events":[]}'])(
    'refuses %j as not iCalendar',
    (text) => {
      expect(() => readCalendarEvents(text, WINDOW)).toThrow(
        expect.objectContaining({ reason: 'not-icalendar' }),
      );
    },
  );
});
