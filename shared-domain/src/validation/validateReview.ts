import { succeed, type Result } from '../result';
import { checkReviewFields, type ReviewFormMode, type ReviewInput } from './checkReviewFields';

export type { ReviewFormMode, ReviewInput } from './checkReviewFields';

export interface ReviewValue {
  bookingId: string | null;
  rating: number;
  comment: string;
}

/**
 * Review form (SPEC 5): a booking chosen (on create), a rating (a whole number 1-5), a non-blank
 * comment; in that order, the first failure's message.
 */
export function validateReview(input: ReviewInput, mode: ReviewFormMode = 'create'): Result<ReviewValue> {
  const { bookingId, rating, comment } = checkReviewFields(input, mode);
  if (bookingId && !bookingId.ok) return bookingId;
  if (!rating.ok) return rating;
  if (!comment.ok) return comment;
  return succeed({
    bookingId: bookingId ? bookingId.value : null,
    rating: rating.value,
    comment: comment.value,
  });
}
