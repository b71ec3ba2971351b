import { formatInboxTime, formatMessageTime } from './messageTime';

// Local times on both sides, so the test reads the same in every time zone.
const now = new Date(2030, 6, 10, 18, 0);
const at = (year: number, month: number, day: number, hour: number, minute: number) =>
  new Date(year, month - 1, day, hour, minute).toISOString();

describe('message times', () => {
  it('shows the time today, the day and time this year, and the year before', () => {
    expect(formatMessageTime(at(2030, 7, 10, 9, 5), now)).toBe('09:05');
    expect(formatMessageTime(at(2030, 7, 1, 14, 30), now)).toBe('Jul 1, 14:30');
    expect(formatMessageTime(at(2029, 12, 31, 23, 59), now)).toBe('Dec 31, 2029, 23:59');
  });

  it('shows an inbox row shorter: the time today, else the day', () => {
    expect(formatInboxTime(at(2030, 7, 10, 9, 5), now)).toBe('09:05');
    expect(formatInboxTime(at(2030, 7, 1, 14, 30), now)).toBe('Jul 1');
    expect(formatInboxTime(at(2029, 12, 31, 23, 59), now)).toBe('Dec 31, 2029');
  });
});
