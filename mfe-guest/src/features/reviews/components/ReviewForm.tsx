import { errorMessage } from '@shoreline/shared-ui/api/errorMessage';
import { useEffect, useState, type FormEvent } from 'react';
import { MAX_COMMENT_LENGTH, REVIEW_SUCCESS_MS } from '@shoreline/shared-domain/constants';
import { formatDisplayDateRange } from '@shoreline/shared-domain/dates';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { Booking, Review } from '@shoreline/shared-domain/types';
import { checkReviewFields } from '@shoreline/shared-domain/validation/checkReviewFields';
import { validateReview } from '@shoreline/shared-domain/validation/validateReview';
import { Button } from '@shoreline/shared-ui/components/Button';
import { ErrorBox } from '@shoreline/shared-ui/components/ErrorBox';
import { Notice } from '@shoreline/shared-ui/components/Notice';
import { Select } from '@shoreline/shared-ui/components/Select';
import { StarRatingInput } from '@shoreline/shared-ui/components/StarRatingInput';
import { TextField } from '@shoreline/shared-ui/components/TextField';
import { useFormChecks } from '@shoreline/shared-ui/hooks/useFormChecks';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { createReview } from '../api/createReview';
import { updateReview } from '../api/updateReview';
import styles from './Reviews.module.css';

export type ReviewFormProps =
  | {
      mode: 'create';
      eligible: Pick<Booking, 'id' | 'startDate' | 'endDate'>[];
      review?: undefined;
      onDone: () => void;
      onCancel: () => void;
      onSaved?: (review: Review) => void;
    }
  | {
      mode: 'edit';
      review: Review;
      eligible?: undefined;
      onDone: () => void;
      onCancel: () => void;
      /** The saved review as the API answered it, at once (its new text and status, pending). */
      onSaved?: (review: Review) => void;
    };

type Field = 'bookingId' | 'rating' | 'comment';

/**
 * Writing or editing a review (SPEC 2 screen 10, SPEC 5): the stay ('Select Your Stay' when more than
 * one is eligible), a rating 1-5 and a comment, checked by shared-domain's review checks (every
 * message at once on submit, focus on the first invalid field). After a successful save `onSaved`
 * gets the saved review at once; the success message shows for REVIEW_SUCCESS_MS, then `onDone`
 * closes the form.
 */
export function ReviewForm(props: ReviewFormProps) {
  const api = useApi();
  const { mode, onDone, onCancel, onSaved } = props;
  const onlyStay = mode === 'create' && props.eligible.length === 1 ? props.eligible[0] : undefined;
  const [bookingId, setBookingId] = useState(onlyStay?.id ?? '');
  const [rating, setRating] = useState<number | null>(props.review?.rating ?? null);
  const [comment, setComment] = useState(props.review?.comment ?? '');
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [saved, setSaved] = useState(false);
  const checks = useFormChecks<Field>(checkReviewFields({ bookingId, rating, comment }, mode));

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(onDone, REVIEW_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [saved, onDone]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting || saved) return;
    const checked = validateReview({ bookingId, rating, comment }, mode);
    if (!checks.checkAll() || !checked.ok) return;
    setSubmitError(null);
    setSubmitting(true);
    try {
      const review =
        props.mode === 'edit'
          ? await updateReview(api, props.review.id, {
              rating: checked.value.rating,
              comment: checked.value.comment,
            })
          : await createReview(api, {
              bookingId: checked.value.bookingId ?? bookingId,
              rating: checked.value.rating,
              comment: checked.value.comment,
            });
      setSaved(true);
      onSaved?.(review);
    } catch (error) {
      console.error(MESSAGES.submitReviewFailed, error);
      setSubmitError(errorMessage(error, MESSAGES.submitReviewFailed));
    } finally {
      setSubmitting(false);
    }
  };

  const errorFor = (field: Field) => checks.errors[field];
  const title = mode === 'edit' ? 'Edit your review' : MESSAGES.writeAReview;

  return (
    <form
      ref={checks.formRef}
      className={styles.form}
      aria-label={title}
      noValidate
      onSubmit={(event) => void submit(event)}
      onBlur={checks.onBlur}
    >
      <h3 className={styles.formTitle}>{title}</h3>
      {props.mode === 'create' && props.eligible.length > 1 && (
        <Select
          label={MESSAGES.selectYourStay}
          name="bookingId"
          placeholder="Choose a stay"
          value={bookingId}
          onChange={(event) => setBookingId(event.target.value)}
          options={props.eligible.map((booking) => ({
            value: booking.id,
            label: formatDisplayDateRange({ start: booking.startDate, end: booking.endDate }),
          }))}
          error={errorFor('bookingId')}
          required
        />
      )}
      {onlyStay && (
        <p className={styles.muted}>
          Your stay: {formatDisplayDateRange({ start: onlyStay.startDate, end: onlyStay.endDate })}
        </p>
      )}
      {props.mode === 'create' && props.eligible.length === 0 && errorFor('bookingId') && (
        <ErrorBox message={errorFor('bookingId')} />
      )}
      <StarRatingInput
        label="Rating"
        name="rating"
        value={rating}
        onChange={setRating}
        error={errorFor('rating')}
        required
      />
      <TextField
        label="Comment"
        name="comment"
        multiline
        rows={4}
        maxLength={MAX_COMMENT_LENGTH}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        error={errorFor('comment')}
        required
      />
      {submitError && <ErrorBox message={submitError} />}
      {saved && <Notice tone="success">{MESSAGES.reviewSubmitted}</Notice>}
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onCancel} disabled={saved}>
          Cancel
        </Button>
        <Button type="submit" loading={submitting} disabled={saved}>
          {mode === 'edit' ? 'Save Review' : 'Submit Review'}
        </Button>
      </div>
    </form>
  );
}
