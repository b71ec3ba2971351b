import { act, screen, within } from '@testing-library/react';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { ApiRequestError } from '@shoreline/shared-ui/api/apiRequestError';
import { renderWithShell } from '../../../test/renderWithShell';
import { ManageBookingsPage } from './ManageBookingsPage';
import { hostBooking } from '../../../test/hostBooking';
import { asPage } from '@shoreline/shared-ui/test/pageOf';

const BOOKINGS = [
  hostBooking('b1', 'pending', { message: 'We arrive late, around 11 pm.' }),
  hostBooking('b2', 'approved', {
    startDate: '2030-08-01',
    endDate: '2030-08-03',
    renter: { name: 'Ana Silva' },
  }),
  hostBooking('b3', 'pending', {
    renter: { name: null },
    listing: { title: 'Dune House', city: 'Lagos', country: 'Portugal' },
  }),
  hostBooking('b4', 'rejected', { renter: { name: 'Chloe Martin' } }),
  hostBooking('b5', 'cancelled', { renter: { name: 'Dan Reef' } }),
];

function section(name: RegExp) {
  return screen.getByRole('heading', { name }).closest('section') as HTMLElement;
}

describe('ManageBookingsPage', () => {
  it('puts pending requests first, then every other booking with its status', async () => {
    renderWithShell(<ManageBookingsPage />, { api: { 'GET /api/host/bookings': asPage(() => BOOKINGS) } });
    expect(await screen.findByRole('heading', { name: 'Pending Requests (2)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'All Bookings (3)' })).toBeInTheDocument();

    const pending = within(section(/^Pending Requests/));
    expect(pending.getAllByRole('article')).toHaveLength(2);
    expect(pending.getByText('Ben Okafor')).toBeInTheDocument();
    // A renter without a name shows as Guest (SPEC 2 screen 8).
    expect(pending.getByText(MESSAGES.guestFallbackName)).toBeInTheDocument();

    const others = within(section(/^All Bookings/));
    for (const status of ['Approved', 'Rejected', 'Cancelled'])
      expect(others.getByText(status)).toBeInTheDocument();
    expect(others.queryByRole('link', { name: /^Approve/ })).not.toBeInTheDocument();
  });

  it("shows the dates, guests, total, requested date and message of a request, leading to the booking's page", async () => {
    renderWithShell(<ManageBookingsPage />, { api: { 'GET /api/host/bookings': asPage(() => BOOKINGS) } });
    const card = (await screen.findByText('We arrive late, around 11 pm.')).closest('article') as HTMLElement;
    const request = within(card);
    expect(request.getByRole('link', { name: 'Harbour Loft' })).toHaveAttribute(
      'href',
      '/listings/listing-1',
    );
    expect(request.getByText('Jul 1, 2030 - Jul 4, 2030')).toBeInTheDocument();
    expect(request.getByText('3 nights')).toBeInTheDocument();
    expect(request.getByText('2 adults')).toBeInTheDocument();
    expect(request.getByText('€360.00')).toBeInTheDocument();
    expect(request.getByText('Mar 2, 2030')).toBeInTheDocument();
    expect(request.getByText('Pending')).toBeInTheDocument();
    // Approve and Reject are on the booking's page (issue 22), which every card leads to.
    expect(
      request.getByRole('link', { name: 'Review request of Ben Okafor at Harbour Loft' }),
    ).toHaveAttribute('href', '/host/bookings/b1');
    expect(request.queryByRole('link', { name: /^(Approve|Reject)/ })).not.toBeInTheDocument();
    const decided = within(screen.getByText('Chloe Martin').closest('article') as HTMLElement);
    expect(
      decided.getByRole('link', { name: 'View booking of Chloe Martin at Harbour Loft' }),
    ).toHaveAttribute('href', '/host/bookings/b4');
  });

  it('says how long each pending request has left before it expires', async () => {
    renderWithShell(<ManageBookingsPage />, { api: { 'GET /api/host/bookings': asPage(() => BOOKINGS) } });
    const pending = within(await screen.findByRole('region', { name: /^Pending Requests/ }));
    // Both requests expire in 2 days 5 hours (see hostBooking); answered bookings have no countdown.
    expect(pending.getAllByText('Expires in 2 days 5 hours')).toHaveLength(2);
    const others = within(screen.getByRole('region', { name: /^All Bookings/ }));
    expect(others.queryByText(/^Expires in/)).not.toBeInTheDocument();
  });

  it('lists expired requests under All Bookings, saying they were not answered, with nothing to decide', async () => {
    const lapsed = hostBooking('b7', 'pending', {
      expiresAt: new Date(Date.now() - 1000).toISOString(),
      renter: { name: 'Lou Late' },
    });
    renderWithShell(<ManageBookingsPage />, {
      api: { 'GET /api/host/bookings': asPage(() => [hostBooking('b6', 'expired'), lapsed]) },
    });
    expect(await screen.findByRole('heading', { name: 'Pending Requests (0)' })).toBeInTheDocument();
    const others = within(screen.getByRole('region', { name: 'All Bookings (2)' }));
    expect(others.getAllByText('Expired')).toHaveLength(2);
    expect(others.getAllByText(MESSAGES.bookingExpiredForHost)).toHaveLength(2);
    expect(others.queryByRole('link', { name: /^(Approve|Reject)/ })).not.toBeInTheDocument();
  });

  it('counts down without a reload and moves a request to All Bookings when its time runs out', async () => {
    jest.useFakeTimers({ now: new Date('2030-03-02T10:00:00.000Z') });
    try {
      const request = hostBooking('b1', 'pending', { expiresAt: '2030-03-02T10:02:10.000Z' });
      renderWithShell(<ManageBookingsPage />, { api: { 'GET /api/host/bookings': asPage(() => [request]) } });
      expect(await screen.findByText('Expires in 2 minutes')).toBeInTheDocument();
      await act(async () => {
        jest.advanceTimersByTime(60_000);
      });
      expect(screen.getByText('Expires in 1 minute')).toBeInTheDocument();
      await act(async () => {
        jest.advanceTimersByTime(60_000);
      });
      expect(screen.getByText('Expires in less than a minute')).toBeInTheDocument();
      await act(async () => {
        jest.advanceTimersByTime(30_000);
      });
      expect(screen.getByRole('heading', { name: 'Pending Requests (0)' })).toBeInTheDocument();
      expect(
        within(screen.getByRole('region', { name: 'All Bookings (1)' })).getByText('Expired'),
      ).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('says when there is nothing to decide and nothing booked', async () => {
    renderWithShell(<ManageBookingsPage />, { api: { 'GET /api/host/bookings': asPage(() => []) } });
    expect(await screen.findByRole('heading', { name: 'Pending Requests (0)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: MESSAGES.noPendingBookingRequests })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: MESSAGES.noBookingsFound })).toBeInTheDocument();
  });

  it("shows SPEC's message when the bookings cannot be loaded", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithShell(<ManageBookingsPage />, {
      api: {
        'GET /api/host/bookings': asPage(() => {
          throw new ApiRequestError(500, 'boom', 'Internal Server Error');
        }),
      },
    });
    expect(await screen.findByText(MESSAGES.bookingsLoadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
