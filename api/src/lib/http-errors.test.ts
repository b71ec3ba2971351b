// Issue 23: no error leaves without a code. The types make every throw site name a coded text or a
// code; this walks the sources as well, so a message the API can send without a code of its own
// (behind a cast, or built some other way) is caught, and checks what the helpers build.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ERROR_CODE_OF_MESSAGE, ERROR_CODES } from '@shoreline/shared-domain/errorCodes';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { fail } from '@shoreline/shared-domain/result';
import { badRequest, conflict, errorBody, failureToHttpError, HttpError, unprocessable } from './http-errors';

/** Every TypeScript source below `dir`, tests left out. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [file] : [];
  });
}

// A call that builds an error answer or a failed rule, up to the end of its statement.
const ERROR_CALL =
  /\b(badRequest|unauthorized|forbidden|notFound|conflict|gone|payloadTooLarge|unprocessable|new HttpError|errorBody|new CalendarSyncError|perHostRateLimit|fail|refuse)\(([^;]*)/g;

/** The MESSAGES keys the error calls of `files` name. */
function keysSentAsErrors(files: string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const [, , args] of text.matchAll(ERROR_CALL)) {
      for (const [, key] of args!.matchAll(/MESSAGES\.(\w+)/g)) found.set(key!, path.basename(file));
    }
  }
  return found;
}

const ROOT = path.resolve(__dirname, '../../..');
const API_SOURCES = sources(path.join(ROOT, 'api/src'));
const DOMAIN_SOURCES = sources(path.join(ROOT, 'shared-domain/src')).filter(
  (f) => !f.endsWith('messages.ts'),
);

it('walks the throw sites of every route and rule: each message they send has its own code', () => {
  const sent = keysSentAsErrors([...API_SOURCES, ...DOMAIN_SOURCES]);
  // The walk finds the throw sites (a broken pattern would pass vacuously).
  expect(sent.get('bookingDatesUnavailable')).toBeDefined();
  expect(sent.get('checkOutBeforeCheckIn')).toBeDefined();
  expect(sent.size).toBeGreaterThan(80);
  const uncoded = [...sent]
    .filter(([key]) => !(key in ERROR_CODE_OF_MESSAGE))
    .map(([k, file]) => `${k} (${file})`);
  expect(uncoded).toEqual([]);
});

it('builds each error with the code of its message, or the code its throw site names', () => {
  for (const key of Object.keys(ERROR_CODE_OF_MESSAGE) as (keyof typeof ERROR_CODE_OF_MESSAGE)[]) {
    expect(badRequest(MESSAGES[key]).code).toBe(ERROR_CODE_OF_MESSAGE[key]);
  }
  const withDetail = unprocessable(`${MESSAGES.calendarSyncHttpError} (500).`, 'CALENDAR_SYNC_HTTP_ERROR');
  expect(withDetail).toMatchObject({ statusCode: 422, code: 'CALENDAR_SYNC_HTTP_ERROR' });
  expect(withDetail.fields).toBeUndefined();
  expect(conflict(MESSAGES.bookingDatesUnavailable).about('startDate', 'endDate')).toMatchObject({
    statusCode: 409,
    code: 'BOOKING_DATES_TAKEN',
    fields: ['startDate', 'endDate'],
  });
});

it('turns a failed rule into its status, code and field', () => {
  const error = failureToHttpError(fail(MESSAGES.checkOutBeforeCheckIn, 'endDate'));
  expect(error).toBeInstanceOf(HttpError);
  expect(error).toMatchObject({
    statusCode: 400,
    code: 'CHECK_OUT_BEFORE_CHECK_IN',
    message: MESSAGES.checkOutBeforeCheckIn,
    fields: ['endDate'],
  });
  expect(failureToHttpError(fail(MESSAGES.bookingNotPendingCancel, undefined, 'conflict'))).toMatchObject({
    statusCode: 409,
    code: 'BOOKING_NOT_PENDING_CANCEL',
    fields: undefined,
  });
});

it('answers with the same body shape where a route sends an error itself', () => {
  expect(errorBody(429, MESSAGES.imagePixelBudgetSpent)).toEqual({
    statusCode: 429,
    error: 'Too Many Requests',
    code: 'IMAGE_PIXEL_BUDGET_SPENT',
    message: MESSAGES.imagePixelBudgetSpent,
  });
  expect(ERROR_CODES).toContain(errorBody(503, MESSAGES.serviceUnavailable).code);
});
