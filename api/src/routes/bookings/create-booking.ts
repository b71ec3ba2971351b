import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { availabilityFor } from '@shoreline/shared-domain/availability';
import { earliestTodayOnEarth } from '@shoreline/shared-domain/dates';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { totalPrice } from '@shoreline/shared-domain/pricing';
import { MAX_GUESTS, MAX_INFANTS } from '@shoreline/shared-domain/listingFacts';
import { validateBookingRequest } from '@shoreline/shared-domain/validation/validateBookingRequest';
import { validateGuests, type GuestCountsInput } from '@shoreline/shared-domain/validation/validateGuests';
import { Type } from 'typebox';
import { conflict, forbidden, notFound, unwrap } from '../../lib/http-errors';
import { errorResponses, Uuid } from '../../lib/schemas';
import { Booking } from '../../schemas/booking';
import { named } from '../../schemas/named';
import { ALL_DAYS, specMessagesFor } from '../../lib/spec-body-messages';

/** What the body says of who is coming; a missing or malformed `guests` reads as no adult. */
function guestsOf(guests: unknown): GuestCountsInput {
  return guests && typeof guests === 'object' && !Array.isArray(guests)
    ? (guests as GuestCountsInput)
    : { adults: undefined };
}

/** For the messages of a body's shape only: the listing's own limits are checked in the transaction. */
const ANY_LISTING = { maxGuests: MAX_GUESTS, petsAllowed: true };

const GuestsInput = named(
  'GuestsInput',
  Type.Object(
    {
      adults: Type.Integer({ minimum: 1, maximum: MAX_GUESTS }),
      children: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_GUESTS - 1 })),
      infants: Type.Optional(
        Type.Integer({ minimum: 0, maximum: MAX_INFANTS, description: 'Under 2; not counted' }),
      ),
      pets: Type.Optional(Type.Boolean({ description: 'Only where the house rules allow pets' })),
    },
    {
      description:
        "Who is coming. Adults plus children must not exceed the listing's `maxGuests`; infants are not " +
        `counted (at most ${MAX_INFANTS}); pets only where \`houseRules.petsAllowed\` (400 otherwise).`,
    },
  ),
);

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/bookings',
    {
      onRequest: [app.authenticate],
      // A body the schema refuses gets the booking form's message when it has one ("Please select a
      // check-in date"); the dates' availability is checked below, against the listing.
      ...specMessagesFor((body) => {
        const dates = validateBookingRequest(
          { startDate: body.startDate, endDate: body.endDate, message: body.message },
          availabilityFor(ALL_DAYS, []),
          ALL_DAYS.availableFrom,
        );
        return dates.ok ? validateGuests(guestsOf(body.guests), ANY_LISTING) : dates;
      }),
      schema: {
        tags: ['bookings'],
        summary: 'Request a stay: a pending booking whose total the server computes',
        description:
          'Dates are half-open: `startDate` is the first night, `endDate` the check-out day. The stay must lie ' +
          'inside the listing window, start today or later and share no night with an approved booking ' +
          '(409 otherwise). `guests` must fit the listing (`maxGuests`, `houseRules.petsAllowed`; 400 otherwise). ' +
          'A price sent by the client is ignored. Not allowed on your own listing (403).',
        body: named(
          'BookingInput',
          Type.Object({
            listingId: Uuid,
            // Required, as the server requires them; a missing one still gets the form's message.
            startDate: Type.String({ description: 'yyyy-MM-dd, check-in' }),
            endDate: Type.String({ description: 'yyyy-MM-dd, check-out' }),
            message: Type.Optional(Type.Union([Type.String({ maxLength: 5000 }), Type.Null()])),
            // Required: the renter says who comes; a missing one gets "Please add at least one adult".
            guests: GuestsInput,
          }),
        ),
        response: { 201: Booking, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const renterId = request.user.id;
      const { listingId, startDate, endDate, message, guests } = request.body;
      const input = { startDate, endDate, message };
      // "Today" for the not-in-the-past rule is the date in the last time zone to reach midnight
      // (UTC-12): whatever zone a renter is in, their today is never refused as past.
      const today = earliestTodayOnEarth(app.now());
      const booking = await app.knex.transaction(async (trx) => {
        // Locked like an approval does, so no approval slips in between the check and the insert; the
        // one read of the listing, with only what the request is checked against.
        const listing = await app.bookingsRepository.lockListingForRequest(listingId, trx);
        if (!listing || listing.deleted || !listing.isActive) throw notFound(MESSAGES.listingNotFound);
        if (listing.hostId === renterId) throw forbidden(MESSAGES.cannotBookOwnListing);
        // First the rules that do not depend on other stays (400), then the overlap (409).
        unwrap(validateBookingRequest(input, availabilityFor(listing, []), today));
        // Against the listing row read (and locked) in this transaction, so an edit of its maximum
        // cannot slip in between the check and the insert.
        const party = unwrap(
          validateGuests(guests, { maxGuests: listing.maxGuests, petsAllowed: listing.petsAllowed }),
        );
        // Taken ranges still to come (stays and host blocks); past ones cannot overlap a future stay.
        // Read after the lock, in a statement of its own: it sees every approval committed before.
        const taken = await app.listingsRepository.takenRanges(listingId, today, trx);
        const availability = availabilityFor(
          listing,
          taken.map((range) => ({ ...range, status: 'approved' as const })),
        );
        const checked = validateBookingRequest(input, availability, today);
        if (!checked.ok) throw conflict(MESSAGES.bookingDatesUnavailable).about('startDate', 'endDate');
        const stay = checked.value;
        const bookingId = await app.bookingsRepository.create(
          {
            listingId,
            hostId: listing.hostId,
            renterId,
            startDate: stay.startDate,
            endDate: stay.endDate,
            totalPrice: totalPrice(listing.pricePerNight, { start: stay.startDate, end: stay.endDate }),
            message: stay.message,
            guests: party,
          },
          trx,
        );
        // The booking as the host is told of it is the one answered: no read after the commit.
        const [created] = await app.notify.booking(trx, 'requested', bookingId);
        return created;
      });
      if (!booking) throw notFound(MESSAGES.bookingNotFound);
      return reply.code(201).send(booking);
    },
  );
};

export default routes;
