// The all-at-once checks behind the sign-up, become-a-host and review forms (issue 22 item 4).
import { MESSAGES } from '../messages';
import type { Result } from '../result';
import { checkBecomeHostFields } from './checkBecomeHostFields';
import { checkReviewFields } from './checkReviewFields';
import { checkSignUpFields } from './checkSignUpFields';

const messagesOf = (checks: object) =>
  Object.fromEntries(
    Object.entries(checks as Record<string, Result<unknown>>).map(([field, check]) => [
      field,
      check.ok ? null : check.message,
    ]),
  );

describe('form field checks', () => {
  it('judge every sign-up field at once, in form order', () => {
    const checks = checkSignUpFields({ name: '', email: 'nope', password: 'short', confirmPassword: '' });
    expect(Object.keys(checks)).toEqual(['name', 'email', 'password', 'confirmPassword']);
    expect(messagesOf(checks)).toEqual({
      name: MESSAGES.nameRequired,
      email: MESSAGES.emailInvalid,
      password: MESSAGES.passwordTooShort,
      confirmPassword: MESSAGES.confirmPasswordRequired,
    });
  });

  it('judge the confirmation against the password as typed', () => {
    const checks = checkSignUpFields({
      name: 'Ana',
      email: 'a@b.co',
      password: 'short',
      confirmPassword: 'other',
    });
    expect(checks.confirmPassword).toMatchObject({ ok: false, message: MESSAGES.passwordsDontMatch });
  });

  it('ask a signed-in user for the reason only', () => {
    expect(Object.keys(checkBecomeHostFields({ reason: '' }, true))).toEqual(['reason']);
    expect(messagesOf(checkBecomeHostFields({ reason: '' }, false))).toEqual({
      name: MESSAGES.nameRequired,
      email: MESSAGES.emailRequired,
      password: MESSAGES.passwordRequired,
      confirmPassword: MESSAGES.confirmPasswordRequired,
      reason: MESSAGES.reasonRequired,
    });
  });

  it('judge the stay only when writing a review', () => {
    expect(messagesOf(checkReviewFields({ bookingId: '', rating: null, comment: ' ' }, 'create'))).toEqual({
      bookingId: MESSAGES.reviewBookingRequired,
      rating: MESSAGES.reviewRatingRequired,
      comment: MESSAGES.reviewCommentRequired,
    });
    expect(Object.keys(checkReviewFields({ rating: 4, comment: 'Lovely' }, 'edit'))).toEqual([
      'rating',
      'comment',
    ]);
  });
});
