import { MESSAGES } from '../messages';
import { SAMPLE_LISTING_FACTS } from '../testing/listingFactsFixture';
import {
  checkAmenities,
  checkHouseRules,
  checkListingFacts,
  validateListingFacts,
} from './checkListingFacts';

const rules = { petsAllowed: true, smokingAllowed: false, eventsAllowed: false, text: '' };

describe('validateListingFacts', () => {
  it('accepts the facts as the form types them and reads numbers from text', () => {
    const result = validateListingFacts({
      ...SAMPLE_LISTING_FACTS,
      maxGuests: ' 6 ',
      bedrooms: '0',
      beds: '3',
      bathrooms: '1.5',
      checkInFrom: '16:30',
      houseRules: { ...rules, text: '  Quiet after 22:00.  ' },
      amenities: ['pool', 'wifi', 'pool'],
    });
    expect(result).toEqual({
      ok: true,
      value: {
        ...SAMPLE_LISTING_FACTS,
        maxGuests: 6,
        bedrooms: 0,
        beds: 3,
        bathrooms: 1.5,
        checkInFrom: '16:30',
        houseRules: { ...rules, text: 'Quiet after 22:00.' },
        amenities: ['wifi', 'pool'],
      },
    });
  });

  it('reports the first failing fact in form order', () => {
    expect(validateListingFacts({ ...SAMPLE_LISTING_FACTS, maxGuests: 0, beds: 0 })).toMatchObject({
      ok: false,
      field: 'maxGuests',
      message: MESSAGES.maxGuestsInvalid,
    });
    expect(validateListingFacts({ ...SAMPLE_LISTING_FACTS, beds: 0 })).toMatchObject({
      field: 'beds',
      message: MESSAGES.bedsInvalid,
    });
  });

  it.each([
    ['maxGuests', 17, MESSAGES.maxGuestsInvalid],
    ['maxGuests', 2.5, MESSAGES.maxGuestsInvalid],
    ['maxGuests', '1e1', MESSAGES.maxGuestsInvalid],
    ['maxGuests', true, MESSAGES.maxGuestsInvalid],
    ['propertyType', 'castle', MESSAGES.propertyTypeRequired],
    ['propertyType', '', MESSAGES.propertyTypeRequired],
    ['bedrooms', -1, MESSAGES.bedroomsInvalid],
    ['bedrooms', 21, MESSAGES.bedroomsInvalid],
    ['beds', 41, MESSAGES.bedsInvalid],
    ['bathrooms', 1.3, MESSAGES.bathroomsInvalid],
    ['bathrooms', '1,5', MESSAGES.bathroomsInvalid],
    ['bathrooms', 20.5, MESSAGES.bathroomsInvalid],
    ['bathrooms', Number.NaN, MESSAGES.bathroomsInvalid],
    ['checkInFrom', '24:00', MESSAGES.checkInFromInvalid],
    ['checkInFrom', '3pm', MESSAGES.checkInFromInvalid],
    ['checkOutBy', '', MESSAGES.checkOutByInvalid],
  ])('refuses %s = %p', (field, value, message) => {
    expect(validateListingFacts({ ...SAMPLE_LISTING_FACTS, [field]: value })).toMatchObject({
      ok: false,
      field,
      message,
    });
  });

  it('judges every fact at once for the form', () => {
    const checks = checkListingFacts({
      maxGuests: '',
      propertyType: undefined,
      bedrooms: '2',
      beds: '',
      bathrooms: '2.5',
      checkInFrom: '15:00',
      checkOutBy: '',
      houseRules: rules,
      amenities: [],
    });
    expect(
      Object.entries(checks)
        .filter(([, check]) => !check.ok)
        .map(([field]) => field),
    ).toEqual(['maxGuests', 'propertyType', 'beds', 'checkOutBy']);
  });
});

describe('house rules', () => {
  it('keeps up to 1000 characters of the host words and refuses more', () => {
    expect(checkHouseRules({ ...rules, text: 'x'.repeat(1000) }).ok).toBe(true);
    expect(checkHouseRules({ ...rules, text: 'x'.repeat(1001) })).toMatchObject({
      message: MESSAGES.houseRulesTooLong,
      field: 'houseRules',
    });
  });

  it('takes missing words as none, and refuses rules that are not yes or no', () => {
    expect(checkHouseRules({ petsAllowed: false, smokingAllowed: false, eventsAllowed: true })).toEqual({
      ok: true,
      value: { petsAllowed: false, smokingAllowed: false, eventsAllowed: true, text: '' },
    });
    expect(checkHouseRules({ ...rules, petsAllowed: 'yes' }).ok).toBe(false);
    expect(checkHouseRules(null).ok).toBe(false);
    expect(checkHouseRules([]).ok).toBe(false);
    expect(checkHouseRules({ ...rules, text: '\ud800' })).toMatchObject({
      message: MESSAGES.textInvalidCharacters,
    });
  });
});

describe('amenities', () => {
  it('refuses anything outside the catalogue, object keys included', () => {
    for (const value of [['wifi', '__proto__'], ['constructor'], 'wifi', [1], null]) {
      expect(checkAmenities(value)).toMatchObject({ ok: false, message: MESSAGES.amenityUnknown });
    }
    expect(checkAmenities([])).toEqual({ ok: true, value: [] });
  });
});
