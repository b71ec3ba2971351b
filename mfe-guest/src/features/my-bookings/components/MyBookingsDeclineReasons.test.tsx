// Issue 22 items 3 and 9: a declined request says why on its card, and a finished stay reads
// "Completed" (shared-domain `displayStatus`, the host's word for it too).
import { screen, within } from '@testing-library/react';
import { addDays, todayIso } from '@shoreline/shared-domain/dates';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { Booking, DeclineCause } from '@shoreline/shared-domain/types';
import { ANA, renderWithShell } from '../../../test/renderWithShell';
import MyBookingsPage from './MyBookingsPage';
import { pageOf } from '@shoreline/shared-ui/test/pageOf';

const today = todayIso();

function booking(id: string, title: string, overrides: Partial<Booking> = {}): Booking {
  return {
    id,
    listingId: `listing-${id}`,
    hostId: 'host-1',
    renterId: ANA.id,
    startDate: addDays(today, 10),
    endDate: addDays(today, 14),
    totalPrice: 250,
    status: 'rejected',
    message: null,
    createdAt: '2026-03-02T10:00:00.000Z',
    updatedAt: '2026-03-03T10:00:00.000Z',
    expiresAt: null,
    declineCause: null,
    declineReason: null,
    guests: { adults: 2, children: 0, infants: 0, pets: false },
    listing: { title, city: 'Nazaré', country: 'Portugal' },
    renter: { name: ANA.name },
    ...overrides,
  };
}

const declined = (
  id: string,
  title: string,
  declineCause: DeclineCause,
  declineReason: string | null = null,
) => booking(id, title, { declineCause, declineReason });

async function cardOf(title: string) {
  return within(await screen.findByRole('article', { name: title }));
}

describe('My Bookings: why a request was declined', () => {
  it("shows the host's own reason, and the reason of each automatic decline, on the card", async () => {
    renderWithShell(<MyBookingsPage />, {
      user: ANA,
      routes: {
        'GET /api/bookings/mine': {
          body: pageOf([
            declined('by-host', 'Pier Studio', 'host', 'We are closed for repairs that week.'),
            declined('blocked', 'Cliff Cabin', 'dates-blocked'),
            declined('taken', 'Harbour Loft', 'dates-taken'),
            declined('removed', 'Dune House', 'listing-removed'),
          ]),
        },
      },
    });
    const byHost = await cardOf('Pier Studio');
    expect(byHost.getByText('Rejected')).toBeInTheDocument();
    expect(byHost.getByRole('blockquote', { name: "The host's reason" })).toHaveTextContent(
      'We are closed for repairs that week.',
    );
    expect((await cardOf('Cliff Cabin')).getByText(MESSAGES.declinedDatesBlocked)).toBeInTheDocument();
    expect((await cardOf('Harbour Loft')).getByText(MESSAGES.declinedDatesTaken)).toBeInTheDocument();
    expect((await cardOf('Dune House')).getByText(MESSAGES.declinedListingRemoved)).toBeInTheDocument();
  });

  it('says nothing more for a rejection without a reason, or a booking that is not declined', async () => {
    renderWithShell(<MyBookingsPage />, {
      user: ANA,
      routes: {
        'GET /api/bookings/mine': {
          body: pageOf([
            declined('plain', 'Pier Studio', 'host'),
            booking('old', 'Salt Hut'),
            booking('cancelled', 'Reed House', { status: 'cancelled' }),
          ]),
        },
      },
    });
    for (const title of ['Pier Studio', 'Salt Hut', 'Reed House']) {
      const card = await cardOf(title);
      expect(card.queryByText(/reason/i)).not.toBeInTheDocument();
      for (const text of [MESSAGES.declinedDatesBlocked, MESSAGES.declinedDatesTaken]) {
        expect(card.queryByText(text)).not.toBeInTheDocument();
      }
    }
  });

  it('calls a finished stay Completed, in the words the host sees too', async () => {
    renderWithShell(<MyBookingsPage />, {
      user: ANA,
      routes: {
        'GET /api/bookings/mine': {
          body: pageOf([
            booking('ended', 'Dune House', {
              status: 'approved',
              startDate: addDays(today, -5),
              endDate: today,
            }),
            booking('coming', 'Tide Flat', { status: 'approved' }),
          ]),
        },
      },
    });
    expect((await cardOf('Dune House')).getByText('Completed')).toBeInTheDocument();
    expect((await cardOf('Tide Flat')).getByText('Approved')).toBeInTheDocument();
  });
});
