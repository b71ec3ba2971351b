import { BOOKING_STATUSES } from '@shoreline/shared-domain/types';
import { Type } from 'typebox';
import { IsoDate, IsoDateTime, Uuid } from '../lib/schemas';

// TypeBox mirror of the Booking wire type in shared-domain/src/types.ts (same fields, same names).

export const BookingStatus = Type.Enum(BOOKING_STATUSES);

export const Booking = Type.Object({
  id: Uuid,
  listingId: Uuid,
  hostId: Uuid,
  renterId: Uuid,
  startDate: IsoDate,
  endDate: IsoDate,
  totalPrice: Type.Number({ description: 'EUR, computed by the server: nights times price per night' }),
  status: Type.Enum(BOOKING_STATUSES, {
    description: 'As of the moment of reading: a pending request past its `expiresAt` is `expired`',
  }),
  message: Type.Union([Type.String(), Type.Null()]),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
  expiresAt: Type.Union([IsoDateTime, Type.Null()], {
    description:
      'When an unanswered request expires: 72 hours after it was made, or at the end of its check-in day ' +
      '(12:00 UTC the day after, the end of that day at UTC-12), whichever is first. Null once answered.',
  }),
  listing: Type.Object(
    { title: Type.String(), city: Type.String(), country: Type.String() },
    { description: 'Kept for deleted listings too (PRODUCT.md 20)' },
  ),
  renter: Type.Object({ name: Type.Union([Type.String(), Type.Null()]) }),
});
