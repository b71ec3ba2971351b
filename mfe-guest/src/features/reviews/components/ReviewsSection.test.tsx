import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { Booking, Review } from '@shoreline/shared-domain/types';
import type { ListingReviews, PublicReview } from '@shoreline/shared-ui/api/apiTypes';
import { ANA, renderWithShell } from '../../../test/renderWithShell';
import { ReviewsSection } from './ReviewsSection';
import { pageOf } from '@shoreline/shared-ui/test/pageOf';

const LISTING = { id: 'listing-1', hostId: 'host-1' };

/** One of the author's own reviews (GET /api/reviews/mine): with its moderation. */
const review = (overrides: Partial<Review>): Review => ({
  id: 'r',
  listingId: LISTING.id,
  reviewerId: 'someone',
  reviewerName: 'Ben Okafor',
  bookingId: 'b',
  rating: 4,
  comment: 'Great',
  status: 'approved',
  rejectionReason: null,
  reviewedBy: null,
  reviewedAt: null,
  createdAt: '2026-05-01T10:00:00.000Z',
  updatedAt: '2026-05-01T10:00:00.000Z',
  ...overrides,
});

/** A published review as the listing's list gives it: nobody's ids (issue 20). */
const published = (overrides: Partial<PublicReview>): PublicReview => ({
  id: 'r',
  reviewerName: 'Ben Okafor',
  rating: 4,
  comment: 'Great',
  createdAt: '2026-05-01T10:00:00.000Z',
  updatedAt: '2026-05-01T10:00:00.000Z',
  mine: false,
  ...overrides,
});

const approved: ListingReviews = {
  items: [published({ id: 'r-ben', comment: 'Wonderful sunsets' })],
  averageRating: 4,
  reviewCount: 1,
};

const stay = { id: 'b-1', startDate: '2026-04-01', endDate: '2026-04-04' } as Booking;

function routes(mine: Review[], eligible: Booking[], list: ListingReviews = approved) {
  return {
    [`GET /api/listings/${LISTING.id}/reviews`]: { body: list },
    [`GET /api/reviews/mine?listingId=${LISTING.id}`]: { body: pageOf(mine) },
    [`GET /api/listings/${LISTING.id}/reviewable-bookings`]: { body: pageOf(eligible) },
  };
}

