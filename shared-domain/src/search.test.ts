import { NO_FACT_FILTERS } from './factFilters';
import { matchesDates, matchesLocation, matchesSearch, parseSearchParams } from './search';

const lisbon = {
  city: 'Lisbon',
  country: 'Portugal',
  availableFrom: '2026-07-01',
  availableTo: '2026-07-31',
};

describe('matchesLocation', () => {
  it('matches a case-insensitive substring of the city or the country', () => {
    expect(matchesLocation(lisbon, 'lis')).toBe(true);
    expect(matchesLocation(lisbon, 'BON')).toBe(true);
    expect(matchesLocation(lisbon, 'portu')).toBe(true);
    expect(matchesLocation(lisbon, '  Lisbon ')).toBe(true);
    expect(matchesLocation(lisbon, 'Porto')).toBe(false);
    expect(matchesLocation(lisbon, 'Lisbon, Portugal')).toBe(false);
  });

  it('matches everything for a blank location', () => {
    expect(matchesLocation(lisbon, '')).toBe(true);
    expect(matchesLocation(lisbon, '   ')).toBe(true);
    expect(matchesLocation(lisbon, null)).toBe(true);
    expect(matchesLocation(lisbon, undefined)).toBe(true);
  });
});

describe('matchesDates', () => {
  it('needs the window to contain the stay when both dates are given', () => {
    expect(matchesDates(lisbon, '2026-07-01', '2026-07-31')).toBe(true);
    expect(matchesDates(lisbon, '2026-07-10', '2026-07-12')).toBe(true);
    expect(matchesDates(lisbon, '2026-06-30', '2026-07-05')).toBe(false);
    expect(matchesDates(lisbon, '2026-07-25', '2026-08-01')).toBe(false);
  });

  it('does not filter when a date is missing or malformed', () => {
    expect(matchesDates(lisbon, '2026-06-01', null)).toBe(true);
    expect(matchesDates(lisbon, undefined, '2026-09-01')).toBe(true);
    expect(matchesDates(lisbon, 'soon', '2026-09-01')).toBe(true);
  });
});

describe('matchesSearch', () => {
  it('needs both the location and the dates to match', () => {
    expect(
      matchesSearch(lisbon, { location: 'portugal', checkin: '2026-07-02', checkout: '2026-07-05' }),
    ).toBe(true);
    expect(matchesSearch(lisbon, { location: 'spain', checkin: '2026-07-02', checkout: '2026-07-05' })).toBe(
      false,
    );
    expect(
      matchesSearch(lisbon, { location: 'portugal', checkin: '2026-08-02', checkout: '2026-08-05' }),
    ).toBe(false);
    expect(matchesSearch(lisbon, {})).toBe(true);
  });
});

const NO_FILTERS = { sort: null, minPrice: null, maxPrice: null, currency: null, facts: NO_FACT_FILTERS };

describe('parseSearchParams', () => {
  it('reads the order and the price bounds with their currency (EUR when none is given)', () => {
    expect(
      parseSearchParams(new URLSearchParams('sort=top-rated&minPrice=40&maxPrice=99.5&currency=GBP')),
    ).toMatchObject({ sort: 'top-rated', minPrice: 40, maxPrice: 99.5, currency: 'GBP' });
    expect(parseSearchParams(new URLSearchParams('maxPrice=80'))).toMatchObject({
      minPrice: null,
      maxPrice: 80,
      currency: 'EUR',
    });
  });

  it('drops an unknown order and bad or inverted bounds, as the API would refuse them', () => {
    for (const query of ['sort=cheapest', 'minPrice=-1', 'maxPrice=NaN', 'minPrice=9&maxPrice=3']) {
      expect(parseSearchParams(new URLSearchParams(query))).toMatchObject(NO_FILTERS);
    }
  });

  it('reads location, checkin and checkout, dropping blanks and malformed dates', () => {
    expect(
      parseSearchParams(new URLSearchParams('location=%20Lisbon%20&checkin=2026-07-02&checkout=2026-02-30')),
    ).toEqual({
      location: 'Lisbon',
      checkin: '2026-07-02',
      checkout: null,
      ...NO_FILTERS,
    });
    expect(parseSearchParams(new URLSearchParams(''))).toEqual({
      location: null,
      checkin: null,
      checkout: null,
      ...NO_FILTERS,
    });
  });

  it('drops a check-out that is not after the check-in', () => {
    for (const checkout of ['2026-07-01', '2026-07-02']) {
      expect(parseSearchParams(new URLSearchParams(`checkin=2026-07-02&checkout=${checkout}`))).toEqual({
        location: null,
        checkin: '2026-07-02',
        checkout: null,
        ...NO_FILTERS,
      });
    }
    expect(parseSearchParams(new URLSearchParams('checkin=2026-07-02&checkout=2026-07-03')).checkout).toBe(
      '2026-07-03',
    );
  });

  it('reads the facts filters (issue 24), dropping only the bad one', () => {
    expect(
      parseSearchParams(new URLSearchParams('guests=4&type=villa,house&minBedrooms=2&amenities=pool,wifi'))
        .facts,
    ).toEqual({ guests: 4, propertyTypes: ['house', 'villa'], minBedrooms: 2, amenities: ['wifi', 'pool'] });
    expect(
      parseSearchParams(new URLSearchParams('guests=99&type=castle&minBedrooms=2&amenities=wifi')).facts,
    ).toEqual({ guests: null, propertyTypes: [], minBedrooms: 2, amenities: ['wifi'] });
  });
});
