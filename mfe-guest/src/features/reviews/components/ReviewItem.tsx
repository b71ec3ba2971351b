import { formatDisplayInstant } from '@shoreline/shared-domain/dates';
import type { Review } from '@shoreline/shared-domain/types';
import type { PublicReview } from '@shoreline/shared-ui/api/apiTypes';
import { Badge } from '@shoreline/shared-ui/components/Badge';
import { Button } from '@shoreline/shared-ui/components/Button';
import { StarRating } from '@shoreline/shared-ui/components/StarRating';
import { useDisplayInstant } from '@shoreline/shared-ui/shell/useDisplayInstant';
import styles from './Reviews.module.css';

export interface ReviewItemProps {
  /** A published review (the listing's list), or one of the author's own (with its moderation). */
  review: PublicReview | Review;
  /** The author's own review: status shown, Edit and Delete offered. */
  own?: { onEdit: () => void; onDelete: () => void };
}

/**
 * One review with the date it was written (created or last edited: moderation does not change it).
 * The author also sees its status, and for a rejection when it was rejected and why.
 */
export function ReviewItem({ review, own }: ReviewItemProps) {
  // Only the author's own list says how moderation went; published reviews carry none of it.
  const moderation = own && 'status' in review ? review : null;
  // The listing page is rendered on the server: its dates too (the same text at hydration).
  const written = useDisplayInstant(review.updatedAt);
  return (
    <article className={styles.item} aria-label={`Review by ${review.reviewerName ?? 'a guest'}`}>
      <div className={styles.itemHeader}>
        <span className={styles.reviewer}>{own ? 'Your review' : (review.reviewerName ?? 'Guest')}</span>
        <span className={styles.muted}>
          {own && 'Written '}
          <time dateTime={review.updatedAt}>{written}</time>
        </span>
        {moderation?.status === 'pending' && <Badge tone="pending">Pending · awaiting moderation</Badge>}
        {moderation?.status === 'rejected' && <Badge tone="rejected">Rejected</Badge>}
        {moderation?.status === 'approved' && <Badge tone="approved">Published</Badge>}
      </div>
      <StarRating value={review.rating} />
      <p className={styles.comment}>{review.comment}</p>
      {moderation?.status === 'rejected' && (
        <p className={styles.muted}>
          {moderation.reviewedAt && (
            <>
              Rejected on{' '}
              <time dateTime={moderation.reviewedAt}>{formatDisplayInstant(moderation.reviewedAt)}</time>
              {moderation.rejectionReason ? '. ' : null}
            </>
          )}
          {moderation.rejectionReason && <>Reason: {moderation.rejectionReason}</>}
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
