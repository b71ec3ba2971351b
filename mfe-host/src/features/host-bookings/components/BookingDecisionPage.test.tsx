import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { ApiRequestError } from '@shoreline/shared-ui/api/apiRequestError';
import { apiFailure, type TableApi, type TableHandler } from '@shoreline/shared-ui/api/createTableApi';
import type { Booking } from '@shoreline/shared-domain/types';
import { currentLocation, MARINA, renderWithShell } from '../../../test/renderWithShell';
import { ApproveBookingPage } from './ApproveBookingPage';
import { ManageBookingsPage } from './ManageBookingsPage';
import { RejectBookingPage } from './RejectBookingPage';
import { hostBooking } from '../../../test/hostBooking';
import { asPage } from '@shoreline/shared-ui/test/pageOf';

const REQUEST = hostBooking('b1', 'pending', { message: 'Two adults and a dog.' });
/** GET /api/bookings/b1 answers `booking`; the host's bookings (for the overlap warning) are `others`. */
const list = (booking: Booking, ...others: Booking[]) => ({
  'GET /api/bookings/b1': () => booking,
  'GET /api/host/bookings': asPage(() => [booking, ...others]),
  'GET /api/host/bookings/b1': () => ({ ...booking, takenNights: [] }),
});
const getCalls = (api: TableApi) =>
  api.calls.filter((call) => call.method === 'GET').map((call) => call.path);

/** `withManage`: Manage Bookings is mounted too, where a decision returns to. */
function renderApprove(api: Record<string, TableHandler>, withManage = false) {
  return renderWithShell(<ApproveBookingPage />, {
    path: '/bookings/:id/approve',
    history: ['/bookings/manage', '/bookings/b1/approve'],
    routes: withManage ? { '/bookings/manage': <ManageBookingsPage /> } : {},
    api,
  });
}

function renderReject(api: Record<string, TableHandler>, withManage = false) {
  return renderWithShell(<RejectBookingPage />, {
    path: '/bookings/:id/reject',
    history: ['/bookings/manage', '/bookings/b1/reject'],
    routes: withManage ? { '/bookings/manage': <ManageBookingsPage /> } : {},
    api,
  });
}

