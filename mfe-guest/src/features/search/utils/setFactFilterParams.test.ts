import { countFactFilters, NO_FACT_FILTERS } from '@shoreline/shared-domain/factFilters';
import { parseSearchParams } from '@shoreline/shared-domain/search';
import { clearSearchFilters } from './clearSearchFilters';
import { setFactFilterParams } from './setFactFilterParams';

describe('the facts filters in the search URL', () => {
  it('round-trips: what is written is read back the same, next to place, dates, price and order', () => {
    const start = new URLSearchParams(
      'location=lisbon&checkin=2026-07-01&checkout=2026-07-04&minPrice=50&currency=EUR&sort=price-asc',
    );
    const facts = {
      guests: 4,
      propertyTypes: ['flat', 'villa'] as const,
      minBedrooms: 2,
      amenities: ['wifi', 'pool'] as const,
    };
    const url = setFactFilterParams(start, {
      ...facts,
      propertyTypes: [...facts.propertyTypes],
      amenities: [...facts.amenities],
    });
    expect(url.toString()).toBe(
      'location=lisbon&checkin=2026-07-01&checkout=2026-07-04&minPrice=50&currency=EUR&sort=price-asc' +
        '&guests=4&type=flat%2Cvilla&minBedrooms=2&amenities=wifi%2Cpool',
    );
    const read = parseSearchParams(url);
    expect(read.facts).toEqual({
      guests: 4,
      propertyTypes: ['flat', 'villa'],
      minBedrooms: 2,
      amenities: ['wifi', 'pool'],
    });
    expect(read).toMatchObject({
      location: 'lisbon',
      checkin: '2026-07-01',
      minPrice: 50,
      sort: 'price-asc',
    });
    // "Filters (5)": guests, type, bedrooms and each amenity.
    expect(countFactFilters(read.facts)).toBe(5);
  });

  it('drops a filter set back to any, and clearing keeps the search but no filter', () => {
    const url = new URLSearchParams(
      'location=porto&guests=2&amenities=wifi&maxPrice=90&currency=GBP&sort=top-rated',
    );
    expect(
      setFactFilterParams(url, { ...NO_FACT_FILTERS, propertyTypes: [], amenities: ['wifi'] }).toString(),
    ).toBe('location=porto&maxPrice=90&currency=GBP&sort=top-rated&amenities=wifi');
    expect(clearSearchFilters(url).toString()).toBe('location=porto&sort=top-rated');
  });
});
