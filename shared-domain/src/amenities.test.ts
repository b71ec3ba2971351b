import {
  AMENITIES,
  AMENITY_GROUPS,
  amenitiesByGroup,
  amenityCodes,
  amenityIdsFromCodes,
  isAmenityId,
  sortAmenityIds,
} from './amenities';

describe('the amenity catalogue', () => {
  it('has about thirty amenities, each with a unique id, stored code and label', () => {
    expect(AMENITIES.length).toBeGreaterThanOrEqual(28);
    for (const key of ['id', 'code', 'label'] as const) {
      expect(new Set(AMENITIES.map((amenity) => amenity[key])).size).toBe(AMENITIES.length);
    }
    for (const amenity of AMENITIES) {
      // Postgres smallint, and never 0 (a reserved "unknown").
      expect(Number.isInteger(amenity.code) && amenity.code > 0 && amenity.code < 32768).toBe(true);
      expect(AMENITY_GROUPS).toContain(amenity.group);
    }
  });

  it('names the ones renters filter by most', () => {
    for (const id of [
      'wifi',
      'kitchen',
      'washer',
      'air-conditioning',
      'heating',
      'parking',
      'pool',
      'sea-view',
    ]) {
      expect(isAmenityId(id)).toBe(true);
    }
    for (const id of ['beach-access', 'workspace', 'cot', 'step-free-entrance'])
      expect(isAmenityId(id)).toBe(true);
  });

  it('keeps the stored codes that data already holds (a code never changes meaning)', () => {
    expect(amenityCodes(['wifi', 'kitchen', 'parking', 'sea-view'])).toEqual([1, 2, 3, 4]);
  });

  it('finds nothing for names that are not amenities, including object keys', () => {
    for (const value of ['__proto__', 'constructor', 'toString', 'WIFI', '', 1, null, undefined, {}]) {
      expect(isAmenityId(value)).toBe(false);
    }
  });

  it('turns ids into codes and back, in catalogue order, without repeats', () => {
    const codes = amenityCodes(['pool', 'wifi', 'pool']);
    expect(codes).toEqual([1, 6]);
    expect(amenityIdsFromCodes(codes)).toEqual(['wifi', 'pool']);
    expect(sortAmenityIds(['sea-view', 'wifi'])).toEqual(['wifi', 'sea-view']);
  });

  it('drops a stored code the catalogue no longer knows', () => {
    expect(amenityIdsFromCodes([1, 9999])).toEqual(['wifi']);
  });

  it('groups every amenity once for the host form', () => {
    const groups = amenitiesByGroup();
    expect(groups.map((group) => group.group)).toEqual([...AMENITY_GROUPS]);
    expect(groups.flatMap((group) => group.amenities)).toHaveLength(AMENITIES.length);
    for (const group of groups) expect(group.label).not.toBe('');
  });
});
