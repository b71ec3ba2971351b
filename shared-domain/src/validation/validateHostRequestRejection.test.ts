import { MAX_HOST_REQUEST_REJECTION_LENGTH } from '../constants';
import { MESSAGES } from '../messages';
import { validateHostRequestRejection } from './validateHostRequestRejection';

describe('validateHostRequestRejection', () => {
  it('takes an optional reason, trimmed; blank or missing means none', () => {
    expect(validateHostRequestRejection({ reason: '  No photos of the place. ' })).toEqual({
      ok: true,
      value: 'No photos of the place.',
    });
    for (const reason of [undefined, null, '', '   ']) {
      expect(validateHostRequestRejection({ reason })).toEqual({ ok: true, value: null });
    }
  });

  it('refuses a reason longer than the limit with the field and its message', () => {
    const longest = 'x'.repeat(MAX_HOST_REQUEST_REJECTION_LENGTH);
    expect(validateHostRequestRejection({ reason: longest })).toEqual({ ok: true, value: longest });
    expect(validateHostRequestRejection({ reason: `${longest}x` })).toEqual({
      ok: false,
      message: MESSAGES.hostRequestRejectionTooLong,
      field: 'reason',
      code: 'invalid',
    });
  });
});
