// The review state machine (SPEC 4, PRODUCT 9): a new review and an edited one are `pending`;
// moderation moves `pending` to `approved`, or to `rejected` with a reason. Only the reviewer edits
// or deletes a review; only an admin moderates. Only approved reviews are shown and counted.
import { decidedMeanwhileNotice, MESSAGES } from './messages';
import type { CodedMessage } from './errorCodes';
import { fail, succeed, type Result } from './result';
import type { Review, ReviewStatus, Role } from './types';

export type ReviewAction = 'submit' | 'edit' | 'approve' | 'reject';
export type ReviewActor = 'reviewer' | 'admin';

interface ReviewTransition {
  /** States the action starts from; null means "no review yet". */
  from: readonly (ReviewStatus | null)[];
  to: ReviewStatus;
  actor: ReviewActor;
  notAllowedMessage: CodedMessage;
}

export const REVIEW_TRANSITIONS: Readonly<Record<ReviewAction, ReviewTransition>> = Object.freeze({
  submit: { from: [null], to: 'pending', actor: 'reviewer', notAllowedMessage: MESSAGES.reviewAlreadyExists },
  edit: {
    from: ['pending', 'approved', 'rejected'],
    to: 'pending',
    actor: 'reviewer',
    notAllowedMessage: MESSAGES.reviewNotFound,
  },
  approve: {
    from: ['pending'],
    to: 'approved',
    actor: 'admin',
    notAllowedMessage: MESSAGES.reviewNotPending,
  },
  reject: { from: ['pending'], to: 'rejected', actor: 'admin', notAllowedMessage: MESSAGES.reviewNotPending },
});

/**
 * The status after `action` (`current` null: no review yet), or a `conflict` failure; moderating a
 * review already moderated says how it was (issue 22: "This review has already been approved.").
 */
export function nextReviewStatus(current: ReviewStatus | null, action: ReviewAction): Result<ReviewStatus> {
  const transition = REVIEW_TRANSITIONS[action];
  if (!transition.from.includes(current)) {
    const moderated =
      transition.actor === 'admin' && current ? decidedMeanwhileNotice('review', current) : null;
    return fail(moderated ?? transition.notAllowedMessage, 'status', 'conflict');
  }
  return succeed(transition.to);
}

/** True when this user may edit or delete the review: only its author. */
export function canChangeReview(review: Pick<Review, 'reviewerId'>, userId: string): boolean {
  return review.reviewerId === userId;
}

/** True when these roles may moderate reviews. */
export function canModerateReviews(roles: readonly Role[]): boolean {
  return roles.includes('admin');
}

/** Only approved reviews are shown on a listing and counted in its rating. */
export function isReviewPublic(review: Pick<Review, 'status'>): boolean {
  return review.status === 'approved';
}
