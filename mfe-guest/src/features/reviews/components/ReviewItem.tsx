import { formatDisplayInstant } from '@shoreline/shared-domain/dates';
import type { Review } from '@shoreline/shared-domain/types';
import { Badge } from '@shoreline/shared-ui/components/Badge';
import { Button } from '@shoreline/shared-ui/components/Button';
import { StarRating } from '@shoreline/shared-ui/components/StarRating';
import styles from './Reviews.module.css';

export interface ReviewItemProps {
  review: Review;
  /** The author's own review: status shown, Edit and Delete offered. */
  own?: { onEdit: () => void; onDelete: () => void };
}

/**
 * One review with the date it was written (created or last edited: moderation does not change it).
 * The author also sees its status, and for a rejection when it was rejected and why.
 */
export function ReviewItem({ review, own }: ReviewItemProps) {
  return (
    <article className={styles.item} aria-label={`Review by ${review.reviewerName ?? 'a guest'}`}>
      <div className={styles.itemHeader}>
        <span className={styles.reviewer}>{own ? 'Your review' : (review.reviewerName ?? 'Guest')}</span>
        <span className={styles.muted}>
          {own && 'Written '}
          <time dateTime={review.updatedAt}>{formatDisplayInstant(review.updatedAt)}</time>
        </span>
        {own && review.status === 'pending' && <Badge tone="pending">Pending · awaiting moderation</Badge>}
        {own && review.status === 'rejected' && <Badge tone="rejected">Rejected</Badge>}
        {own && review.status === 'approved' && <Badge tone="approved">Published</Badge>}
      </div>
      <StarRating value={review.rating} />
      <p className={styles.comment}>{review.comment}</p>
      {own && review.status === 'rejected' && (
        <p className={styles.muted}>
          {review.reviewedAt && (
            <>
              Rejected on <time dateTime={review.reviewedAt}>{formatDisplayInstant(review.reviewedAt)}</time>
              {review.rejectionReason ? '. ' : null}
            </>
          )}
          {review.rejectionReason && <>Reason: {review.rejectionReason}</>}
        </p>
      )}
      {own && (
        <div className={styles.itemActions}>
          <Button size="sm" variant="secondary" onClick={own.onEdit}>
            Edit
          </Button>
          <Button size="sm" variant="danger" onClick={own.onDelete}>
            Delete
          </Button>
        </div>
      )}
    </article>
  );
}
