// Issue 25: "Message the renter" on the host's page of a booking, found by listing and renter.
import { screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { paths } from '@shoreline/shared-ui/routes';
import { hostBooking } from '../../../test/hostBooking';
import { renderWithShell } from '../../../test/renderWithShell';
import { HostBookingPage } from './HostBookingPage';

const LOOKUP = 'GET /api/conversations/lookup?listingId=listing-1&renterId=renter-b1';

function renderPage(lookup: () => unknown) {
  return renderWithShell(<HostBookingPage />, {
    path: '/host/bookings/:id',
    history: ['/host/bookings/b1'],
    api: {
      'GET /api/host/bookings/b1': () => ({ ...hostBooking('b1', 'approved'), takenNights: [] }),
      [LOOKUP]: lookup,
    },
  });
}

describe('Message the renter', () => {
  it("links to the host's conversation with the booking's renter about its listing", async () => {
    const { api } = renderPage(() => ({ id: 'c9' }));
    expect(await screen.findByRole('link', { name: MESSAGES.messageRenter })).toHaveAttribute(
      'href',
      paths.hostMessageThread('c9'),
    );
    expect(api.calls.filter((call) => call.path.startsWith('/api/conversations'))).toEqual([
      {
        method: 'GET',
        path: '/api/conversations/lookup?listingId=listing-1&renterId=renter-b1',
        body: undefined,
      },
    ]);
  });

  it('is not there when the renter and the host have no conversation', async () => {
    const { api } = renderPage(() => ({ id: null }));
    expect(await screen.findByRole('link', { name: 'Open the calendar' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls.some((call) => call.path === LOOKUP.slice(4))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('link', { name: MESSAGES.messageRenter })).not.toBeInTheDocument();
  });
});
