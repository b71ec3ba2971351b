import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { ReviewForModeration } from '@shoreline/shared-domain/types';
import { ApiRequestError } from '@shoreline/shared-ui/api/apiRequestError';
import { apiFailure } from '@shoreline/shared-ui/api/createTableApi';
import { deferred, renderAdminPage } from '../../../test/renderAdminPage';
import { ReviewRequestsPage } from './ReviewRequestsPage';
import { asPage } from '@shoreline/shared-ui/test/pageOf';

function review(
  id: string,
  listingTitle: string,
  overrides: Partial<ReviewForModeration> = {},
): ReviewForModeration {
  return {
    id,
    listingId: `listing-${id}`,
    listingTitle,
    reviewerId: `reviewer-${id}`,
    reviewerName: 'Ben Okafor',
    bookingId: `booking-${id}`,
    rating: 4,
    comment: 'Beautiful flat, steep stairs but worth it for the view.',
    status: 'pending',
    rejectionReason: null,
    reviewedBy: null,
    reviewedAt: null,
    createdAt: '2026-03-02T12:00:00.000Z',
    updatedAt: '2026-03-04T12:00:00.000Z',
    ...overrides,
  };
}

const ALFAMA = review('v1', 'Alfama Rooftop');
const SURF = review('v2', 'Surf House', { reviewerName: null, rating: 2, comment: 'Cold showers.' });
const LIST = 'GET /api/admin/reviews?status=pending';

function pending(first: ReviewForModeration[]) {
  let current = first;
  return {
    get: () => current,
    remove: (id: string) => {
      current = current.filter((item) => item.id !== id);
    },
  };
}

const card = (title: string) => screen.getByRole('article', { name: title });

