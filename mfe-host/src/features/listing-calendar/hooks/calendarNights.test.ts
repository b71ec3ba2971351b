import type { HostCalendar } from '@shoreline/shared-domain/hostCalendar';
import { canMarkNight, describeNight, indexNights, nightKind } from './calendarNights';

const calendar: HostCalendar = {
  listing: {
    id: 'l1',
    title: 'Dune House',
    availableFrom: '2030-03-01',
    availableTo: '2030-06-30',
    isActive: true,
  },
  stays: [{ bookingId: 'b1', renterName: 'Ana Silva', startDate: '2030-03-10', endDate: '2030-03-13' }],
  requests: [{ bookingId: 'b2', renterName: 'Ben Okafor', startDate: '2030-03-20', endDate: '2030-03-22' }],
  blocks: [
    {
      id: 'k1',
      startDate: '2030-03-14',
      endDate: '2030-03-16',
      note: 'Painting',
      source: 'host',
      calendarId: null,
      calendarName: null,
    },
    {
      id: 'k2',
      startDate: '2030-03-16',
      endDate: '2030-03-17',
      note: null,
      source: 'import',
      calendarId: 'c1',
      calendarName: 'Airbnb',
    },
  ],
  conflicts: [
    {
      id: 'x1',
      startDate: '2030-03-12',
      endDate: '2030-03-13',
      calendarId: 'c1',
      calendarName: 'Airbnb',
      summary: 'Reserved',
    },
  ],
};

const night = indexNights(calendar, '2030-03-05');

describe('the nights of the host calendar', () => {
  it('names each day with its date and state', () => {
    expect(describeNight(night('2030-03-14'))).toBe('Thursday 14 March 2030, blocked, note: Painting');
    expect(describeNight(night('2030-03-16'))).toBe('Saturday 16 March 2030, imported from Airbnb');
    expect(describeNight(night('2030-03-12'))).toBe(
      'Tuesday 12 March 2030, booked by Ana Silva, conflict with Airbnb',
    );
    expect(describeNight(night('2030-03-21'))).toBe(
      'Thursday 21 March 2030, available, requested by Ben Okafor',
    );
    expect(describeNight(night('2030-03-04'))).toBe('Monday 4 March 2030, available, past');
    expect(describeNight(night('2030-06-30'))).toBe('Sunday 30 June 2030, outside the availability window');
  });

  it('treats ranges as half-open: a check-out day is free', () => {
    expect(nightKind(night('2030-03-13'))).toBe('free');
    expect(nightKind(night('2030-03-15'))).toBe('blocked');
    expect(nightKind(night('2030-03-17'))).toBe('free');
  });

  it('lets ranges be marked inside the window from today on only', () => {
    expect(canMarkNight(night('2030-03-05'))).toBe(true);
    expect(canMarkNight(night('2030-03-04'))).toBe(false);
    expect(canMarkNight(night('2030-06-29'))).toBe(true);
    expect(canMarkNight(night('2030-06-30'))).toBe(false);
  });
});
