// Issue 22 item 2: My Bookings follows what the bell already knows, and a cancellation that comes too
// late says what happened instead of failing.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, todayIso } from '@shoreline/shared-domain/dates';
import { bookingChangedNotice, MESSAGES } from '@shoreline/shared-domain/messages';
import type { Notification } from '@shoreline/shared-domain/notifications';
import type { Booking, BookingStatus } from '@shoreline/shared-domain/types';
import { ANA, renderWithShell } from '../../../test/renderWithShell';
import MyBookingsPage from './MyBookingsPage';
import { pageOf } from '@shoreline/shared-ui/test/pageOf';

const today = todayIso();

function request(status: BookingStatus): Booking {
  return {
    id: 'b1',
    listingId: 'l1',
    hostId: 'host-1',
    renterId: ANA.id,
    startDate: addDays(today, 10),
    endDate: addDays(today, 14),
    totalPrice: 250,
    status,
    message: null,
    createdAt: '2026-03-02T10:00:00.000Z',
    updatedAt: '2026-03-02T10:00:00.000Z',
    expiresAt: status === 'pending' ? new Date(Date.now() + 86_400_000).toISOString() : null,
    declineCause: null,
    declineReason: null,
    guests: { adults: 2, children: 0, infants: 0, pets: false },
    listing: { title: 'Cliff Cabin', city: 'Nazaré', country: 'Portugal' },
    renter: { name: ANA.name },
  };
}

function notification(kind: Notification['kind']): Notification {
  const b = request('rejected');
  return {
    id: `n-${kind}`,
    kind,
    facts: {
      bookingId: b.id,
      listingId: b.listingId,
      listingTitle: b.listing.title,
      city: b.listing.city,
      country: b.listing.country,
      startDate: b.startDate,
      endDate: b.endDate,
      totalPrice: b.totalPrice,
      renterName: ANA.name,
    },
    link: '/bookings',
    createdAt: new Date().toISOString(),
    readAt: null,
  } as Notification;
}

const card = () => screen.getByRole('article', { name: 'Cliff Cabin' });

describe('MyBookingsPage, live', () => {
  it('shows a request the host declined as soon as the notification arrives, without Cancel', async () => {
    const { server, shell } = renderWithShell(<MyBookingsPage />, {
      user: ANA,
      routes: { 'GET /api/bookings/mine': { body: pageOf([request('pending')]) } },
    });
    expect(
      await screen.findByRole('heading', { name: 'Active Bookings (1)' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: /^Cancel booking/ })).toBeInTheDocument();

    server.on('GET /api/bookings/mine', { body: pageOf([request('rejected')]) });
    // A notification for somebody else's kind of event (a host's) changes nothing.
    act(() => shell.notifications!.setState({ unreadCount: 1, latest: notification('booking-requested') }));
    act(() => shell.notifications!.setState({ unreadCount: 2, latest: notification('booking-rejected') }));

    expect(await screen.findByRole('heading', { name: 'Past Bookings (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Active Bookings (0)' })).toBeInTheDocument();
    expect(within(card()).queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();
    expect(server.calls.filter((call) => call.url === '/api/bookings/mine')).toHaveLength(2);
  });

  it('says the host already declined when Cancel comes too late, and shows the request as it is now', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithShell(<MyBookingsPage />, {
      user: ANA,
      routes: {
        'GET /api/bookings/mine': { body: pageOf([request('pending')]) },
        'POST /api/bookings/b1/cancel': {
          status: 409,
          body: {
            statusCode: 409,
            error: 'Conflict',
            code: 'BOOKING_NOT_PENDING_CANCEL',
            message: MESSAGES.bookingNotPendingCancel,
          },
        },
        'GET /api/bookings/b1': { body: request('rejected') },
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Cancel booking at Cliff Cabin' }, { timeout: 5000 }),
    );
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel Booking' }));

    const said = await screen.findByText('The host has already declined this request.');
    expect(said.textContent).toBe(bookingChangedNotice('renter', 'rejected'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.bookingNotPendingCancel)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Past Bookings (1)' })).toBeInTheDocument();
    expect(within(card()).queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();
    // The button that was used is gone: focus is on what says why.
    expect(said.closest('[tabindex="-1"]')).toHaveFocus();
  });
});
