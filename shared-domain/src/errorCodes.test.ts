import {
  ERROR_CODE_OF_MESSAGE,
  ERROR_CODES,
  ERROR_CODES_WITHOUT_ONE_MESSAGE,
  errorCodeOf,
  isErrorCode,
  type CodedMessageKey,
} from './errorCodes';
import { decidedMeanwhileNotice, MESSAGES } from './messages';

const messageKeys = Object.keys(ERROR_CODE_OF_MESSAGE) as CodedMessageKey[];

describe('the error code catalogue', () => {
  it('holds SCREAMING_SNAKE codes, each once, sorted', () => {
    for (const code of ERROR_CODES) expect(code).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    expect([...ERROR_CODES].sort()).toEqual(ERROR_CODES);
    expect(ERROR_CODES).toEqual(expect.arrayContaining(['INTERNAL', 'VALIDATION_FAILED', 'RATE_LIMITED']));
  });

  it('gives each message its own code: translations can key on it', () => {
    const codes = messageKeys.map((key) => ERROR_CODE_OF_MESSAGE[key]);
    const shared = codes.filter((code, index) => codes.indexOf(code) !== index);
    expect(shared).toEqual([]);
    // A code without one message is never also some message's code.
    for (const code of ERROR_CODES_WITHOUT_ONE_MESSAGE) expect(codes).not.toContain(code);
  });

  it('ties codes to messages that exist, whose texts tell them apart', () => {
    for (const key of messageKeys) expect(MESSAGES).toHaveProperty(key);
    const texts = messageKeys.map((key) => MESSAGES[key]);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('finds the code of every coded message from its text', () => {
    for (const key of messageKeys) expect(errorCodeOf(MESSAGES[key])).toBe(ERROR_CODE_OF_MESSAGE[key]);
    expect(errorCodeOf(MESSAGES.bookingDatesUnavailable)).toBe('BOOKING_DATES_TAKEN');
    expect(errorCodeOf(MESSAGES.somethingWentWrong)).toBe('INTERNAL');
  });

  it('codes every decided-meanwhile notice by what was decided', () => {
    for (const status of ['approved', 'rejected'] as const) {
      expect(errorCodeOf(decidedMeanwhileNotice('host request', status)!)).toBe(
        'HOST_REQUEST_DECIDED_MEANWHILE',
      );
      expect(errorCodeOf(decidedMeanwhileNotice('review', status)!)).toBe('REVIEW_DECIDED_MEANWHILE');
    }
  });

  it('refuses a text outside the catalogue rather than guessing', () => {
    // The types forbid it; a cast (or JSON from elsewhere) must not get some code silently.
    expect(() => errorCodeOf('Something else' as typeof MESSAGES.notFound as never)).toThrow(/no error code/);
  });

  it('recognises codes of the catalogue only', () => {
    expect(isErrorCode('BOOKING_DATES_TAKEN')).toBe(true);
    expect(isErrorCode('booking_dates_taken')).toBe(false);
    expect(isErrorCode(409)).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
  });
});
