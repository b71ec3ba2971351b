// Issue 22: the reject page takes an optional reason for the renter; the approve page of a request
// whose nights were taken meanwhile says which and offers only Reject.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HostBooking } from '@shoreline/shared-domain/types';
import type { TableHandler } from '@shoreline/shared-ui/api/createTableApi';
import { hostBooking } from '../../../test/hostBooking';
import { renderWithShell } from '../../../test/renderWithShell';
import { ApproveBookingPage } from './ApproveBookingPage';
import { RejectBookingPage } from './RejectBookingPage';
import { asPage } from '@shoreline/shared-ui/test/pageOf';

const REQUEST = hostBooking('b1', 'pending');
const asHost = (takenNights: HostBooking['takenNights'] = []): HostBooking => ({ ...REQUEST, takenNights });

function render(page: 'approve' | 'reject', api: Record<string, TableHandler>) {
  return renderWithShell(page === 'approve' ? <ApproveBookingPage /> : <RejectBookingPage />, {
    path: `/bookings/:id/${page}`,
    history: ['/bookings/manage', `/bookings/b1/${page}`],
    api: {
      'GET /api/bookings/b1': () => REQUEST,
      'GET /api/host/bookings': asPage(() => [REQUEST]),
      ...api,
    },
  });
}

describe('the reject page: a reason for the renter', () => {
  it('sends the reason the host typed, trimmed', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = render('reject', {
      'POST /api/bookings/b1/reject': () => ({ ...REQUEST, status: 'rejected' }),
    });
    const field = await screen.findByRole('textbox', { name: 'Reason (optional)' }, { timeout: 5000 });
    expect(field).toHaveAttribute('maxlength', '500');
    expect(field).toHaveAccessibleDescription('The guest sees it. At most 500 characters.');
    await user.type(field, '  We are closed for repairs that week. ');
    await user.click(screen.getByRole('button', { name: 'Reject Booking' }));
    expect(await screen.findByText('/bookings/manage', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      reason: 'We are closed for repairs that week.',
    });
  });

  it('sends no reason when the field is left blank', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = render('reject', {
      'POST /api/bookings/b1/reject': () => ({ ...REQUEST, status: 'rejected' }),
    });
    await user.type(
      await screen.findByRole('textbox', { name: 'Reason (optional)' }, { timeout: 5000 }),
      '   ',
    );
    await user.click(screen.getByRole('button', { name: 'Reject Booking' }));
    expect(await screen.findByText('/bookings/manage', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ reason: null });
  });
});

describe('the approve page of a request whose nights were taken', () => {
  it('says which nights and why, and offers only Reject (never the renter\'s "select different dates")', async () => {
    render('approve', {
      'GET /api/host/bookings/b1': () =>
        asHost([
          { startDate: '2030-07-02', endDate: '2030-07-03', takenBy: 'block' },
          { startDate: '2030-07-03', endDate: '2030-07-04', takenBy: 'stay' },
        ]),
    });
    expect(
      await screen.findByText(
        'These nights are no longer free: Jul 2, 2030 - Jul 3, 2030 (blocked); Jul 3, 2030 - Jul 4, 2030 (another stay). You can only reject this request.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reject' })).toHaveAttribute('href', '/bookings/b1/reject');
    expect(screen.queryByRole('button', { name: 'Approve Booking' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Please select different dates/)).not.toBeInTheDocument();
  });

  it('offers the approval when every night is still free', async () => {
    render('approve', { 'GET /api/host/bookings/b1': () => asHost() });
    expect(
      await screen.findByRole('button', { name: 'Approve Booking' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/no longer free/)).not.toBeInTheDocument();
  });
});
