import { MESSAGES } from '@shoreline/shared-domain/messages';
import { CalendarSyncError } from './fetch-calendar';
import { parseCalendar } from './parse-calendar';

const wrap = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', ...lines, 'END:VCALENDAR'].join('\r\n');
let uid = 0;
const event = (...lines: string[]) => ['BEGIN:VEVENT', `UID:${(uid += 1)}@test`, ...lines, 'END:VEVENT'];

describe('parseCalendar', () => {
  it('reads all-day events as nights up to DTEND, whatever the time zone of the server', () => {
    expect(
      parseCalendar(
        wrap(...event('DTSTART;VALUE=DATE:20300701', 'DTEND;VALUE=DATE:20300705', 'SUMMARY:Reserved')),
      ),
    ).toEqual([{ startDate: '2030-07-01', endDate: '2030-07-05', summary: 'Reserved' }]);
  });

  it('reads timed events by their UTC dates, and an event without DTEND or ending its start day as one night', () => {
    expect(
      parseCalendar(
        wrap(
          ...event('DTSTART:20300801T140000Z', 'DTEND:20300803T100000Z'),
          ...event('DTSTART;VALUE=DATE:20300901'),
          ...event('DTSTART:20301001T100000Z', 'DTEND:20301001T180000Z'),
        ),
      ),
    ).toEqual([
      { startDate: '2030-08-01', endDate: '2030-08-03', summary: null },
      { startDate: '2030-09-01', endDate: '2030-09-02', summary: null },
      { startDate: '2030-10-01', endDate: '2030-10-02', summary: null },
    ]);
  });

  it('skips cancelled events', () => {
    expect(
      parseCalendar(
        wrap(...event('DTSTART;VALUE=DATE:20300701', 'DTEND;VALUE=DATE:20300705', 'STATUS:CANCELLED')),
      ),
    ).toEqual([]);
  });

  it.each(['<!doctype html><title>Sign in</title>', '', '{"events":[]}'])(
    'refuses %j as not iCalendar',
    (text) => {
      expect(() => parseCalendar(text)).toThrow(new CalendarSyncError(MESSAGES.calendarSyncNotICalendar));
    },
  );
});
