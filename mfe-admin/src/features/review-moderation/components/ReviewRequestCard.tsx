import { formatDisplayInstant } from '@shoreline/shared-domain/dates';
import type { ReviewForModeration } from '@shoreline/shared-domain/types';
import { Button } from '@shoreline/shared-ui/components/Button';
import { Card } from '@shoreline/shared-ui/components/Card';
import { CardActions } from '@shoreline/shared-ui/components/CardActions';
import { CardHeader } from '@shoreline/shared-ui/components/CardHeader';
import { ErrorBox } from '@shoreline/shared-ui/components/ErrorBox';
import { FactList } from '@shoreline/shared-ui/components/FactList';
import { QuotedMessage } from '@shoreline/shared-ui/components/QuotedMessage';
import { StarRating } from '@shoreline/shared-ui/components/StarRating';
import { paths } from '@shoreline/shared-ui/routes';
import { ShellLink } from '@shoreline/shared-ui/shell/ShellLink';
import { RejectReviewForm } from './RejectReviewForm';
import pageStyles from '../../../components/AdminPage.module.css';

export type ReviewDecision = 'approve' | 'reject';

export interface ReviewRequestCardProps {
  review: ReviewForModeration;
  /** The reason form is open on this card. */
  rejecting: boolean;
  running: ReviewDecision | null;
  /** Another card's decision is in flight. */
  disabled: boolean;
  failure?: string;
  onApprove: (review: ReviewForModeration) => void;
  onStartReject: (review: ReviewForModeration) => void;
  onReject: (review: ReviewForModeration, reason: string) => void;
  onCancelReject: () => void;
}

/** A review waiting for moderation (PRODUCT 9): listing, reviewer, rating, comment and date. */
export function ReviewRequestCard({
  review,
  rejecting,
  running,
  disabled,
  failure,
  onApprove,
  onStartReject,
  onReject,
  onCancelReject,
}: ReviewRequestCardProps) {
  const reviewer = review.reviewerName ?? 'Guest';
  const titleId = `review-${review.id}-title`;
  const which = `the review of ${review.listingTitle} by ${reviewer}`;
  return (
    <Card as="article" className={pageStyles.card} aria-labelledby={titleId}>
      <CardHeader
        headingId={titleId}
        title={<ShellLink href={paths.listing(review.listingId)}>{review.listingTitle}</ShellLink>}
        aside={<StarRating value={review.rating} size="md" />}
      />
      <FactList
        facts={[
          { label: 'Reviewer', value: reviewer },
          { label: 'Submitted', value: formatDisplayInstant(review.updatedAt) },
        ]}
      />
      <QuotedMessage label="Comment">{review.comment}</QuotedMessage>
      {failure && <ErrorBox message={failure} />}
      {rejecting ? (
        <RejectReviewForm
          which={which}
          busy={running === 'reject'}
          onReject={(reason) => onReject(review, reason)}
          onCancel={onCancelReject}
        />
      ) : (
        <CardActions>
          <Button
            id={rejectButtonId(review)}
            variant="danger"
            disabled={disabled || running !== null}
            onClick={() => onStartReject(review)}
            aria-label={`Reject ${which}`}
          >
            Reject
          </Button>
          <Button
            loading={running === 'approve'}
            disabled={disabled}
            onClick={() => onApprove(review)}
            aria-label={`Approve ${which}`}
          >
            Approve
          </Button>
        </CardActions>
      )}
    </Card>
  );
}

/** The id of a card's Reject button: focus returns there when the reason form is cancelled. */
export const rejectButtonId = (review: Pick<ReviewForModeration, 'id'>) => `review-${review.id}-reject`;
