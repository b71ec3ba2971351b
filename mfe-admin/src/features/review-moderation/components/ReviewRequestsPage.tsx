import { useRef, useState } from 'react';
import { MESSAGES, withCount } from '@shoreline/shared-domain/messages';
import type { ReviewForModeration } from '@shoreline/shared-domain/types';
import { ErrorBox } from '@shoreline/shared-ui/components/ErrorBox';
import { LoadMore } from '@shoreline/shared-ui/components/LoadMore';
import { Notice } from '@shoreline/shared-ui/components/Notice';
import { Page } from '@shoreline/shared-ui/components/Page';
import { PageHeader } from '@shoreline/shared-ui/components/PageHeader';
import { Spinner } from '@shoreline/shared-ui/components/Spinner';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { ListSection } from '../../../components/ListSection';
import { rowFailure } from '../../../components/rowFailure';
import { useFocusAfterRender } from '../../../hooks/useFocusAfterRender';
import { useRowAction } from '../../../hooks/useRowAction';
import { approveReview } from '../api/approveReview';
import { rejectReview } from '../api/rejectReview';
import { usePendingReviews } from '../hooks/usePendingReviews';
import { ReviewRequestCard, rejectButtonId, type ReviewDecision } from './ReviewRequestCard';

/**
 * `/admin/reviews` (PRODUCT 9): reviews waiting for moderation. Approve publishes one; reject asks for
 * a reason first. The list refreshes after each decision.
 */
export function ReviewRequestsPage() {
  const api = useApi();
  const reviews = usePendingReviews();
  const decision = useRowAction<ReviewDecision>();
  const [rejectingId, setRejectingId] = useState<string | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const focusAfterRender = useFocusAfterRender();

  const decide = (review: ReviewForModeration, action: ReviewDecision, call: () => Promise<unknown>) =>
    void decision.run(review.id, action, call, {
      fallback: MESSAGES.reviewModerationFailed,
      success:
        action === 'approve'
          ? `The review of ${review.listingTitle} is published.`
          : `The review of ${review.listingTitle} was rejected.`,
      onDone: () => {
        setRejectingId((current) => (current === review.id ? null : current));
        reviews.setData((list) => list.filter((candidate) => candidate.id !== review.id));
        reviews.reload();
        focusAfterRender(() => listHeading.current);
      },
      onStale: reviews.reload,
    });

  const cancelReject = (review: ReviewForModeration) => {
    setRejectingId(null);
    focusAfterRender(() => document.getElementById(rejectButtonId(review)));
  };

  const failure = rowFailure(decision.failure, reviews.data);

  return (
    <Page>
      <PageHeader
        title="Review Requests"
        subtitle="Approve a review to publish it on its listing, or reject it with a reason for the reviewer."
      />
      {decision.notice && (
        <Notice tone="success" onDismiss={decision.dismiss}>
          {decision.notice}
        </Notice>
      )}
      {failure.page && <ErrorBox message={failure.page} />}
      {reviews.status === 'loading' && <Spinner block showLabel label="Loading reviews" />}
      {reviews.status === 'error' && (
        <ErrorBox
          message={MESSAGES.reviewModerationLoadFailed}
          action={{ label: 'Retry', onClick: reviews.reload }}
        />
      )}
      {reviews.status === 'success' && (
        <ListSection
          title={withCount('Pending Reviews', reviews.data.length, reviews.hasMore)}
          headingRef={listHeading}
          items={reviews.data}
          keyOf={(review) => review.id}
          empty={{ title: MESSAGES.noPendingReviews, text: 'New and edited reviews will show here.' }}
          renderItem={(review) => (
            <ReviewRequestCard
              review={review}
              rejecting={rejectingId === review.id}
              running={decision.running?.id === review.id ? decision.running.action : null}
              disabled={decision.running !== null && decision.running.id !== review.id}
              failure={failure.row(review.id)}
              onApprove={(chosen) => decide(chosen, 'approve', () => approveReview(api, chosen.id))}
              onStartReject={(chosen) => {
                decision.dismiss();
                setRejectingId(chosen.id);
              }}
              onReject={(chosen, reason) =>
                decide(chosen, 'reject', () => rejectReview(api, chosen.id, reason))
              }
              onCancelReject={() => cancelReject(review)}
            />
          )}
        />
      )}
      {reviews.status === 'success' && <LoadMore list={reviews} />}
    </Page>
  );
}
