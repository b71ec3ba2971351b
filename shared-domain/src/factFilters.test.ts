import fc from 'fast-check';
import { AMENITY_IDS } from './amenities';
import { countFactFilters, factFilterParams, NO_FACT_FILTERS, validateFactFilters } from './factFilters';
import { MAX_BEDROOMS, MAX_GUESTS, PROPERTY_TYPES } from './listingFacts';
import { MESSAGES } from './messages';

describe('validateFactFilters', () => {
  it('reads nothing given, or every parameter blank, as no filter', () => {
    expect(validateFactFilters({})).toEqual({ ok: true, value: NO_FACT_FILTERS });
    expect(validateFactFilters({ guests: ' ', type: '', minBedrooms: null, amenities: ',, ' })).toEqual({
      ok: true,
      value: NO_FACT_FILTERS,
    });
  });

  it('reads each filter, types and amenities in their catalogue order without repeats', () => {
    expect(
      validateFactFilters({
        guests: ' 4 ',
        type: 'villa, house,villa',
        minBedrooms: '2',
        amenities: 'parking,wifi,parking',
      }),
    ).toEqual({
      ok: true,
      value: { guests: 4, propertyTypes: ['house', 'villa'], minBedrooms: 2, amenities: ['wifi', 'parking'] },
    });
  });

  it('takes 0 minimum bedrooms as no filter', () => {
    expect(validateFactFilters({ minBedrooms: '0' })).toMatchObject({
      ok: true,
      value: { minBedrooms: null },
    });
  });

  it('takes every whole number of guests and bedrooms in range', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: MAX_GUESTS }),
        fc.integer({ min: 1, max: MAX_BEDROOMS }),
        (g, b) => {
          const result = validateFactFilters({ guests: String(g), minBedrooms: String(b) });
          return result.ok && result.value.guests === g && result.value.minBedrooms === b;
        },
      ),
    );
  });

  it('refuses every whole number of guests out of range', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -1000, max: 0 }), fc.integer({ min: MAX_GUESTS + 1, max: 100000 })),
        (g) => {
          const result = validateFactFilters({ guests: String(g) });
          return !result.ok && result.field === 'guests';
        },
      ),
    );
  });

  it.each([
    [{ guests: '0' }, MESSAGES.searchGuestsInvalid, 'guests'],
    [{ guests: '17' }, MESSAGES.searchGuestsInvalid, 'guests'],
    [{ guests: '2.5' }, MESSAGES.searchGuestsInvalid, 'guests'],
    [{ guests: '1e1' }, MESSAGES.searchGuestsInvalid, 'guests'],
    [{ guests: '0x4' }, MESSAGES.searchGuestsInvalid, 'guests'],
    [{ minBedrooms: '21' }, MESSAGES.searchBedroomsInvalid, 'minBedrooms'],
    [{ minBedrooms: '-1' }, MESSAGES.searchBedroomsInvalid, 'minBedrooms'],
    [{ type: 'castle' }, MESSAGES.searchPropertyTypeUnknown, 'type'],
    [{ type: 'House' }, MESSAGES.searchPropertyTypeUnknown, 'type'],
    [{ type: 'villa,__proto__' }, MESSAGES.searchPropertyTypeUnknown, 'type'],
    [{ type: 'constructor' }, MESSAGES.searchPropertyTypeUnknown, 'type'],
    [{ amenities: 'helipad' }, MESSAGES.searchAmenityUnknown, 'amenities'],
    [{ amenities: 'wifi,__proto__' }, MESSAGES.searchAmenityUnknown, 'amenities'],
    [{ amenities: 'toString' }, MESSAGES.searchAmenityUnknown, 'amenities'],
    [{ amenities: 'hasOwnProperty' }, MESSAGES.searchAmenityUnknown, 'amenities'],
  ])('refuses %j with its message and field', (raw, message, field) => {
    expect(validateFactFilters(raw)).toEqual({ ok: false, message, field, code: 'invalid' });
  });

  it('refuses any list holding an unknown amenity, and takes any list of known ones', () => {
    fc.assert(
      fc.property(fc.subarray([...AMENITY_IDS]), fc.string({ minLength: 1 }), (known, other) => {
        const accepted = validateFactFilters({ amenities: known.join(',') });
        if (!accepted.ok || accepted.value.amenities.length !== known.length) return false;
        const item = other.trim();
        if (item === '' || item.includes(',') || (AMENITY_IDS as readonly string[]).includes(item))
          return true;
        return !validateFactFilters({ amenities: [...known, item].join(',') }).ok;
      }),
    );
  });
});

describe('countFactFilters', () => {
  it('counts guests, types (once), bedrooms and each amenity', () => {
    expect(countFactFilters(NO_FACT_FILTERS)).toBe(0);
    expect(
      countFactFilters({
        guests: 4,
        propertyTypes: ['house', 'villa'],
        minBedrooms: 2,
        amenities: ['wifi', 'parking'],
      }),
    ).toBe(5);
    expect(countFactFilters({ ...NO_FACT_FILTERS, propertyTypes: [...PROPERTY_TYPES] })).toBe(1);
    expect(countFactFilters({ ...NO_FACT_FILTERS, amenities: ['wifi'] })).toBe(1);
  });
});

describe('factFilterParams', () => {
  it('writes only the filters that are on, in a stable order, and reads back the same', () => {
    const filters = {
      guests: 3,
      propertyTypes: ['flat' as const],
      minBedrooms: null,
      amenities: ['wifi' as const],
    };
    const params = factFilterParams(filters);
    expect(params).toEqual([
      ['guests', '3'],
      ['type', 'flat'],
      ['amenities', 'wifi'],
    ]);
    const raw = Object.fromEntries(params) as Record<string, string>;
    expect(validateFactFilters({ guests: raw.guests, type: raw.type, amenities: raw.amenities })).toEqual({
      ok: true,
      value: filters,
    });
    expect(factFilterParams(NO_FACT_FILTERS)).toEqual([]);
  });
});
