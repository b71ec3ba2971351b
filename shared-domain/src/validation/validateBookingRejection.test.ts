import { MAX_BOOKING_DECLINE_REASON_LENGTH } from '../constants';
import { MESSAGES } from '../messages';
import { validateBookingRejection } from './validateBookingRejection';

describe('validateBookingRejection', () => {
  it('takes an optional reason, trimmed; blank or missing means none', () => {
    expect(validateBookingRejection({ reason: '  Closed for repairs. ' })).toEqual({
      ok: true,
      value: 'Closed for repairs.',
    });
    for (const reason of [undefined, null, '', '  \n ']) {
      expect(validateBookingRejection({ reason })).toEqual({ ok: true, value: null });
    }
  });

  it('refuses more than 500 characters (after trimming) with its message', () => {
    const longest = 'x'.repeat(MAX_BOOKING_DECLINE_REASON_LENGTH);
    expect(validateBookingRejection({ reason: ` ${longest} ` })).toEqual({ ok: true, value: longest });
    expect(validateBookingRejection({ reason: `${longest}x` })).toEqual({
      ok: false,
      message: MESSAGES.bookingDeclineReasonTooLong,
      field: 'reason',
      code: 'invalid',
    });
    expect(MESSAGES.bookingDeclineReasonTooLong).toContain(String(MAX_BOOKING_DECLINE_REASON_LENGTH));
  });
});
