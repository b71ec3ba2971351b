import { AMENITY_IDS } from '@shoreline/shared-domain/amenities';
import {
  MAX_BATHROOMS,
  MAX_BEDROOMS,
  MAX_BEDS,
  MAX_GUESTS,
  MAX_HOUSE_RULES_LENGTH,
  MIN_GUESTS,
  PROPERTY_TYPES,
} from '@shoreline/shared-domain/listingFacts';
import { Type } from 'typebox';
import { DateRange, IsoDate, IsoDateTime, Uuid } from '../lib/schemas';
import { Photo } from './photo';
import { named } from './named';

// TypeBox mirrors of the listing wire types in shared-domain/src/types.ts (same fields, same names).

export const PropertyType = named('PropertyType', Type.Enum([...PROPERTY_TYPES]), 'The kind of place');

export const AmenityId = named(
  'AmenityId',
  Type.Enum([...AMENITY_IDS]),
  "An amenity of shared-domain's catalogue (amenities.ts); new ids may be added",
);

/** 'HH:mm', 24 h, the listing's local time. */
const TimeOfDay = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', examples: ['15:00'] });

export const HouseRules = named(
  'HouseRules',
  Type.Object(
    {
      petsAllowed: Type.Boolean(),
      smokingAllowed: Type.Boolean(),
      eventsAllowed: Type.Boolean(),
      text: Type.String({
        maxLength: MAX_HOUSE_RULES_LENGTH,
        description: "The host's own words; '' when none",
      }),
    },
    { additionalProperties: false },
  ),
  'What a stay allows, and the host’s own rules',
);

/** What a card shows of a listing's facts (ListingCardFacts). */
const CARD_FACTS = {
  maxGuests: Type.Integer({
    minimum: MIN_GUESTS,
    maximum: MAX_GUESTS,
    description: 'Adults and children who fit',
  }),
  propertyType: PropertyType,
  bedrooms: Type.Integer({ minimum: 0, maximum: MAX_BEDROOMS }),
  beds: Type.Integer({ minimum: 1, maximum: MAX_BEDS }),
  bathrooms: Type.Number({ minimum: 0, maximum: MAX_BATHROOMS, multipleOf: 0.5, description: 'In halves' }),
};

/** Every fact of a listing (ListingFacts), as answers carry them. */
const FACTS = {
  ...CARD_FACTS,
  checkInFrom: TimeOfDay,
  checkOutBy: TimeOfDay,
  houseRules: HouseRules,
  amenities: Type.Array(AmenityId, { description: 'In catalogue order, no repeats' }),
};

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
    ...CARD_FACTS,
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
    ...FACTS,
  }),
  'A listing with its photos, host and facts',
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
    // The facts (issue 24), as loose as the fields above: shared-domain's validateListingFacts says
    // what is wrong with its own message ('2' and '1.5' are taken as typed in the form).
    maxGuests: Type.Union([Type.String({ maxLength: 20 }), Type.Number()], {
      description: `Adults and children who fit, ${MIN_GUESTS} to ${MAX_GUESTS}`,
    }),
    propertyType: Type.String({ maxLength: 20, description: PROPERTY_TYPES.join(' | ') }),
    bedrooms: Type.Union([Type.String({ maxLength: 20 }), Type.Number()], {
      description: `0 to ${MAX_BEDROOMS}`,
    }),
    beds: Type.Union([Type.String({ maxLength: 20 }), Type.Number()], { description: `1 to ${MAX_BEDS}` }),
    bathrooms: Type.Union([Type.String({ maxLength: 20 }), Type.Number()], {
      description: `0 to ${MAX_BATHROOMS}, in halves (1.5)`,
    }),
    checkInFrom: Type.String({ maxLength: 20, description: 'HH:mm, from when guests may arrive' }),
    checkOutBy: Type.String({ maxLength: 20, description: 'HH:mm, by when guests leave' }),
    houseRules: Type.Object(
      {
        petsAllowed: Type.Boolean(),
        smokingAllowed: Type.Boolean(),
        eventsAllowed: Type.Boolean(),
        text: Type.Optional(
          Type.String({
            maxLength: MAX_HOUSE_RULES_LENGTH * 2,
            description: `At most ${MAX_HOUSE_RULES_LENGTH} characters`,
          }),
        ),
      },
      { additionalProperties: false },
    ),
    amenities: Type.Array(Type.String({ maxLength: 40 }), {
      maxItems: 60,
      description: "Ids of shared-domain's catalogue (AmenityId); repeats are folded",
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