describe('ReviewRequestsPage', () => {
  it('shows a loading state, then each review with listing, reviewer, rating, comment and date', async () => {
    const answer = deferred<ReviewForModeration[]>();
    renderAdminPage(<ReviewRequestsPage />, { [LIST]: asPage(() => answer.promise) });
    expect(screen.getByRole('heading', { level: 1, name: 'Review Requests' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading reviews' })).toBeInTheDocument();
    // Resolved inside act: React renders the answer before act returns, so what it shows is
    // there to read at once (a findBy's 1 s of polling ran out on a loaded machine).
    await act(async () => answer.resolve([ALFAMA, SURF]));

    expect(screen.getByRole('heading', { name: 'Pending Reviews (2)' })).toBeInTheDocument();
    const alfama = card('Alfama Rooftop');
    expect(within(alfama).getByRole('link', { name: 'Alfama Rooftop' })).toHaveAttribute(
      'href',
      '/listings/listing-v1',
    );
    expect(within(alfama).getByText('Ben Okafor')).toBeInTheDocument();
    expect(within(alfama).getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeInTheDocument();
    expect(within(alfama).getByText(ALFAMA.comment)).toBeInTheDocument();
    expect(within(alfama).getByText('Mar 4, 2026')).toBeInTheDocument();
    // A reviewer whose account is gone.
    expect(within(card('Surf House')).getByText('Guest')).toBeInTheDocument();
  });

  it('approves a review, then refreshes the list and moves focus to it', async () => {
    const user = userEvent.setup();
    const list = pending([ALFAMA, SURF]);
    const { api } = renderAdminPage(<ReviewRequestsPage />, {
      [LIST]: asPage(list.get),
      'POST /api/admin/reviews/v1/approve': () => {
        list.remove('v1');
        return { ...ALFAMA, status: 'approved' };
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Approve the review of Alfama Rooftop by Ben Okafor' }),
    );
    expect(await screen.findByText('The review of Alfama Rooftop is published.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pending Reviews (1)' })).toHaveFocus();
    expect(screen.queryByRole('article', { name: 'Alfama Rooftop' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'GET')).toHaveLength(2));
  });

  it('rejects a review only with a reason, and sends the reason', async () => {
    const user = userEvent.setup();
    const list = pending([ALFAMA]);
    const { api } = renderAdminPage(<ReviewRequestsPage />, {
      [LIST]: asPage(list.get),
      'POST /api/admin/reviews/v1/reject': () => {
        list.remove('v1');
        return { ...ALFAMA, status: 'rejected' };
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Reject the review of Alfama Rooftop by Ben Okafor' }),
    );
    const form = screen.getByRole('form', { name: 'Reject the review of Alfama Rooftop by Ben Okafor' });
    const reason = within(form).getByRole('textbox', { name: /^Reason for rejection/ });
    expect(reason).toHaveFocus();

    await user.type(reason, '   ');
    await user.click(within(form).getByRole('button', { name: 'Reject Review' }));
    expect(reason).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.rejectionReasonRequired));
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    // Pasted: one input event, where typing re-renders the page for each of its characters.
    await user.click(reason);
    await user.paste('Mentions another guest by full name. ');
    await user.click(within(form).getByRole('button', { name: 'Reject Review' }));
    expect(await screen.findByText('The review of Alfama Rooftop was rejected.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: MESSAGES.noPendingReviews })).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/admin/reviews/v1/reject',
      body: { reason: 'Mentions another guest by full name.' },
    });
  });

  it('closes the reason form on Escape or Cancel and returns focus to Reject', async () => {
    const user = userEvent.setup();
    renderAdminPage(<ReviewRequestsPage />, { [LIST]: asPage(() => [ALFAMA, SURF]) });
    const reject = await screen.findByRole('button', {
      name: 'Reject the review of Alfama Rooftop by Ben Okafor',
    });
    await user.click(reject);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Reject the review of Alfama Rooftop by Ben Okafor' }),
    ).toHaveFocus();

    await user.click(
      screen.getByRole('button', { name: 'Reject the review of Alfama Rooftop by Ben Okafor' }),
    );
    // One reason form at a time.
    await user.click(screen.getByRole('button', { name: 'Reject the review of Surf House by Guest' }));
    expect(screen.getAllByRole('form')).toHaveLength(1);
    await user.click(within(card('Surf House')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('says "Failed to load reviews for moderation" and loads again on Retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    let fail = true;
    renderAdminPage(<ReviewRequestsPage />, {
      [LIST]: asPage(() => {
        if (fail) throw new ApiRequestError(500, 'Internal Server Error', 'Internal Server Error');
        return [];
      }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.reviewModerationLoadFailed);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: MESSAGES.noPendingReviews })).toBeInTheDocument();
  });

  it('keeps the review and its reason when rejecting fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderAdminPage(<ReviewRequestsPage />, {
      [LIST]: asPage(() => [ALFAMA]),
      'POST /api/admin/reviews/v1/reject': () => {
        throw new ApiRequestError(0, MESSAGES.offline, 'Network Error');
      },
    });
    await user.click(await screen.findByRole('button', { name: /^Reject the review/ }));
    await user.type(screen.getByRole('textbox', { name: /^Reason/ }), 'Off topic.');
    await user.click(screen.getByRole('button', { name: 'Reject Review' }));
    expect(await within(card('Alfama Rooftop')).findByRole('alert')).toHaveTextContent(
      MESSAGES.reviewModerationFailed,
    );
    expect(screen.getByRole('textbox', { name: /^Reason/ })).toHaveValue('Off topic.');
  });

  it("shows the API's reason and refreshes when the review was already moderated", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const list = pending([ALFAMA, SURF]);
    renderAdminPage(<ReviewRequestsPage />, {
      [LIST]: asPage(list.get),
      'POST /api/admin/reviews/v2/approve': () => {
        list.remove('v2');
        throw apiFailure(409, MESSAGES.reviewNotPending);
      },
    });
    await user.click(await screen.findByRole('button', { name: /^Approve the review of Surf House/ }));
    expect(await screen.findByRole('heading', { name: 'Pending Reviews (1)' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.reviewNotPending);
  });
});
