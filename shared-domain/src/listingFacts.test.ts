import {
  countedGuests,
  formatFactsSummary,
  formatGuestCounts,
  isPropertyType,
  PROPERTY_TYPES,
} from './listingFacts';

describe('listing facts', () => {
  it('summarises rooms the way a renter reads them', () => {
    expect(
      formatFactsSummary({ maxGuests: 4, propertyType: 'flat', bedrooms: 2, beds: 3, bathrooms: 1.5 }),
    ).toBe('4 guests · 2 bedrooms · 3 beds · 1.5 baths');
    expect(
      formatFactsSummary({ maxGuests: 1, propertyType: 'room', bedrooms: 1, beds: 1, bathrooms: 1 }),
    ).toBe('1 guest · 1 bedroom · 1 bed · 1 bath');
    expect(
      formatFactsSummary({ maxGuests: 2, propertyType: 'flat', bedrooms: 0, beds: 1, bathrooms: 0.5 }),
    ).toBe('2 guests · 0 bedrooms · 1 bed · 0.5 baths');
  });

  it('says who is coming, leaving out what is zero', () => {
    expect(formatGuestCounts({ adults: 2, children: 0, infants: 0, pets: false })).toBe('2 adults');
    expect(formatGuestCounts({ adults: 1, children: 1, infants: 2, pets: true })).toBe(
      '1 adult, 1 child, 2 infants, pets',
    );
  });

  it('counts adults and children against the maximum, not infants', () => {
    expect(countedGuests({ adults: 2, children: 2 })).toBe(4);
  });

  it('knows the six types of place and nothing else', () => {
    expect(PROPERTY_TYPES).toEqual(['house', 'flat', 'villa', 'cottage', 'room', 'other']);
    expect(isPropertyType('villa')).toBe(true);
    for (const value of ['Villa', 'castle', '__proto__', '', 3, null])
      expect(isPropertyType(value)).toBe(false);
  });
});
