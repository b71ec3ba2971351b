import { validateListingFacts } from '@shoreline/shared-domain/validation/checkListingFacts';
import { demoListingFacts } from './demo-listing-facts';
import { DEMO_LISTINGS } from './demo-listings';

// Issue 24: the demo listings' facts are ones the API would take, and varied enough that every
// search filter gives the demo a different answer.

const facts = DEMO_LISTINGS.map((listing) => demoListingFacts(listing.key));

it('gives every demo listing facts the API accepts, as it would store them', () => {
  for (const listing of DEMO_LISTINGS) {
    const own = demoListingFacts(listing.key);
    expect(validateListingFacts(own)).toEqual({ ok: true, value: own });
  }
});

it('varies the facts so each filter keeps some listings and not others', () => {
  const share = (keep: (f: (typeof facts)[number]) => boolean) => facts.filter(keep).length;
  const some = (count: number) => {
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(facts.length);
  };
  some(share((f) => f.maxGuests >= 6));
  some(share((f) => f.maxGuests >= 4));
  for (const type of ['flat', 'house', 'villa', 'cottage', 'room'] as const)
    some(share((f) => f.propertyType === type));
  for (const bedrooms of [1, 2, 3, 4]) some(share((f) => f.bedrooms >= bedrooms));
  expect(share((f) => f.bedrooms === 0)).toBeGreaterThan(0);
  some(share((f) => f.houseRules.petsAllowed));
  some(share((f) => f.houseRules.text !== ''));
  for (const amenity of ['wifi', 'parking', 'pool', 'sea-view'] as const)
    some(share((f) => f.amenities.includes(amenity)));
  expect(new Set(facts.map((f) => f.amenities.join(','))).size).toBe(facts.length);
});
