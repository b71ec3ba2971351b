import { MESSAGES } from '../messages';
import { validateReview } from './validateReview';

describe('validateReview', () => {
  it('returns the booking, rating and trimmed comment', () => {
    expect(validateReview({ bookingId: 'b1', rating: 5, comment: '  Lovely stay ' })).toEqual({
      ok: true,
      value: { bookingId: 'b1', rating: 5, comment: 'Lovely stay' },
    });
  });

  it('checks booking, then rating, then comment, with the SPEC texts', () => {
    expect(validateReview({ bookingId: '', rating: 0, comment: '' })).toMatchObject({
      message: 'Please select a booking to review',
      field: 'bookingId',
    });
    expect(validateReview({ bookingId: 'b1', rating: undefined, comment: '' })).toMatchObject({
      message: 'Please select a rating',
      field: 'rating',
    });
    expect(validateReview({ bookingId: 'b1', rating: 4, comment: '   ' })).toMatchObject({
      message: 'Please enter a comment',
      field: 'comment',
    });
  });

  it('accepts only whole ratings from 1 to 5', () => {
    for (const rating of [6, -1, 3.5, 'five', '0x5', '5e0', ' 4', '4.0', '6']) {
      expect(validateReview({ bookingId: 'b1', rating, comment: 'ok' })).toMatchObject({
        message: MESSAGES.reviewRatingInvalid,
      });
    }
    expect(validateReview({ bookingId: 'b1', rating: '4', comment: 'ok' })).toMatchObject({
      value: { rating: 4 },
    });
  });

  it('does not ask for a booking when editing', () => {
    expect(validateReview({ rating: 3, comment: 'Fine' }, 'edit')).toEqual({
      ok: true,
      value: { bookingId: null, rating: 3, comment: 'Fine' },
    });
  });

  it('refuses an over-long comment', () => {
    expect(validateReview({ bookingId: 'b1', rating: 3, comment: 'x'.repeat(2001) })).toMatchObject({
      message: MESSAGES.reviewCommentTooLong,
    });
  });
});
