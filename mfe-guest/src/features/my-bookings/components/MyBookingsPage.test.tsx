import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, todayIso } from '@shoreline/shared-domain/dates';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { Booking, BookingStatus } from '@shoreline/shared-domain/types';
import { ANA, renderWithShell } from '../../../test/renderWithShell';
import MyBookingsPage from './MyBookingsPage';
import { pageOf } from '@shoreline/shared-ui/test/pageOf';

const today = todayIso();

function booking(
  id: string,
  title: string,
  status: BookingStatus,
  startOffset: number,
  endOffset: number,
): Booking {
  return {
    id,
    listingId: `listing-${id}`,
    hostId: 'host-1',
    renterId: ANA.id,
    startDate: addDays(today, startOffset),
    endDate: addDays(today, endOffset),
    totalPrice: 250,
    status,
    message: id === 'pending' ? 'We arrive by train' : null,
    createdAt: '2026-03-02T10:00:00.000Z',
    updatedAt: '2026-03-02T10:00:00.000Z',
    // Pending requests expire in a day; an expired one expired a day ago.
    expiresAt:
      status === 'pending' || status === 'expired'
        ? new Date(Date.now() + (status === 'pending' ? 1 : -1) * 86_400_000).toISOString()
        : null,
    declineCause: null,
    declineReason: null,
    guests: { adults: 2, children: 0, infants: 0, pets: false },
    listing: { title, city: 'Nazaré', country: 'Portugal' },
    renter: { name: ANA.name },
  };
}

const BOOKINGS = [
  booking('pending', 'Cliff Cabin', 'pending', 10, 14),
  booking('upcoming', 'Harbour Loft', 'approved', 20, 22),
  booking('ended', 'Dune House', 'approved', -10, -7),
  booking('checkout-today', 'Tide Flat', 'approved', -3, 0),
  booking('cancelled', 'Lighthouse Room', 'cancelled', 5, 6),
  booking('rejected', 'Pier Studio', 'rejected', 8, 9),
];

function section(name: RegExp) {
  const heading = screen.getByRole('heading', { name });
  return heading.closest('section') as HTMLElement;
}

describe('MyBookingsPage', () => {
  it('lists pending and upcoming approved bookings as active; ended stays, cancelled and rejected as past', async () => {
    renderWithShell(<MyBookingsPage />, {
      user: ANA,
      routes: { 'GET /api/bookings/mine': { body: pageOf(BOOKINGS) } },
    });
    expect(await screen.findByRole('heading', { name: 'Active Bookings (2)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Past Bookings (4)' })).toBeInTheDocument();

    const active = section(/^Active Bookings/);
    expect(within(active).getByText('Cliff Cabin')).toBeInTheDocument();
    expect(within(active).getByText('Harbour Loft')).toBeInTheDocument();

    const past = section(/^Past Bookings/);
    for (const title of ['Dune House', 'Tide Flat', 'Lighthouse Room', 'Pier Studio']) {
      expect(within(past).getByText(title)).toBeInTheDocument();
    }
    // Only pending bookings can be cancelled.
    expect(screen.getAllByRole('button', { name: /^Cancel booking/ })).toHaveLength(1);
  });

  it('says on each card who is coming (issue 24)', async () => {
    const family = {
      ...booking('family', 'Cliff Cabin', 'pending', 10, 14),
      guests: { adults: 2, children: 1, infants: 1, pets: true },
    };
    renderWithShell(<MyBookingsPage />, {
      user: ANA,
      routes: { 'GET /api/bookings/mine': { body: pageOf([family]) } },
    });
    const card = (await screen.findByText('Cliff Cabin')).closest('article') as HTMLElement;
    expect(within(card).getByText('2 adults, 1 child, 1 infant, pets')).toBeInTheDocument();
  });

  it('lists an expired request under Past Bookings with its badge and why, without Cancel (PRODUCT 24)', async () => {
    const expired = booking('expired', 'Salt Marsh Hut', 'expired', 12, 15);
    // Still pending when the list was read, but its expiry has passed since.
    const lapsed = {
      ...booking('lapsed', 'Reed House', 'pending', 30, 33),
      expiresAt: new Date(Date.now() - 1000).toISOString(),
    };
    renderWithShell(<MyBookingsPage />, {
      user: ANA,
      routes: { 'GET /api/bookings/mine': { body: pageOf([expired, lapsed]) } },
    });
    expect(await screen.findByRole('heading', { name: 'Past Bookings (2)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Active Bookings (0)' })).toBeInTheDocument();
    for (const title of ['Salt Marsh Hut', 'Reed House']) {
      const card = within(section(/^Past Bookings/)).getByRole('article', { name: title });
      expect(within(card).getByText('Expired')).toBeInTheDocument();
      expect(within(card).getByText(MESSAGES.bookingExpiredForRenter)).toBeInTheDocument();
      expect(within(card).queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();
    }
  });

  it('shows dates, total, booked-on date and the message on a card', async () => {
    renderWithShell(<MyBookingsPage />, {
      user: ANA,
      routes: { 'GET /api/bookings/mine': { body: pageOf(BOOKINGS) } },
    });
    const card = (await screen.findByText('Cliff Cabin')).closest('article') as HTMLElement;
    expect(within(card).getByText('Nazaré, Portugal')).toBeInTheDocument();
    expect(within(card).getByText('€250.00')).toBeInTheDocument();
    expect(within(card).getByText('Mar 2, 2026')).toBeInTheDocument();
    expect(within(card).getByText('We arrive by train')).toBeInTheDocument();
    expect(within(card).getByText('Pending')).toBeInTheDocument();
  });

  it('cancels a pending booking after the confirmation, moving it to the past', async () => {
    const user = userEvent.setup();
    const cancelled = { ...BOOKINGS[0]!, status: 'cancelled' as const };
    const { server } = renderWithShell(<MyBookingsPage />, {
      user: ANA,
      routes: {
        'GET /api/bookings/mine': { body: pageOf(BOOKINGS) },
        'POST /api/bookings/pending/cancel': { body: cancelled },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel booking at Cliff Cabin' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(MESSAGES.confirmCancelBooking)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Booking' }));
    expect(await screen.findByRole('heading', { name: 'Active Bookings (1)' })).toBeInTheDocument();
    expect(within(section(/^Past Bookings/)).getByText('Cliff Cabin')).toBeInTheDocument();
    expect(server.calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      '/api/bookings/pending/cancel',
    ]);
  });

  it('keeps the booking and says so when the cancellation fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithShell(<MyBookingsPage />, {
      user: ANA,
      routes: {
        'GET /api/bookings/mine': { body: pageOf(BOOKINGS) },
        'POST /api/bookings/pending/cancel': { status: 503, body: { message: 'down' } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel booking at Cliff Cabin' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel Booking' }));
    expect(await screen.findByText(MESSAGES.cancelBookingFailed)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Active Bookings (2)' })).toBeInTheDocument();
  });

  it('shows the empty state with a way to find a place', async () => {
    renderWithShell(<MyBookingsPage />, {
      user: ANA,
      routes: { 'GET /api/bookings/mine': { body: pageOf([]) } },
    });
    expect(await screen.findByText(MESSAGES.noActiveBookings)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MESSAGES.findAPlaceToStay })).toHaveAttribute('href', '/search');
  });

  it("shows SPEC's message when the bookings cannot be loaded", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithShell(<MyBookingsPage />, {
      user: ANA,
      routes: { 'GET /api/bookings/mine': { status: 500, body: { message: 'boom' } } },
    });
    expect(await screen.findByText(MESSAGES.bookingsLoadFailed)).toBeInTheDocument();
  });
});
