// Issue 22 item 2: the host's booking pages follow what the bell already knows, and a decision that
// comes too late says what happened instead of failing.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bookingChangedNotice, MESSAGES } from '@shoreline/shared-domain/messages';
import { bookingNotificationFacts, type Notification } from '@shoreline/shared-domain/notifications';
import type { Booking } from '@shoreline/shared-domain/types';
import { apiFailure } from '@shoreline/shared-ui/api/createTableApi';
import { hostBooking } from '../../../test/hostBooking';
import { renderWithShell } from '../../../test/renderWithShell';
import { ApproveBookingPage } from './ApproveBookingPage';
import { ManageBookingsPage } from './ManageBookingsPage';
import { asPage } from '@shoreline/shared-ui/test/pageOf';

function notification(kind: Notification['kind'], booking: Booking): Notification {
  return {
    id: `n-${kind}-${booking.id}`,
    kind,
    facts: bookingNotificationFacts(booking),
    link: '/bookings/manage',
    createdAt: new Date().toISOString(),
    readAt: null,
  } as Notification;
}

const OLD = hostBooking('b0', 'approved', { renter: { name: 'Ana Silva' } });
const NEW = hostBooking('b1', 'pending', { renter: { name: 'Chloe Martin' } });

describe('host bookings, live', () => {
  it('Manage Bookings lists a new request as soon as its notification arrives', async () => {
    let answer: Booking[] = [OLD];
    const { shell } = renderWithShell(<ManageBookingsPage />, {
      path: '/bookings/manage',
      api: { 'GET /api/host/bookings': asPage(() => answer) },
    });
    expect(
      await screen.findByText(MESSAGES.noPendingBookingRequests, {}, { timeout: 5000 }),
    ).toBeInTheDocument();

    answer = [NEW, OLD];
    act(() =>
      shell.notifications!.setState({ unreadCount: 1, latest: notification('booking-requested', NEW) }),
    );

    const pending = (
      await screen.findByRole('heading', { name: /^Pending Requests \(1\)/ }, { timeout: 5000 })
    ).closest('section');
    expect(within(pending as HTMLElement).getByText('Chloe Martin')).toBeInTheDocument();
  });

  it('the approve page says the renter already cancelled, when approving comes too late', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    let current: Booking = NEW;
    renderWithShell(<ApproveBookingPage />, {
      path: '/bookings/:id/approve',
      history: ['/bookings/manage', '/bookings/b1/approve'],
      api: {
        'GET /api/bookings/b1': () => current,
        'GET /api/host/bookings': asPage(() => [current]),
        // The approve page also asks which nights became taken meanwhile (issue 22 item 1): none.
        'GET /api/host/bookings/b1': () => ({ ...current, takenNights: [] }),
        'POST /api/bookings/b1/approve': () => {
          current = { ...NEW, status: 'cancelled', expiresAt: null };
          throw apiFailure(409, MESSAGES.bookingNotPendingApprove);
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Approve Booking' }, { timeout: 5000 }));

    const said = await screen.findByText('The renter has already cancelled this request.');
    expect(said.textContent).toBe(bookingChangedNotice('host', 'cancelled'));
    expect(screen.queryByText(MESSAGES.bookingNotPendingApprove)).not.toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve Booking' })).not.toBeInTheDocument();
    expect(said.closest('[tabindex="-1"]')).toHaveFocus();
  });

  it('the approve page shows a cancellation the bell announces, for its own request only', async () => {
    let current: Booking = NEW;
    const { shell, api } = renderWithShell(<ApproveBookingPage />, {
      path: '/bookings/:id/approve',
      history: ['/bookings/manage', '/bookings/b1/approve'],
      api: {
        'GET /api/bookings/b1': () => current,
        'GET /api/host/bookings': asPage(() => [current]),
        // The approve page also asks which nights became taken meanwhile (issue 22 item 1): none.
        'GET /api/host/bookings/b1': () => ({ ...current, takenNights: [] }),
      },
    });
    expect(
      await screen.findByRole('button', { name: 'Approve Booking' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const reads = () => api.calls.filter((call) => call.path === '/api/bookings/b1').length;
    act(() =>
      shell.notifications!.setState({ unreadCount: 1, latest: notification('booking-cancelled', OLD) }),
    );
    expect(reads()).toBe(1);

    current = { ...NEW, status: 'cancelled', expiresAt: null };
    act(() =>
      shell.notifications!.setState({ unreadCount: 2, latest: notification('booking-cancelled', NEW) }),
    );
    expect(await screen.findByText(bookingChangedNotice('host', 'cancelled')!)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve Booking' })).not.toBeInTheDocument();
  });
});
