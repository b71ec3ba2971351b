import { MESSAGES } from '../messages';
import { validateReviewRejection } from './validateReviewRejection';

describe('validateReviewRejection', () => {
  it('needs a non-blank reason', () => {
    expect(validateReviewRejection({ reason: ' Off-topic ' })).toEqual({ ok: true, value: 'Off-topic' });
    expect(validateReviewRejection({ reason: '' })).toMatchObject({
      message: MESSAGES.rejectionReasonRequired,
      field: 'reason',
    });
    expect(validateReviewRejection({ reason: 'x'.repeat(2001) })).toMatchObject({
      message: MESSAGES.reasonTooLong,
    });
  });
});
