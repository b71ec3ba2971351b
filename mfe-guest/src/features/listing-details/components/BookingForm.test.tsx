import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { Availability, Booking } from '@shoreline/shared-domain/types';
import { ANA, renderWithShell, type RenderOptions } from '../../../test/renderWithShell';
import { BookingForm } from './BookingForm';

const TODAY = '2030-01-10';
const LISTING = {
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Dune House',
  pricePerNight: 100,
  maxGuests: 4,
  houseRules: { petsAllowed: false, smokingAllowed: false, eventsAllowed: false, text: '' },
};
// Booked 20-25 January: free nights 10-19 and from the 25th.
const AVAILABILITY: Availability = {
  availableFrom: '2030-01-05',
  availableTo: '2030-02-28',
  booked: [{ start: '2030-01-20', end: '2030-01-25' }],
  free: [
    { start: '2030-01-05', end: '2030-01-20' },
    { start: '2030-01-25', end: '2030-02-28' },
  ],
};
const AVAILABILITY_URL = `GET /api/listings/${LISTING.id}/availability`;

function booking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 'b1',
    listingId: LISTING.id,
    hostId: 'h1',
    renterId: ANA.id,
    startDate: '2030-01-15',
    endDate: '2030-01-18',
    totalPrice: 300,
    status: 'pending',
    message: null,
    createdAt: '2030-01-10T09:00:00.000Z',
    updatedAt: '2030-01-10T09:00:00.000Z',
    expiresAt: '2030-01-13T09:00:00.000Z',
    declineCause: null,
    declineReason: null,
    guests: { adults: 2, children: 0, infants: 0, pets: false },
    listing: { title: LISTING.title, city: 'Porto', country: 'Portugal' },
    renter: { name: ANA.name },
    ...overrides,
  };
}

function setup(
  options: {
    user?: typeof ANA | null;
    routes?: RenderOptions['routes'];
    initialStay?: { checkin: string | null; checkout: string | null };
  } = {},
) {
  const onAvailabilityChange = jest.fn();
  const utils = renderWithShell(
    <BookingForm
      listing={LISTING}
      availability={AVAILABILITY}
      onAvailabilityChange={onAvailabilityChange}
      initialStay={options.initialStay}
      today={TODAY}
    />,
    {
      user: options.user === undefined ? ANA : options.user,
      routes: options.routes,
      path: '/listings/:id',
      url: `/listings/${LISTING.id}`,
    },
  );
  return { ...utils, onAvailabilityChange, user: userEvent.setup() };
}

/** A day of the open calendar, once its lazily loaded code has arrived. */
const dayButton = (iso: string) =>
  waitFor(() => {
    const day = document.querySelector<HTMLButtonElement>(`button[data-date="${iso}"]`);
    if (!day) throw new Error(`No day ${iso} in the open calendar`);
    return day;
  });

async function pick(user: ReturnType<typeof userEvent.setup>, field: 'Check-in' | 'Check-out', iso: string) {
  await user.click(screen.getByLabelText(new RegExp(`^${field}`)));
  await user.click(await dayButton(iso));
}

