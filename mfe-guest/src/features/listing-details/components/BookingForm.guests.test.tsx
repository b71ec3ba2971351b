// The booking form's guests (issue 24): from the search, within the listing's maximum, through the
// sign-in round trip, and the server's refusal shown. Dates come carried over, as from search.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERROR_CODE_OF_MESSAGE } from '@shoreline/shared-domain/errorCodes';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { Availability } from '@shoreline/shared-domain/types';
import { ANA, renderWithShell, type RenderOptions } from '../../../test/renderWithShell';
import { BookingForm } from './BookingForm';

const TODAY = '2030-01-10';
const LISTING = {
  id: '22222222-2222-4222-8222-222222222222',
  title: 'Dune House',
  pricePerNight: 100,
  maxGuests: 4,
  houseRules: { petsAllowed: true, smokingAllowed: false, eventsAllowed: false, text: '' },
};
const AVAILABILITY: Availability = {
  availableFrom: '2030-01-05',
  availableTo: '2030-02-28',
  booked: [],
  free: [{ start: '2030-01-05', end: '2030-02-28' }],
};
const AVAILABILITY_URL = `GET /api/listings/${LISTING.id}/availability`;
const STAY = { checkin: '2030-01-15', checkout: '2030-01-18' };

function setup(options: { user?: typeof ANA | null; query?: string; routes?: RenderOptions['routes'] } = {}) {
  const utils = renderWithShell(
    <BookingForm
      listing={LISTING}
      availability={AVAILABILITY}
      onAvailabilityChange={() => undefined}
      initialStay={STAY}
      today={TODAY}
    />,
    {
      user: options.user === undefined ? ANA : options.user,
      routes: options.routes,
      path: '/listings/:id',
      url: `/listings/${LISTING.id}${options.query ?? ''}`,
    },
  );
  return { ...utils, user: userEvent.setup() };
}

describe('BookingForm guests', () => {
  afterEach(() => sessionStorage.clear());

  it("starts with the search's guests as adults and books for who the renter chose", async () => {
    const { user, server } = setup({
      query: '?guests=3',
      routes: {
        [AVAILABILITY_URL]: { body: AVAILABILITY },
        'POST /api/bookings': { status: 201, body: { id: 'b1' } },
      },
    });
    const toggle = screen.getByRole('button', { name: 'Guests 3 adults' });
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Add child' }));
    // Four is this place's maximum: neither adults nor children can be added.
    expect(screen.getByRole('button', { name: 'Add adult' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add child' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add infant' }));
    await user.click(screen.getByRole('checkbox', { name: 'Pets' }));
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    await waitFor(() => expect(server.calls.map((call) => call.method)).toContain('POST'));
    expect(server.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      guests: { adults: 3, children: 1, infants: 1, pets: true },
    });
  });

  it('keeps the guests through the sign-in round trip, once', async () => {
    const first = setup({ user: null });
    await first.user.click(screen.getByRole('button', { name: /^Guests/ }));
    await first.user.click(screen.getByRole('button', { name: 'Add adult' }));
    await first.user.click(screen.getByRole('button', { name: 'Add child' }));
    await first.user.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/signin/);
    first.unmount();

    const back = setup();
    expect(await screen.findByRole('button', { name: 'Guests 2 adults, 1 child' })).toBeInTheDocument();
    back.unmount();

    setup();
    expect(screen.getByRole('button', { name: 'Guests 1 adult' })).toBeInTheDocument();
  });

  it("shows the server's message when it refuses the party", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = setup({
      routes: {
        [AVAILABILITY_URL]: { body: AVAILABILITY },
        'POST /api/bookings': {
          status: 400,
          body: {
            statusCode: 400,
            error: 'Bad Request',
            code: ERROR_CODE_OF_MESSAGE.guestsOverMaximum,
            message: MESSAGES.guestsOverMaximum,
            fields: ['guests'],
          },
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByText(MESSAGES.guestsOverMaximum)).toBeInTheDocument();
  });
});
