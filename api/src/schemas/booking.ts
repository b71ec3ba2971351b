import { BOOKING_STATUSES, DECLINE_CAUSES } from '@shoreline/shared-domain/types';
import { Type } from 'typebox';
import { IsoDate, IsoDateTime, Uuid } from '../lib/schemas';
import { named } from './named';

// TypeBox mirror of the Booking wire type in shared-domain/src/types.ts (same fields, same names).

export const BookingStatus = named(
  'BookingStatus',
  Type.Enum(BOOKING_STATUSES, {
    description: 'As of the moment of reading: a pending request past its `expiresAt` is `expired`',
  }),
);

export const DeclineCause = named(
  'DeclineCause',
  Type.Enum(DECLINE_CAUSES, {
    description:
      'Why a `rejected` request was: by its host, or automatically (the host approved another request for ' +
      'those dates, blocked them, or removed the listing).',
  }),
);

export const GuestCounts = named(
  'GuestCounts',
  Type.Object(
    {
      adults: Type.Integer({ minimum: 1 }),
      children: Type.Integer({ minimum: 0 }),
      infants: Type.Integer({ minimum: 0, description: 'Under 2; not counted against `maxGuests`' }),
      pets: Type.Boolean(),
    },
    {
      description:
        'Who is coming. Bookings made before guests were asked read as two adults (one where the place takes one).',
    },
  ),
);

export const Booking = named(
  'Booking',
  Type.Object(
    {
      id: Uuid,
      listingId: Uuid,
      hostId: Uuid,
      renterId: Uuid,
      startDate: IsoDate,
      endDate: IsoDate,
      totalPrice: Type.Number({ description: 'EUR, computed by the server: nights times price per night' }),
      status: BookingStatus,
      message: Type.Union([Type.String(), Type.Null()]),
      guests: GuestCounts,
      createdAt: IsoDateTime,
      updatedAt: Type.String({
        format: 'date-time',
        description:
          'When it last changed: a booking leaves `pending` once, so for the others when that happened',
      }),
      expiresAt: Type.Union([IsoDateTime, Type.Null()], {
        description:
          'When an unanswered request expires: 72 hours after it was made, or at the end of its check-in day ' +
          '(12:00 UTC the day after, the end of that day at UTC-12), whichever is first. Null once answered.',
      }),
      declineCause: Type.Union([DeclineCause, Type.Null()], {
        description: 'Null unless `rejected`, and for rejections made before causes were kept',
      }),
      declineReason: Type.Union([Type.String(), Type.Null()], {
        description: "The host's own words when they rejected it (optional, at most 500 characters)",
      }),
      listing: Type.Object(
        { title: Type.String(), city: Type.String(), country: Type.String() },
        { description: 'Kept for deleted listings too (PRODUCT.md 20)' },
      ),
      renter: Type.Object({
        name: Type.Union([Type.String(), Type.Null()]),
        // Always sent; optional in the wire type so bookings built before it (fixtures) stay valid.
        emailVerified: Type.Optional(
          Type.Boolean({
            description: 'Whether the renter verified their email address (hosts see "Email not verified")',
          }),
        ),
      }),
    },
    { description: 'A stay request and its state, with the listing and renter it names' },
  ),
);
