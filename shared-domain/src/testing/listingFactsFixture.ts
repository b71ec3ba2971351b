// Test support only: a listing's facts as the demo data would have them, for fixtures of wire types.
import type { GuestCounts, ListingFacts } from '../listingFacts';

export const SAMPLE_LISTING_FACTS: Readonly<ListingFacts> = Object.freeze({
  maxGuests: 4,
  propertyType: 'flat',
  bedrooms: 2,
  beds: 2,
  bathrooms: 1,
  checkInFrom: '15:00',
  checkOutBy: '11:00',
  houseRules: Object.freeze({ petsAllowed: false, smokingAllowed: false, eventsAllowed: false, text: '' }),
  amenities: ['wifi', 'kitchen'],
} satisfies ListingFacts);

export const SAMPLE_GUESTS: Readonly<GuestCounts> = Object.freeze({
  adults: 2,
  children: 0,
  infants: 0,
  pets: false,
});
