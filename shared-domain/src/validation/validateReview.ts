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

export interface ReviewValue {
  bookingId: string | null;
  rating: number;
  comment: string;
}

export type ReviewFormMode = 'create' | 'edit';

/**
 * Review form (SPEC 5): a booking chosen (on create), a rating (a whole number 1-5), a non-blank
 * comment; in that order, the first failure's message.
 */
export function validateReview(input: ReviewInput, mode: ReviewFormMode = 'create'): Result<ReviewValue> {
  if (mode === 'create' && isBlank(input.bookingId)) return fail(MESSAGES.reviewBookingRequired, 'bookingId');
  if (input.rating === null || input.rating === undefined || input.rating === '' || input.rating === 0) {
    return fail(MESSAGES.reviewRatingRequired, 'rating');
  }
  // A form sends the picked star as text: only a plain digit counts ('0x5' or '5e0' are not ratings).
  const rating =
    typeof input.rating === 'string'
      ? /^\d$/.test(input.rating)
        ? Number(input.rating)
        : NaN
      : input.rating;
  if (!isValidRating(rating)) return fail(MESSAGES.reviewRatingInvalid, 'rating');
  if (isBlank(input.comment)) return fail(MESSAGES.reviewCommentRequired, 'comment');
  const comment = (input.comment as string).trim();
  if (comment.length > MAX_COMMENT_LENGTH) return fail(MESSAGES.reviewCommentTooLong, 'comment');
  if (!isWellFormedText(comment)) return fail(MESSAGES.textInvalidCharacters, 'comment');
  return succeed({
    bookingId: mode === 'create' ? (input.bookingId as string).trim() : null,
    rating,
    comment,
  });
}
