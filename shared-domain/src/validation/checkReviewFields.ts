import { MAX_COMMENT_LENGTH } from '../constants';
import { MESSAGES } from '../messages';
import { isValidRating } from '../ratings';
import { fail, succeed, type Result } from '../result';
import { isBlank, isWellFormedText } from './fields';

export interface ReviewInput {
  /** Required when writing a review; ignored when editing one (the booking does not change). */
  bookingId?: unknown;
  rating: unknown;
  comment: unknown;
}

export type ReviewFormMode = 'create' | 'edit';

/** Each field's check in form order; the stay only when writing a review. */
export interface ReviewFieldChecks {
  bookingId?: Result<string>;
  rating: Result<number>;
  comment: Result<string>;
}

function checkRating(value: unknown): Result<number> {
  if (value === null || value === undefined || value === '' || value === 0) {
    return fail(MESSAGES.reviewRatingRequired, 'rating');
  }
  // A form sends the picked star as text: only a plain digit counts ('0x5' or '5e0' are not ratings).
  const rating = typeof value === 'string' ? (/^\d$/.test(value) ? Number(value) : NaN) : value;
  return isValidRating(rating) ? succeed(rating) : fail(MESSAGES.reviewRatingInvalid, 'rating');
}

function checkComment(value: unknown): Result<string> {
  if (isBlank(value)) return fail(MESSAGES.reviewCommentRequired, 'comment');
  const comment = (value as string).trim();
  if (comment.length > MAX_COMMENT_LENGTH) return fail(MESSAGES.reviewCommentTooLong, 'comment');
  if (!isWellFormedText(comment)) return fail(MESSAGES.textInvalidCharacters, 'comment');
  return succeed(comment);
}

/**
 * Every rule of the review form (SPEC 5), field by field: a booking chosen (on create), a rating (a
 * whole number 1-5), a non-blank comment. The form shows them all; validateReview reports the first.
 */
export function checkReviewFields(input: ReviewInput, mode: ReviewFormMode): ReviewFieldChecks {
  const rating = checkRating(input.rating);
  const comment = checkComment(input.comment);
  if (mode === 'edit') return { rating, comment };
  const bookingId = isBlank(input.bookingId)
    ? fail(MESSAGES.reviewBookingRequired, 'bookingId')
    : succeed((input.bookingId as string).trim());
  return { bookingId, rating, comment };
}