describe('BookingForm', () => {
  it('keeps check-out disabled until a check-in is chosen', async () => {
    const { user } = setup();
    expect(screen.getByLabelText(/^Check-out/)).toBeDisabled();
    expect(screen.getByText(MESSAGES.checkInFirst)).toBeInTheDocument();
    await pick(user, 'Check-in', '2030-01-15');
    expect(screen.getByLabelText(/^Check-out/)).toBeEnabled();
    expect(screen.getByLabelText(/^Check-in/)).toHaveValue('Jan 15, 2030');
  });

  it('marks booked and past days unavailable for check-in', async () => {
    const { user } = setup();
    await user.click(screen.getByLabelText(/^Check-in/));
    expect(await dayButton('2030-01-21')).toHaveAttribute('aria-disabled', 'true');
    expect(await dayButton('2030-01-09')).toHaveAttribute('aria-disabled', 'true');
    expect(await dayButton('2030-01-12')).not.toHaveAttribute('aria-disabled');
  });

  it('offers no check-out that would put the stay across a booked night, and shows no total', async () => {
    const { user } = setup();
    await pick(user, 'Check-in', '2030-01-15');
    // The calendar stays open for the check-out: past the booked nights nothing can end this stay.
    expect(await dayButton('2030-01-20')).not.toHaveAttribute('aria-disabled');
    expect(await dayButton('2030-01-27')).toHaveAttribute('aria-disabled', 'true');
    await user.click(await dayButton('2030-01-27'));
    expect(screen.getByLabelText(/^Check-out/)).toHaveValue('');
    expect(screen.queryByTestId('booking-total')).not.toBeInTheDocument();
  });

  it('shows the total (nights x price) in the chosen currency before booking', async () => {
    const { user, shell } = setup();
    await pick(user, 'Check-in', '2030-01-15');
    await pick(user, 'Check-out', '2030-01-18');
    expect(screen.getByTestId('booking-total')).toHaveTextContent('€300.00');
    act(() => shell.currency.getState().setCode('USD'));
    await waitFor(() => expect(screen.getByTestId('booking-total')).toHaveTextContent('$327.00'));
  });

  it('clears a check-out that is not after a newly chosen check-in', async () => {
    const { user } = setup();
    await pick(user, 'Check-in', '2030-01-12');
    await pick(user, 'Check-out', '2030-01-14');
    await pick(user, 'Check-in', '2030-01-16');
    expect(screen.getByLabelText(/^Check-out/)).toHaveValue('');
  });

  it('starts from a stay carried over from search when it is still bookable', () => {
    setup({ initialStay: { checkin: '2030-01-15', checkout: '2030-01-18' } });
    expect(screen.getByLabelText(/^Check-in/)).toHaveValue('Jan 15, 2030');
    expect(screen.getByLabelText(/^Check-out/)).toHaveValue('Jan 18, 2030');
    expect(screen.getByTestId('booking-total')).toHaveTextContent('€300.00');
  });

  it("says why a carried-over check-in on a booked night was not kept ('Selected date is not available')", () => {
    setup({ initialStay: { checkin: '2030-01-21', checkout: '2030-01-23' } });
    expect(screen.getByText(MESSAGES.dateNotAvailable)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Check-in/)).toHaveValue('');
    expect(screen.getByLabelText(/^Check-out/)).toBeDisabled();
  });

  it('keeps the check-in of a carried-over stay across booked nights and says why the check-out went', () => {
    setup({ initialStay: { checkin: '2030-01-15', checkout: '2030-01-27' } });
    expect(screen.getByLabelText(/^Check-in/)).toHaveValue('Jan 15, 2030');
    expect(screen.getByLabelText(/^Check-out/)).toHaveValue('');
    expect(screen.getByText(MESSAGES.rangeIncludesUnavailable)).toBeInTheDocument();
    expect(screen.queryByTestId('booking-total')).not.toBeInTheDocument();
  });

  it('asks for the dates before booking', async () => {
    const { user, server } = setup();
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(screen.getByText(MESSAGES.checkInRequired)).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('checks availability again, books, and opens the confirmation with the booking as state', async () => {
    const { user, server } = setup({
      routes: {
        [AVAILABILITY_URL]: { body: AVAILABILITY },
        'POST /api/bookings': ({ body }) => ({
          status: 201,
          body: booking({ message: (body as { message?: string }).message ?? null }),
        }),
      },
    });
    await pick(user, 'Check-in', '2030-01-15');
    await pick(user, 'Check-out', '2030-01-18');
    await user.type(screen.getByLabelText('Message to the host (optional)'), 'Arriving late');
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/booking-confirmation'));
    expect(server.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      AVAILABILITY_URL,
      'POST /api/bookings',
    ]);
    expect(server.calls[1]?.body).toEqual({
      listingId: LISTING.id,
      startDate: '2030-01-15',
      endDate: '2030-01-18',
      guests: { adults: 1, children: 0, infants: 0, pets: false },
      message: 'Arriving late',
    });
    const state = JSON.parse(screen.getByTestId('location').dataset.state ?? 'null') as { booking: Booking };
    expect(state.booking).toMatchObject({ id: 'b1', listing: { title: 'Dune House' } });
  });

  it('refuses dates taken since the page loaded (final availability check)', async () => {
    const taken: Availability = {
      ...AVAILABILITY,
      booked: [{ start: '2030-01-16', end: '2030-01-25' }],
      free: [
        { start: '2030-01-05', end: '2030-01-16' },
        { start: '2030-01-25', end: '2030-02-28' },
      ],
    };
    const { user, server, onAvailabilityChange } = setup({ routes: { [AVAILABILITY_URL]: { body: taken } } });
    await pick(user, 'Check-in', '2030-01-15');
    await pick(user, 'Check-out', '2030-01-18');
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByText(MESSAGES.bookingDatesNoLongerAvailable)).toBeInTheDocument();
    expect(onAvailabilityChange).toHaveBeenCalledWith(taken);
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("shows the API's conflict message when the server refuses the dates", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = setup({
      routes: {
        [AVAILABILITY_URL]: { body: AVAILABILITY },
        'POST /api/bookings': {
          status: 409,
          body: {
            statusCode: 409,
            error: 'Conflict',
            code: 'BOOKING_DATES_TAKEN',
            message: MESSAGES.bookingDatesUnavailable,
          },
        },
      },
    });
    await pick(user, 'Check-in', '2030-01-15');
    await pick(user, 'Check-out', '2030-01-18');
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByText(MESSAGES.bookingDatesUnavailable)).toBeInTheDocument();
  });

  it('says so when the availability cannot be checked', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = setup({ routes: { [AVAILABILITY_URL]: { status: 503, body: { message: 'down' } } } });
    await pick(user, 'Check-in', '2030-01-15');
    await pick(user, 'Check-out', '2030-01-18');
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByText(MESSAGES.availabilityCheckFailed)).toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in, remembering the listing and the chosen stay', async () => {
    const { user, server } = setup({ user: null });
    await pick(user, 'Check-in', '2030-01-15');
    await pick(user, 'Check-out', '2030-01-18');
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    const from = `/listings/${LISTING.id}?checkin=2030-01-15&checkout=2030-01-18`;
    expect(screen.getByTestId('location')).toHaveTextContent(`/signin?next=${encodeURIComponent(from)}`);
    expect(JSON.parse(screen.getByTestId('location').dataset.state ?? 'null')).toEqual({ from });
    expect(server.calls).toHaveLength(0);
  });

  it('keeps the message to the host through the sign-in round trip, once (issue 22 item 7)', async () => {
    const first = setup({ user: null });
    await pick(first.user, 'Check-in', '2030-01-15');
    await pick(first.user, 'Check-out', '2030-01-18');
    await first.user.type(screen.getByLabelText(/^Message to the host/), 'Two of us, arriving late.');
    await first.user.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/signin/);
    first.unmount();

    // Back from sign-in: the dates come in the URL, the message with them.
    const back = setup({ initialStay: { checkin: '2030-01-15', checkout: '2030-01-18' } });
    expect(await screen.findByLabelText(/^Message to the host/)).toHaveValue('Two of us, arriving late.');
    back.unmount();

    // Used once: a later visit starts empty.
    setup();
    expect(screen.getByLabelText(/^Message to the host/)).toHaveValue('');
  });
});
