import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REVIEW_SUCCESS_MS } from '@shoreline/shared-domain/constants';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { Review } from '@shoreline/shared-domain/types';
import { ANA, renderWithShell } from '../../../test/renderWithShell';
import { ReviewForm } from './ReviewForm';

const STAYS = [
  { id: 'booking-june', startDate: '2026-06-01', endDate: '2026-06-05' },
  { id: 'booking-august', startDate: '2026-08-10', endDate: '2026-08-12' },
];

const REVIEW: Review = {
  id: 'review-1',
  listingId: 'listing-1',
  reviewerId: ANA.id,
  reviewerName: ANA.name,
  bookingId: 'booking-june',
  rating: 3,
  comment: 'Nice view',
  status: 'approved',
  rejectionReason: null,
  reviewedBy: 'admin',
  reviewedAt: '2026-06-11T10:00:00.000Z',
  createdAt: '2026-06-10T10:00:00.000Z',
  updatedAt: '2026-06-10T10:00:00.000Z',
};

const created = (body: unknown): Review => ({ ...REVIEW, ...(body as Partial<Review>), status: 'pending' });

describe('ReviewForm (create)', () => {
  it("offers 'Select Your Stay' when more than one stay is eligible, and checks each field in order", async () => {
    // No timer between keys: 30 characters typed, each otherwise waiting on a loaded machine.
    const user = userEvent.setup({ delay: null });
    const onDone = jest.fn();
    const { server } = renderWithShell(
      <ReviewForm mode="create" eligible={STAYS} onDone={onDone} onCancel={jest.fn()} />,
      { user: ANA, routes: { 'POST /api/reviews': ({ body }) => ({ status: 201, body: created(body) }) } },
    );
    const submit = screen.getByRole('button', { name: 'Submit Review' });

    await user.click(submit);
    expect(screen.getByText(MESSAGES.reviewBookingRequired)).toBeInTheDocument();

    await user.selectOptions(
      screen.getByLabelText(new RegExp(`^${MESSAGES.selectYourStay}`)),
      'Aug 10, 2026 - Aug 12, 2026',
    );
    await user.click(submit);
    expect(screen.getByText(MESSAGES.reviewRatingRequired)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByLabelText(/^Comment/), '   ');
    await user.click(submit);
    expect(screen.getByText(MESSAGES.reviewCommentRequired)).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);

    await user.type(screen.getByLabelText(/^Comment/), 'Lovely terrace, great host ');
    await user.click(submit);
    expect(await screen.findByText(MESSAGES.reviewSubmitted)).toBeInTheDocument();
    expect(server.calls).toEqual([
      {
        method: 'POST',
        url: '/api/reviews',
        body: { bookingId: 'booking-august', rating: 4, comment: 'Lovely terrace, great host' },
      },
    ]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('shows every error at once and focuses the first invalid field (issue 22 item 4)', async () => {
    const user = userEvent.setup();
    const { server } = renderWithShell(
      <ReviewForm mode="create" eligible={STAYS} onDone={jest.fn()} onCancel={jest.fn()} />,
      { user: ANA },
    );
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    for (const message of [
      MESSAGES.reviewBookingRequired,
      MESSAGES.reviewRatingRequired,
      MESSAGES.reviewCommentRequired,
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(new RegExp(`^${MESSAGES.selectYourStay}`))).toHaveFocus();
    expect(screen.getByLabelText(/^Comment/)).toHaveAccessibleDescription(MESSAGES.reviewCommentRequired);
    expect(server.calls).toHaveLength(0);
    // The next refused submit focuses the first field still wrong.
    await user.selectOptions(
      screen.getByLabelText(new RegExp(`^${MESSAGES.selectYourStay}`)),
      'Aug 10, 2026 - Aug 12, 2026',
    );
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(screen.getByRole('radio', { name: '1 star' })).toHaveFocus();
  });

  it('uses the only eligible stay without a picker and closes after the success message', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const onDone = jest.fn();
      const { server } = renderWithShell(
        <ReviewForm mode="create" eligible={[STAYS[0]!]} onDone={onDone} onCancel={jest.fn()} />,
        { user: ANA, routes: { 'POST /api/reviews': ({ body }) => ({ status: 201, body: created(body) }) } },
      );
      expect(screen.queryByLabelText(new RegExp(`^${MESSAGES.selectYourStay}`))).not.toBeInTheDocument();
      expect(screen.getByText('Your stay: Jun 1, 2026 - Jun 5, 2026')).toBeInTheDocument();
      await user.click(screen.getByRole('radio', { name: '5 stars' }));
      await user.type(screen.getByLabelText(/^Comment/), 'Perfect');
      await user.click(screen.getByRole('button', { name: 'Submit Review' }));
      expect(await screen.findByText(MESSAGES.reviewSubmitted)).toBeInTheDocument();
      expect(server.calls[0]?.body).toEqual({ bookingId: 'booking-june', rating: 5, comment: 'Perfect' });
      act(() => jest.advanceTimersByTime(REVIEW_SUCCESS_MS - 1));
      expect(onDone).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1));
      expect(onDone).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it("shows SPEC's failure message when the review cannot be saved", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithShell(
      <ReviewForm mode="create" eligible={[STAYS[0]!]} onDone={jest.fn()} onCancel={jest.fn()} />,
      {
        user: ANA,
        routes: {
          'POST /api/reviews': { status: 500, body: { statusCode: 500, error: 'Internal', message: 'boom' } },
        },
      },
    );
    await user.click(screen.getByRole('radio', { name: '2 stars' }));
    await user.type(screen.getByLabelText(/^Comment/), 'Too noisy');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText(MESSAGES.submitReviewFailed)).toBeInTheDocument();
  });
});

describe('ReviewForm (edit)', () => {
  it('starts from the review and saves rating and comment with PUT', async () => {
    const user = userEvent.setup();
    const { server } = renderWithShell(
      <ReviewForm mode="edit" review={REVIEW} onDone={jest.fn()} onCancel={jest.fn()} />,
      { user: ANA, routes: { 'PUT /api/reviews/review-1': ({ body }) => ({ body: created(body) }) } },
    );
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
    expect(screen.getByLabelText(/^Comment/)).toHaveValue('Nice view');
    await user.clear(screen.getByLabelText(/^Comment/));
    await user.click(screen.getByRole('button', { name: 'Save Review' }));
    expect(screen.getByText(MESSAGES.reviewCommentRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Comment/), 'Even better the second time');
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.click(screen.getByRole('button', { name: 'Save Review' }));
    await waitFor(() =>
      expect(server.calls).toEqual([
        {
          method: 'PUT',
          url: '/api/reviews/review-1',
          body: { rating: 5, comment: 'Even better the second time' },
        },
      ]),
    );
  });
});
