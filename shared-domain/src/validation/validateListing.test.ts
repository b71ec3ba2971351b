import { SAMPLE_LISTING_FACTS } from '../testing/listingFactsFixture';
import { MAX_ADDRESS_LENGTH, MAX_DESCRIPTION_LENGTH, MAX_PLACE_LENGTH, MAX_TITLE_LENGTH } from '../constants';
import { MESSAGES } from '../messages';
import { validateListing, type ListingFormInput } from './validateListing';

const form: ListingFormInput = {
  ...SAMPLE_LISTING_FACTS,
  title: ' Cliffside cottage ',
  description: 'Sea views.',
  pricePerNight: '120.50',
  address: '1 Rua do Mar',
  city: 'Cascais',
  country: 'Portugal',
  availableFrom: '2026-07-01',
  availableTo: '2026-09-30',
  photos: ['/uploads/a.webp'],
};

describe('validateListing', () => {
  it('returns the cleaned listing with a numeric price', () => {
    expect(validateListing(form, 'create')).toEqual({
      ok: true,
      value: { ...form, title: 'Cliffside cottage', pricePerNight: 120.5, photos: ['/uploads/a.webp'] },
    });
  });

  it.each([
    ['title', MESSAGES.titleRequired],
    ['description', MESSAGES.descriptionRequired],
    ['pricePerNight', MESSAGES.priceRequired],
    ['address', MESSAGES.addressRequired],
    ['city', MESSAGES.cityRequired],
    ['country', MESSAGES.countryRequired],
    ['availableFrom', MESSAGES.availableFromRequired],
    ['availableTo', MESSAGES.availableToRequired],
  ] as const)('requires %s', (field, message) => {
    expect(validateListing({ ...form, [field]: '  ' }, 'create')).toEqual({
      ok: false,
      message,
      field,
      code: 'invalid',
    });
  });

  it('reports the first missing field in form order', () => {
    expect(validateListing({ ...form, city: '', title: '' }, 'create')).toMatchObject({ field: 'title' });
  });

  it('asks for at least one photo with the create or edit text', () => {
    expect(validateListing({ ...form, photos: [] }, 'create')).toMatchObject({
      message: 'Please upload at least one image of your property',
      field: 'photos',
    });
    expect(validateListing({ ...form, photos: [] }, 'edit')).toMatchObject({
      message: 'Please include at least one image of your property',
    });
  });

  it('allows at most 10 photos', () => {
    const photos = Array.from({ length: 11 }, (_, index) => `/uploads/${index}.webp`);
    expect(validateListing({ ...form, photos }, 'edit')).toMatchObject({ message: MESSAGES.maxImages });
    expect(validateListing({ ...form, photos: photos.slice(0, 10) }, 'edit')).toMatchObject({ ok: true });
  });

  it('keeps any kind of photo the caller holds (files in the form)', () => {
    const file = { name: 'a.png' };
    const result = validateListing<string | { name: string }>(
      { ...form, photos: ['/uploads/a.webp', file] },
      'edit',
    );
    expect(result).toMatchObject({ ok: true, value: { photos: ['/uploads/a.webp', file] } });
  });

  it('refuses a price that is not a positive amount', () => {
    expect(validateListing({ ...form, pricePerNight: '-10' }, 'create')).toMatchObject({
      message: MESSAGES.priceInvalid,
    });
    expect(validateListing({ ...form, pricePerNight: 80 }, 'create')).toMatchObject({
      value: { pricePerNight: 80 },
    });
  });

  it('needs available-to after available-from (PRODUCT 7)', () => {
    expect(validateListing({ ...form, availableTo: '2026-07-01' }, 'create')).toEqual({
      ok: false,
      message: MESSAGES.listingDatesOutOfOrder,
      field: 'availableTo',
      code: 'invalid',
    });
    expect(validateListing({ ...form, availableTo: '2026-06-01' }, 'create')).toMatchObject({
      message: MESSAGES.listingDatesOutOfOrder,
    });
  });

  it('refuses malformed dates and over-long texts', () => {
    expect(validateListing({ ...form, availableFrom: '07/01/2026' }, 'create')).toMatchObject({
      message: MESSAGES.dateInvalid,
      field: 'availableFrom',
    });
    expect(validateListing({ ...form, title: 'x'.repeat(121) }, 'create')).toMatchObject({
      message: MESSAGES.titleTooLong,
    });
  });

  it.each([
    ['title', MAX_TITLE_LENGTH, MESSAGES.titleTooLong],
    ['description', MAX_DESCRIPTION_LENGTH, MESSAGES.descriptionTooLong],
    ['address', MAX_ADDRESS_LENGTH, MESSAGES.addressTooLong],
    ['city', MAX_PLACE_LENGTH, MESSAGES.placeTooLong],
    ['country', MAX_PLACE_LENGTH, MESSAGES.placeTooLong],
  ] as const)('takes %s up to %i characters, not one more', (field, max, message) => {
    expect(validateListing({ ...form, [field]: 'x'.repeat(max) }, 'create')).toMatchObject({ ok: true });
    expect(validateListing({ ...form, [field]: 'x'.repeat(max + 1) }, 'create')).toEqual({
      ok: false,
      message,
      field,
      code: 'invalid',
    });
  });

  it.each(['title', 'city', 'country'] as const)(
    'refuses a %s that reverses the text around it or names nothing',
    (field) => {
      expect(validateListing({ ...form, [field]: 'Sea\u202Eweiv' }, 'create')).toMatchObject({
        message: MESSAGES.nameInvalidCharacters,
        field,
      });
      expect(validateListing({ ...form, [field]: '1234' }, 'create')).toMatchObject({
        message: MESSAGES.nameNeedsLetter,
        field,
      });
    },
  );

  it('refuses a description that is not valid Unicode', () => {
    expect(validateListing({ ...form, description: 'Views \uD83D' }, 'create')).toMatchObject({
      message: MESSAGES.textInvalidCharacters,
      field: 'description',
    });
  });
});
