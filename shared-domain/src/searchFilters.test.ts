import { MESSAGES } from './messages';
import { toEurPriceBounds, validateSearchFilters } from './searchFilters';

describe('validateSearchFilters', () => {
  it('defaults to newest with no price bounds', () => {
    expect(validateSearchFilters({})).toEqual({
      ok: true,
      value: { sort: 'newest', minPrice: null, maxPrice: null },
    });
  });

  it('reads each sort and decimal bounds', () => {
    for (const sort of ['newest', 'price-asc', 'price-desc', 'top-rated']) {
      expect(validateSearchFilters({ sort })).toMatchObject({ ok: true, value: { sort } });
    }
    expect(validateSearchFilters({ minPrice: '50', maxPrice: '120.5' })).toMatchObject({
      ok: true,
      value: { minPrice: 50, maxPrice: 120.5 },
    });
    expect(validateSearchFilters({ minPrice: '80', maxPrice: '80' }).ok).toBe(true);
  });

  it('reads a decimal comma like the listing form does', () => {
    expect(validateSearchFilters({ minPrice: '49,50', maxPrice: '120,5' })).toMatchObject({
      ok: true,
      value: { minPrice: 49.5, maxPrice: 120.5 },
    });
  });

  it.each([
    [{ sort: 'cheapest' }, MESSAGES.searchSortUnknown],
    [{ minPrice: '-1' }, MESSAGES.searchPriceInvalid],
    [{ maxPrice: 'NaN' }, MESSAGES.searchPriceInvalid],
    [{ maxPrice: 'Infinity' }, MESSAGES.searchPriceInvalid],
    [{ minPrice: '1e3' }, MESSAGES.searchPriceInvalid],
    [{ minPrice: '10,555' }, MESSAGES.priceTooManyDecimals],
    [{ maxPrice: '1000000000' }, MESSAGES.searchPriceInvalid],
    [{ minPrice: '100', maxPrice: '50' }, MESSAGES.searchPriceRangeInverted],
  ])('refuses %j', (raw, message) => {
    expect(validateSearchFilters(raw)).toMatchObject({ ok: false, message });
  });
});

describe('toEurPriceBounds', () => {
  it('keeps exactly the prices the client shows inside the bounds', () => {
    const rate = 1.09;
    const { minEur, maxEur } = toEurPriceBounds({ minPrice: 109, maxPrice: 218 }, rate);
    // 100 EUR shows as 109.00 and 200 EUR as 218.00: both inside; 99.99 EUR shows as 108.99.
    expect(100).toBeGreaterThanOrEqual(minEur!);
    expect(200).toBeLessThanOrEqual(maxEur!);
    expect(99.99).toBeLessThan(minEur!);
    expect(200.01).toBeGreaterThan(maxEur!);
  });

  it('leaves a missing bound open', () => {
    expect(toEurPriceBounds({ minPrice: null, maxPrice: null }, 2)).toEqual({ minEur: null, maxEur: null });
  });
});
