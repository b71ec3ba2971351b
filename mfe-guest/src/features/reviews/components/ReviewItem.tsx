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

export function ReviewItem({ review, own }: ReviewItemProps) {
  return (
    <article className={styles.item} aria-label={`Review by ${review.reviewerName ?? 'a guest'}`}>
      <div className={styles.itemHeader}>
        <span className={styles.reviewer}>{own ? 'Your review' : (review.reviewerName ?? 'Guest')}</span>
        <span className={styles.muted}>{formatDisplayInstant(review.updatedAt ?? review.createdAt)}</span>
        {own && review.status === 'pending' && <Badge tone="pending">Pending · awaiting moderation</Badge>}
        {own && review.status === 'rejected' && <Badge tone="rejected">Rejected</Badge>}
        {own && review.status === 'approved' && <Badge tone="approved">Published</Badge>}
      </div>
      <StarRating value={review.rating} />
      <p className={styles.comment}>{review.comment}</p>
      {own && review.status === 'rejected' && review.rejectionReason && (
        <p className={styles.muted}>Reason: {review.rejectionReason}</p>
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