describe('the approve and reject pages', () => {
  it('approve: shows the request and returns to Manage Bookings once approved', async () => {
    const user = userEvent.setup();
    const { api } = renderApprove({
      ...list(REQUEST),
      'POST /api/bookings/b1/approve': () => ({ ...REQUEST, status: 'approved' }),
    });
    expect(await screen.findByRole('heading', { name: 'Harbour Loft' })).toBeInTheDocument();
    expect(screen.getByText('Ben Okafor')).toBeInTheDocument();
    expect(screen.getByText('Jul 1, 2030 - Jul 4, 2030')).toBeInTheDocument();
    expect(screen.getByText('€360.00')).toBeInTheDocument();
    expect(screen.getByText('Two adults and a dog.')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.confirmApproveBooking)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/bookings/manage');

    await user.click(screen.getByRole('button', { name: 'Approve Booking' }));
    expect(await screen.findByText('/bookings/manage')).toBeInTheDocument();
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/bookings/b1',
      'GET /api/host/bookings',
      'GET /api/host/bookings/b1',
      'POST /api/bookings/b1/approve',
    ]);
  });

  it('approve: says how many overlapping requests an approval declines', async () => {
    renderApprove(
      list(
        REQUEST,
        hostBooking('b2', 'pending', { startDate: '2030-07-03', endDate: '2030-07-06' }),
        hostBooking('b3', 'pending', { startDate: '2030-07-04', endDate: '2030-07-06' }),
        hostBooking('b4', 'pending', { listingId: 'listing-2' }),
        hostBooking('b5', 'rejected', { startDate: '2030-07-02', endDate: '2030-07-03' }),
      ),
    );
    expect(
      await screen.findByText(
        'Approving also declines 1 other pending request for overlapping dates at this listing.',
      ),
    ).toBeInTheDocument();
  });

  it('approve: counts several overlapping requests and says nothing when there are none', async () => {
    const { unmount } = renderApprove(
      list(
        REQUEST,
        hostBooking('b2', 'pending', { startDate: '2030-07-03', endDate: '2030-07-06' }),
        hostBooking('b3', 'pending', { startDate: '2030-06-28', endDate: '2030-07-02' }),
      ),
    );
    expect(
      await screen.findByText(/declines 2 other pending requests for overlapping dates/),
    ).toBeInTheDocument();
    unmount();

    renderApprove(
      list(REQUEST, hostBooking('b2', 'pending', { startDate: '2030-07-04', endDate: '2030-07-06' })),
    );
    expect(await screen.findByRole('button', { name: 'Approve Booking' })).toBeInTheDocument();
    expect(screen.queryByText(/declines/)).not.toBeInTheDocument();
  });

  it("approve: offers the approval only once the host's other requests are checked, with Retry on failure", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    let fail = true;
    renderApprove({
      'GET /api/bookings/b1': () => REQUEST,
      'GET /api/host/bookings': asPage(() => {
        if (fail) throw new ApiRequestError(0, MESSAGES.offline, 'Network Error');
        return [REQUEST, hostBooking('b2', 'pending', { startDate: '2030-07-03', endDate: '2030-07-06' })];
      }),
      'GET /api/host/bookings/b1': () => ({ ...REQUEST, takenNights: [] }),
    });
    expect(await screen.findByText(MESSAGES.bookingsLoadFailed)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Harbour Loft' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve Booking' })).not.toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/declines 1 other pending request/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve Booking' })).toBeInTheDocument();
  });

  it("approve: shows the API's reason when the request can no longer be approved", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderApprove({
      ...list(REQUEST),
      'POST /api/bookings/b1/approve': () => {
        throw apiFailure(409, MESSAGES.bookingDatesUnavailable);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Approve Booking' }));
    expect(await screen.findByText(MESSAGES.bookingDatesUnavailable)).toBeInTheDocument();
    expect(currentLocation()).toBe('/bookings/b1/approve');
  });

  it("approve: shows SPEC's message when the approval fails otherwise", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderApprove({
      ...list(REQUEST),
      'POST /api/bookings/b1/approve': () => {
        throw new ApiRequestError(0, MESSAGES.offline, 'Network Error');
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Approve Booking' }));
    expect(await screen.findByText(MESSAGES.approveBookingFailed)).toBeInTheDocument();
  });

  it('approve: offers no approval for a request already decided, without loading the other bookings', async () => {
    const { api } = renderApprove(list({ ...REQUEST, status: 'rejected' }));
    expect(await screen.findByText(MESSAGES.bookingNotPendingApprove)).toBeInTheDocument();
    expect(screen.getByText('Rejected')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve Booking' })).not.toBeInTheDocument();
    expect(getCalls(api)).toEqual(['/api/bookings/b1']);
  });

  it('reject: offers no rejection for a request already decided', async () => {
    renderReject(list({ ...REQUEST, status: 'approved' }));
    expect(await screen.findByText(MESSAGES.bookingNotPendingReject)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject Booking' })).not.toBeInTheDocument();
  });

  it.each([
    ['the API does not show it to this host (404)', 404],
    ['the id is malformed (400)', 400],
  ])('says Booking not found when %s', async (_case, status) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApprove({
      'GET /api/bookings/b1': () => {
        throw new ApiRequestError(status, status === 404 ? MESSAGES.bookingNotFound : 'Bad id', 'Error');
      },
    });
    expect(await screen.findByText(MESSAGES.bookingNotFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Manage Bookings' })).toHaveAttribute(
      'href',
      '/bookings/manage',
    );
    expect(screen.queryByRole('button', { name: 'Approve Booking' })).not.toBeInTheDocument();
  });

  it("says Booking not found for the host's own stay at another host's listing", async () => {
    renderApprove(list(hostBooking('b1', 'pending', { hostId: 'another-host', renterId: MARINA.id })));
    expect(await screen.findByText(MESSAGES.bookingNotFound)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve Booking' })).not.toBeInTheDocument();
  });

  it('offers Retry when the booking cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    let fail = true;
    renderReject({
      'GET /api/bookings/b1': () => {
        if (fail) throw new ApiRequestError(0, MESSAGES.offline, 'Network Error');
        return REQUEST;
      },
    });
    expect(await screen.findByText(MESSAGES.bookingsLoadFailed)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Reject Booking' })).toBeInTheDocument();
  });

  it.each([
    ['approve', 'Approve Booking', 'approved', renderApprove],
    ['reject', 'Reject Booking', 'rejected', renderReject],
  ] as const)(
    '%s: Manage Bookings then confirms what was decided, until dismissed',
    async (action, button, outcome, render) => {
      const user = userEvent.setup();
      let decided = false;
      render(
        {
          'GET /api/bookings/b1': () => REQUEST,
          'GET /api/host/bookings': asPage(() => [decided ? { ...REQUEST, status: outcome } : REQUEST]),
          'GET /api/host/bookings/b1': () => ({ ...REQUEST, takenNights: [] }),
          [`POST /api/bookings/b1/${action}`]: () => {
            decided = true;
            return { ...REQUEST, status: outcome };
          },
        },
        true,
      );
      await user.click(await screen.findByRole('button', { name: button }));
      expect(
        await screen.findByText(`You ${outcome} the request of Ben Okafor at Harbour Loft.`),
      ).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'Pending Requests (0)' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Dismiss' }));
      expect(screen.queryByText(/^You (approved|rejected) the request/)).not.toBeInTheDocument();
    },
  );

  it('offers no decision on an expired request and says it expired', async () => {
    renderApprove(list(hostBooking('b1', 'expired')));
    expect(await screen.findByText(MESSAGES.bookingExpired)).toBeInTheDocument();
    expect(screen.getByText('Expired')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.bookingExpiredForHost)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve Booking' })).not.toBeInTheDocument();
  });

  it('shows how long the request has left', async () => {
    renderReject(list(REQUEST));
    expect(await screen.findByText('Expires in 2 days 5 hours')).toBeInTheDocument();
  });

  it('reject: says it cannot be undone, rejects and returns to Manage Bookings', async () => {
    const user = userEvent.setup();
    const { api } = renderReject({
      ...list(REQUEST),
      'POST /api/bookings/b1/reject': () => ({ ...REQUEST, status: 'rejected' }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reject Booking Request' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.confirmRejectBooking)).toHaveTextContent('cannot be undone');
    await user.click(screen.getByRole('button', { name: 'Reject Booking' }));
    expect(await screen.findByText('/bookings/manage')).toBeInTheDocument();
    // One booking is all a rejection needs: the host's other bookings are not loaded.
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/bookings/b1',
      'POST /api/bookings/b1/reject',
    ]);
  });

  it("reject: shows SPEC's message when the rejection fails", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderReject({
      ...list(REQUEST),
      'POST /api/bookings/b1/reject': () => {
        throw new ApiRequestError(502, 'Bad Gateway', 'Bad Gateway');
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Reject Booking' }));
    expect(await screen.findByText(MESSAGES.rejectBookingFailed)).toBeInTheDocument();
  });
});
