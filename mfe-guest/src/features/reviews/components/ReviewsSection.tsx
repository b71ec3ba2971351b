import { useCallback, useEffect, useState } from 'react';
import { DELETE_REVIEW_NOTICE_MS } from '@shoreline/shared-domain/constants';
import { MESSAGES, withCount } from '@shoreline/shared-domain/messages';
import type { Listing, Review } from '@shoreline/shared-domain/types';
import type { ListingReviews } from '@shoreline/shared-ui/api/apiTypes';
import { Button } from '@shoreline/shared-ui/components/Button';
import { ConfirmDialog } from '@shoreline/shared-ui/components/ConfirmDialog';
import { ErrorBox } from '@shoreline/shared-ui/components/ErrorBox';
import { Notice } from '@shoreline/shared-ui/components/Notice';
import { Spinner } from '@shoreline/shared-ui/components/Spinner';
import { StarRating } from '@shoreline/shared-ui/components/StarRating';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { useSession } from '@shoreline/shared-ui/shell/useSession';
import { deleteReview } from '../api/deleteReview';
import { useListingReviews } from '../hooks/useListingReviews';
import { useMyReviewStatus } from '../hooks/useMyReviewStatus';
import { ReviewForm } from './ReviewForm';
import { ReviewItem } from './ReviewItem';
import styles from './Reviews.module.css';

type Editing = { mode: 'create' } | { mode: 'edit'; review: Review } | null;

/**
 * The reviews of a listing (SPEC 2 screen 10): 'Reviews (n)' of approved reviews, the signed-in
 * renter's own reviews in any status with Edit and Delete, and Write a Review when they have a
 * completed stay here that is not reviewed yet.
 */
export function ReviewsSection({
  listing,
  firstReviews,
}: {
  listing: Pick<Listing, 'id' | 'hostId'>;
  /** The newest reviews, already loaded with the page: shown without another request. */
  firstReviews?: ListingReviews;
}) {
  const api = useApi();
  const userId = useSession((session) => session.user?.id ?? null);
  const reviews = useListingReviews(listing.id, firstReviews);
  const status = useMyReviewStatus(listing.id, userId);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Review | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [deletedNotice, setDeletedNotice] = useState(false);
  const { reload: reloadReviews } = reviews;
  const { reload: reloadStatus } = status;

  useEffect(() => {
    if (!deletedNotice) return;
    const timer = setTimeout(() => setDeletedNotice(false), DELETE_REVIEW_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [deletedNotice]);

  useEffect(() => setEditing(null), [userId]);

  const formDone = useCallback(() => {
    setEditing(null);
    reloadStatus();
    reloadReviews();
  }, [reloadStatus, reloadReviews]);
  const formCancel = useCallback(() => setEditing(null), []);
  // The saved review replaces the old one in "Your reviews" at once (its new text and status,
  // pending), not only after the success message closes the form and the lists are reloaded.
  const { setData: setStatusData } = status;
  const formSaved = useCallback(
    (saved: Review) =>
      setStatusData((current) => ({
        ...current,
        mine: current.mine.some((review) => review.id === saved.id)
          ? current.mine.map((review) => (review.id === saved.id ? saved : review))
          : [saved, ...current.mine],
      })),
    [setStatusData],
  );

  const confirmDelete = async () => {
    if (!deleting || deleteBusy) return;
    setDeleteBusy(true);
    setDeleteError(null);
    try {
      await deleteReview(api, deleting.id);
      status.setData((current) => ({
        ...current,
        mine: current.mine.filter((review) => review.id !== deleting.id),
      }));
      setDeleting(null);
      setDeletedNotice(true);
      reloadStatus();
      reloadReviews();
    } catch (error) {
      console.error(MESSAGES.deleteReviewFailed, error);
      setDeleteError(MESSAGES.deleteReviewFailed);
    } finally {
      setDeleteBusy(false);
    }
  };

  const mine = status.status === 'success' ? status.data.mine : [];
  const eligible = status.status === 'success' ? status.data.eligible : [];
  const mineIds = new Set(mine.map((review) => review.id));
  const isHost = userId !== null && userId === listing.hostId;

  return (
    <section className={styles.section} aria-labelledby="reviews-title">
      <div className={styles.header}>
        <h2 id="reviews-title" className={styles.title}>
          {withCount(MESSAGES.reviews, reviews.status === 'success' ? reviews.data.reviewCount : 0)}
        </h2>
        {/* With no reviews the list below already says so. */}
        {reviews.status === 'success' && reviews.data.reviewCount > 0 && (
          <StarRating value={reviews.data.averageRating} count={reviews.data.reviewCount} />
        )}
      </div>

      {deletedNotice && <Notice tone="success">{MESSAGES.reviewDeleted}</Notice>}

      {userId !== null && !isHost && status.status === 'loading' && <Spinner label="Checking your stays" />}
      {userId !== null && !isHost && status.status === 'error' && (
        <ErrorBox
          message={MESSAGES.reviewEligibilityFailed}
          action={{ label: 'Retry', onClick: status.reload }}
        />
      )}
      {userId !== null &&
        !isHost &&
        status.status === 'success' &&
        editing === null &&
        (eligible.length > 0 ? (
          <div>
            <Button onClick={() => setEditing({ mode: 'create' })}>{MESSAGES.writeAReview}</Button>
          </div>
        ) : (
          mine.length === 0 && <p className={styles.muted}>{MESSAGES.reviewOnlyAfterStay}</p>
        ))}
      {editing?.mode === 'create' && (
        <ReviewForm
          mode="create"
          eligible={eligible}
          onDone={formDone}
          onCancel={formCancel}
          onSaved={formSaved}
        />
      )}
      {editing?.mode === 'edit' && (
        <ReviewForm
          key={editing.review.id}
          mode="edit"
          review={editing.review}
          onDone={formDone}
          onCancel={formCancel}
          onSaved={formSaved}
        />
      )}

      {mine.length > 0 && (
        <ul className={styles.list} aria-label="Your reviews">
          {mine.map((review) => (
            <li key={review.id}>
              <ReviewItem
                review={review}
                own={{
                  onEdit: () => setEditing({ mode: 'edit', review }),
                  onDelete: () => setDeleting(review),
                }}
              />
            </li>
          ))}
        </ul>
      )}

      {reviews.status === 'loading' && <Spinner block label="Loading reviews" />}
      {reviews.status === 'error' && (
        <ErrorBox message={MESSAGES.reviewsLoadFailed} action={{ label: 'Retry', onClick: reviews.reload }} />
      )}
      {reviews.status === 'success' && reviews.data.items.length === 0 && (
        <p className={styles.muted}>No reviews yet.</p>
      )}
      {reviews.status === 'success' && reviews.data.items.some((review) => !mineIds.has(review.id)) && (
        <ul className={styles.list} aria-label="Guest reviews">
          {reviews.data.items
            .filter((review) => !mineIds.has(review.id))
            .map((review) => (
              <li key={review.id}>
                <ReviewItem review={review} />
              </li>
            ))}
        </ul>
      )}

      {reviews.status === 'success' && reviews.data.items.length < reviews.data.reviewCount && (
        <div>
          <Button variant="secondary" onClick={reviews.reload}>
            Show all {reviews.data.reviewCount} reviews
          </Button>
        </div>
      )}

      <ConfirmDialog
        open={deleting !== null}
        title="Delete review"
        message={MESSAGES.confirmDeleteReview}
        confirmLabel="Delete"
        tone="danger"
        busy={deleteBusy}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onCancel={() => {
          setDeleting(null);
          setDeleteError(null);
        }}
      />
    </section>
  );
}
