import { findReservedUid } from './find-reserved-uid';

const feed = (...lines: string[]) =>
  [
    'BEGIN:VCALENDAR',
    'BEGIN:VEVENT',
    ...lines,
    'DTSTART;VALUE=DATE:20300501',
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');

describe('findReservedUid', () => {
  it.each([
    ['UID:__proto__', '__proto__'],
    ['UID:constructor', 'constructor'],
    ['UID:prototype', 'prototype'],
    ['UID:toString', 'toString'],
    ['UID:hasOwnProperty', 'hasOwnProperty'],
    ['uid:__proto__', '__proto__'],
    ['Uid:__proto__', '__proto__'],
    ['X-uid:__proto__', '__proto__'],
    ['UID:"__proto__"', '__proto__'],
    ['UID:__pro\r\n to__', '__proto__'],
    ['UID:__pro\n\tto__', '__proto__'],
    ['UID;X-NOTE="a:b":__proto__', '__proto__'],
    ['UID:  constructor ', 'constructor'],
    ['UID:\\_\\_proto\\_\\_', '__proto__'],
  ])('finds %j', (line, uid) => {
    expect(findReservedUid(feed(line))).toBe(uid);
  });

  it.each([
    'UID:1418fb94e984-4f1d@airbnb.com',
    'UID:__proto__x',
    'UID:my-constructor',
    'SUMMARY:__proto__',
    'X-TYPE:__proto__',
    'DESCRIPTION:\r\n UID:__proto__',
  ])('lets %j through', (line) => {
    expect(findReservedUid(feed(line))).toBeNull();
  });
});
