import { Type } from 'typebox';
import { DateRange, IsoDate, IsoDateTime, Uuid } from '../lib/schemas';
import { Photo } from './photo';
import { named } from './named';

// TypeBox mirrors of the listing wire types in shared-domain/src/types.ts (same fields, same names).

export const ListingSummary = named(
  'ListingSummary',
  Type.Object({
    id: Uuid,
    title: Type.String(),
    pricePerNight: Type.Number({ description: 'EUR' }),
    city: Type.String(),
    country: Type.String(),
    availableFrom: IsoDate,
    availableTo: IsoDate,
    isActive: Type.Boolean(),
    photo: Type.Union([Photo, Type.Null()], { description: 'First photo, or null' }),
    averageRating: Type.Union([Type.Number(), Type.Null()], { description: 'Approved reviews only' }),
    reviewCount: Type.Integer(),
    createdAt: IsoDateTime,
  }),
);

export const Listing = named(
  'Listing',
  Type.Object({
    id: Uuid,
    title: Type.String(),
    description: Type.String(),
    pricePerNight: Type.Number({ description: 'EUR' }),
    address: Type.String(),
    city: Type.String(),
    country: Type.String(),
    availableFrom: IsoDate,
    availableTo: IsoDate,
    isActive: Type.Boolean(),
    hostId: Uuid,
    hostName: Type.String(),
    photos: Type.Array(Photo),
    averageRating: Type.Union([Type.Number(), Type.Null()]),
    reviewCount: Type.Integer(),
    createdAt: IsoDateTime,
  }),
  'A listing with its photos and host',
);

/**
 * The create/edit form. Types are loose on purpose (price may be text, strings may be blank): the
 * rules and their messages are shared-domain's `validateListing`, not JSON-schema texts.
 */
export const ListingInputBody = named(
  'ListingInput',
  Type.Object({
    title: Type.String(),
    description: Type.String(),
    // Text or a number, checked by shared-domain's parsePrice ("0x10", "1e3" are refused there). Bodies
    // are not coerced (lib/strict-body-validator.ts): `true` is a schema error, never a price.
    pricePerNight: Type.Union([Type.String(), Type.Number()], { description: 'EUR, a positive decimal' }),
    address: Type.String(),
    city: Type.String(),
    country: Type.String(),
    availableFrom: Type.String({ description: 'yyyy-MM-dd' }),
    availableTo: Type.String({ description: 'yyyy-MM-dd, after availableFrom' }),
    photos: Type.Array(Type.String({ maxLength: 500 }), {
      maxItems: 50,
      description:
        "1 to 10 photo URLs: the host's own uploads (POST /api/uploads) or the listing's current photos",
    }),
  }),
);

export const Availability = named(
  'Availability',
  Type.Object({
    availableFrom: IsoDate,
    availableTo: IsoDate,
    booked: Type.Array(DateRange),
    free: Type.Array(DateRange),
  }),
  "A listing's window and its booked and free ranges",
);
