import { MESSAGES } from '@shoreline/shared-domain/messages';
import { eventsOfAnswer } from './events-of-answer';
import { CalendarSyncError } from './fetch-calendar';

const night = { startDate: '2030-07-01', endDate: '2030-07-02', summary: 'Reserved' };
const unreadable = new CalendarSyncError(MESSAGES.calendarSyncUnreadable);

describe("eventsOfAnswer: the parse worker's answer is checked like any untrusted input", () => {
  it('copies well-formed events in date order', () => {
    const later = { startDate: '2030-08-01', endDate: '2030-08-03', summary: null };
    const events = eventsOfAnswer({ events: [later, night] });
    expect(events).toEqual([night, later]);
    expect(events[0]).not.toBe(night);
  });

  it.each([
    ['not-icalendar', MESSAGES.calendarSyncNotICalendar],
    ['too-many-events', MESSAGES.calendarSyncTooManyEvents],
    ['reserved-uid', MESSAGES.calendarSyncReservedUid],
    ['too-complex', MESSAGES.calendarSyncTooComplex],
    ['polluted', MESSAGES.calendarSyncUnreadable],
    ['toString', MESSAGES.calendarSyncUnreadable],
    [42, MESSAGES.calendarSyncUnreadable],
  ])('turns the refusal %j into the words the host reads', (failure, message) => {
    expect(() => eventsOfAnswer({ failure })).toThrow(new CalendarSyncError(message));
  });

  it.each([
    ['no answer', undefined],
    ['a string', 'events'],
    ['no events', {}],
    ['events not a list', { events: { 0: night } }],
    ['a date that does not exist', { events: [{ ...night, endDate: '2030-02-30' }] }],
    ['a date with a time', { events: [{ ...night, startDate: '2030-07-01T00:00:00Z' }] }],
    ['no nights', { events: [{ ...night, endDate: night.startDate }] }],
    ['a number for a date', { events: [{ ...night, startDate: 20300701 }] }],
    ['a summary too long', { events: [{ ...night, summary: 'x'.repeat(201) }] }],
    ['a summary not text', { events: [{ ...night, summary: { val: 'x' } }] }],
    ['an inherited date', { events: [Object.create({ startDate: '2030-07-01', endDate: '2030-07-02' })] }],
    ['an object not plain', { events: [Object.assign(new Map(), night)] }],
    ['too many events', { events: Array.from({ length: 5001 }, () => night) }],
  ])('refuses %s', (_label, answer) => {
    expect(() => eventsOfAnswer(answer)).toThrow(unreadable);
  });
});
