// Issue 22 item 2: the admin's review moderation list follows what the bell already knows.
import { act, screen } from '@testing-library/react';
import type { Notification } from '@shoreline/shared-domain/notifications';
import type { ReviewForModeration } from '@shoreline/shared-domain/types';
import { renderAdminPage } from '../../../test/renderAdminPage';
import { ReviewRequestsPage } from './ReviewRequestsPage';
import { asPage } from '@shoreline/shared-ui/test/pageOf';

const ALFAMA: ReviewForModeration = {
  id: 'v1',
  listingId: 'listing-v1',
  listingTitle: 'Alfama Rooftop',
  reviewerId: 'reviewer-v1',
  reviewerName: 'Ben Okafor',
  bookingId: 'booking-v1',
  rating: 4,
  comment: 'Beautiful flat, steep stairs but worth it for the view.',
  status: 'pending',
  rejectionReason: null,
  reviewedBy: null,
  reviewedAt: null,
  createdAt: '2026-03-02T12:00:00.000Z',
  updatedAt: '2026-03-04T12:00:00.000Z',
};

const awaiting = (kind: 'review-awaiting-moderation' | 'review-approved'): Notification => ({
  id: `n-${kind}`,
  kind,
  facts: {
    reviewId: ALFAMA.id,
    listingId: ALFAMA.listingId,
    listingTitle: ALFAMA.listingTitle,
    reviewerName: ALFAMA.reviewerName,
    rating: ALFAMA.rating,
    reason: null,
  },
  link: '/admin/reviews',
  createdAt: '2026-03-04T12:00:01.000Z',
  readAt: null,
});

describe('ReviewRequestsPage, live', () => {
  it('lists a review waiting for moderation as soon as its notification arrives', async () => {
    let pending: ReviewForModeration[] = [];
    const { shell, api } = renderAdminPage(<ReviewRequestsPage />, {
      'GET /api/admin/reviews?status=pending': asPage(() => pending),
    });
    expect(await screen.findByRole('heading', { name: /\(0\)$/ }, { timeout: 5000 })).toBeVisible();
    const loads = () => api.calls.filter((call) => call.path.startsWith('/api/admin/reviews')).length;

    pending = [ALFAMA];
    // What the admin hears as a reviewer (their own review approved) does not concern this list.
    act(() => shell.notifications!.setState({ unreadCount: 1, latest: awaiting('review-approved') }));
    expect(loads()).toBe(1);
    act(() =>
      shell.notifications!.setState({ unreadCount: 2, latest: awaiting('review-awaiting-moderation') }),
    );

    expect(await screen.findByRole('heading', { name: /\(1\)$/ }, { timeout: 5000 })).toBeVisible();
    expect(screen.getByText(ALFAMA.comment)).toBeInTheDocument();
    expect(loads()).toBe(2);
  });
});