describe('ReviewsSection', () => {
  it('counts the approved reviews and lists them for a signed-out visitor, without review actions', async () => {
    const { server } = renderWithShell(<ReviewsSection listing={LISTING} />, {
      user: null,
      routes: routes([], []),
    });
    expect(await screen.findByText('Wonderful sunsets')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reviews (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MESSAGES.writeAReview })).not.toBeInTheDocument();
    expect(server.calls.map((call) => call.url)).toEqual([`/api/listings/${LISTING.id}/reviews`]);
  });

  it('tells a signed-in renter without a completed stay that reviews come after the stay', async () => {
    renderWithShell(<ReviewsSection listing={LISTING} />, { user: ANA, routes: routes([], []) });
    expect(await screen.findByText(MESSAGES.reviewOnlyAfterStay)).toBeInTheDocument();
  });

  it('offers Write a Review for an eligible stay and shows own pending reviews with Edit and Delete', async () => {
    const user = userEvent.setup();
    const pending = review({
      id: 'r-ana',
      reviewerId: ANA.id,
      reviewerName: ANA.name,
      status: 'pending',
      comment: 'My stay',
    });
    renderWithShell(<ReviewsSection listing={LISTING} />, { user: ANA, routes: routes([pending], [stay]) });
    const mine = await screen.findByRole('list', { name: 'Your reviews' });
    expect(within(mine).getByText(/awaiting moderation/)).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: MESSAGES.writeAReview }));
    expect(screen.getByRole('form', { name: MESSAGES.writeAReview })).toBeInTheDocument();
  });

  it("offers Edit and Delete on the author's own published review, once, and on nobody else's", async () => {
    const own = review({ id: 'r-ana', reviewerId: ANA.id, reviewerName: ANA.name, comment: 'My stay' });
    const list: ListingReviews = {
      items: [
        published({ id: 'r-ana', reviewerName: ANA.name, comment: 'My stay', rating: 5, mine: true }),
        published({ id: 'r-ben', comment: 'Wonderful sunsets' }),
      ],
      averageRating: 4.5,
      reviewCount: 2,
    };
    renderWithShell(<ReviewsSection listing={LISTING} />, { user: ANA, routes: routes([own], [], list) });
    const mine = within(await screen.findByRole('list', { name: 'Your reviews' }));
    expect(mine.getByText('My stay')).toBeInTheDocument();
    expect(mine.getByText('Published')).toBeInTheDocument();
    expect(mine.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(mine.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    const guests = within(await screen.findByRole('list', { name: 'Guest reviews' }));
    expect(guests.getByText('Wonderful sunsets')).toBeInTheDocument();
    expect(guests.queryByText('My stay')).not.toBeInTheDocument();
    expect(guests.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getAllByText('My stay')).toHaveLength(1);
  });

  it('shows an own rejected review with the date it was written and, apart, when and why it was rejected', async () => {
    const rejected = review({
      id: 'r-ana',
      reviewerId: ANA.id,
      status: 'rejected',
      comment: 'My stay',
      rejectionReason: 'Please keep it about the stay.',
      createdAt: '2026-05-01T10:00:00.000Z',
      updatedAt: '2026-05-02T10:00:00.000Z',
      reviewedAt: '2026-05-20T10:00:00.000Z',
    });
    renderWithShell(<ReviewsSection listing={LISTING} />, { user: ANA, routes: routes([rejected], []) });
    const mine = within(await screen.findByRole('list', { name: 'Your reviews' }));
    expect(mine.getByText('Rejected')).toBeInTheDocument();
    expect(mine.getByText(/^Written/)).toHaveTextContent('Written May 2, 2026');
    expect(mine.getByText(/^Rejected on/)).toHaveTextContent(
      'Rejected on May 20, 2026. Reason: Please keep it about the stay.',
    );
  });

  it('shows the edited text and its new status, pending, while the success message is up (issue 22 item 14)', async () => {
    const user = userEvent.setup();
    const rejected = review({
      id: 'r-ana',
      reviewerId: ANA.id,
      status: 'rejected',
      comment: 'My stay',
      rejectionReason: 'Please keep it about the stay.',
      reviewedAt: '2026-05-20T10:00:00.000Z',
    });
    renderWithShell(<ReviewsSection listing={LISTING} />, {
      user: ANA,
      routes: {
        ...routes([rejected], []),
        'PUT /api/reviews/r-ana': ({ body }) => ({
          body: {
            ...rejected,
            ...(body as Partial<Review>),
            status: 'pending',
            rejectionReason: null,
            reviewedAt: null,
            updatedAt: '2026-05-21T10:00:00.000Z',
          },
        }),
      },
    });
    const mine = within(await screen.findByRole('list', { name: 'Your reviews' }));
    await user.click(mine.getByRole('button', { name: 'Edit' }));
    const comment = screen.getByLabelText(/^Comment/);
    await user.clear(comment);
    await user.type(comment, 'A calm week by the sea');
    await user.click(screen.getByRole('button', { name: 'Save Review' }));
    expect(await screen.findByText(MESSAGES.reviewSubmitted)).toBeInTheDocument();
    expect(mine.getByText('A calm week by the sea')).toBeInTheDocument();
    expect(mine.getByText('Pending · awaiting moderation')).toBeInTheDocument();
    expect(mine.queryByText('My stay')).not.toBeInTheDocument();
    expect(mine.queryByText('Rejected')).not.toBeInTheDocument();
  });

  it('deletes an own review after the confirmation and says so', async () => {
    const user = userEvent.setup();
    const pending = review({ id: 'r-ana', reviewerId: ANA.id, status: 'pending', comment: 'My stay' });
    const { server } = renderWithShell(<ReviewsSection listing={LISTING} />, {
      user: ANA,
      routes: { ...routes([pending], []), 'DELETE /api/reviews/r-ana': { status: 204 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(screen.getByText(MESSAGES.confirmDeleteReview)).toBeInTheDocument();
    server.on(`GET /api/reviews/mine?listingId=${LISTING.id}`, { body: pageOf([]) });
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MESSAGES.reviewDeleted)).toBeInTheDocument();
    expect(screen.queryByText('My stay')).not.toBeInTheDocument();
    expect(server.calls.some((call) => call.method === 'DELETE' && call.url === '/api/reviews/r-ana')).toBe(
      true,
    );
  });

  it('says No reviews yet once when a listing has none', async () => {
    renderWithShell(<ReviewsSection listing={LISTING} />, {
      user: null,
      routes: {
        [`GET /api/listings/${LISTING.id}/reviews`]: {
          body: { items: [], averageRating: 0, reviewCount: 0 },
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Reviews (0)' })).toBeInTheDocument();
    // The heading comes from the listing at once; the empty state once the reviews have loaded.
    expect(await screen.findAllByText(/no reviews yet/i)).toHaveLength(1);
  });

  it("shows SPEC's messages when the reviews or the renter's eligibility cannot be loaded", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithShell(<ReviewsSection listing={LISTING} />, {
      user: ANA,
      routes: {
        [`GET /api/listings/${LISTING.id}/reviews`]: { status: 500, body: { message: 'boom' } },
        [`GET /api/reviews/mine?listingId=${LISTING.id}`]: { status: 500, body: { message: 'boom' } },
        [`GET /api/listings/${LISTING.id}/reviewable-bookings`]: { body: pageOf([]) },
      },
    });
    expect(await screen.findByText(MESSAGES.reviewsLoadFailed)).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.reviewEligibilityFailed)).toBeInTheDocument();
  });

  it("keeps the review and shows SPEC's message when deleting fails", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const pending = review({ id: 'r-ana', reviewerId: ANA.id, status: 'pending', comment: 'My stay' });
    renderWithShell(<ReviewsSection listing={LISTING} />, {
      user: ANA,
      routes: {
        ...routes([pending], []),
        'DELETE /api/reviews/r-ana': { status: 500, body: { message: 'boom' } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(
      await within(screen.getByRole('dialog')).findByText(MESSAGES.deleteReviewFailed),
    ).toBeInTheDocument();
    expect(screen.getByText('My stay')).toBeInTheDocument();
  });
});
