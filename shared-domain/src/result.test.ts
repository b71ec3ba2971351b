import { MESSAGES } from './messages';
import { fail, succeed } from './result';

const NOPE = MESSAGES.invalidRequest;
const TAKEN = MESSAGES.bookingDatesUnavailable;

describe('result', () => {
  it('wraps a value', () => {
    expect(succeed(3)).toEqual({ ok: true, value: 3 });
  });

  it('describes a failure, invalid by default, with the field only when given', () => {
    expect(fail(NOPE)).toEqual({ ok: false, message: NOPE, code: 'invalid' });
    expect('field' in fail(NOPE)).toBe(false);
    expect(fail(NOPE, 'title')).toEqual({ ok: false, message: NOPE, field: 'title', code: 'invalid' });
    expect(fail(TAKEN, undefined, 'conflict')).toEqual({ ok: false, message: TAKEN, code: 'conflict' });
  });
});
