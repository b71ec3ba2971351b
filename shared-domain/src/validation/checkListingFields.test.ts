import { MESSAGES } from '../messages';
import { checkListingFields, type ListingFormInput } from './checkListingFields';

const blank: ListingFormInput = {
  maxGuests: '',
  propertyType: '',
  bedrooms: '',
  beds: '',
  bathrooms: '',
  checkInFrom: '',
  checkOutBy: '',
  houseRules: { petsAllowed: false, smokingAllowed: false, eventsAllowed: false, text: ' ' },
  amenities: [],
  title: '',
  description: ' ',
  pricePerNight: '',
  address: '',
  city: '',
  country: '',
  availableFrom: null,
  availableTo: null,
  photos: [],
};

const messagesOf = (checks: ReturnType<typeof checkListingFields>) =>
  Object.fromEntries(
    Object.entries(checks).map(([field, check]) => [field, check.ok ? null : check.message]),
  );

describe('checkListingFields', () => {
  it('judges every field at once, in form order, with each field named', () => {
    const checks = checkListingFields(blank, 'create');
    expect(Object.keys(checks)).toEqual([
      'title',
      'description',
      'photos',
      'pricePerNight',
      'address',
      'city',
      'country',
      'availableFrom',
      'availableTo',
      'maxGuests',
      'propertyType',
      'bedrooms',
      'beds',
      'bathrooms',
      'checkInFrom',
      'checkOutBy',
      'houseRules',
      'amenities',
    ]);
    expect(messagesOf(checks)).toEqual({
      title: MESSAGES.titleRequired,
      description: MESSAGES.descriptionRequired,
      photos: MESSAGES.newListingImageRequired,
      pricePerNight: MESSAGES.priceRequired,
      address: MESSAGES.addressRequired,
      city: MESSAGES.cityRequired,
      country: MESSAGES.countryRequired,
      availableFrom: MESSAGES.availableFromRequired,
      availableTo: MESSAGES.availableToRequired,
      maxGuests: MESSAGES.maxGuestsInvalid,
      propertyType: MESSAGES.propertyTypeRequired,
      bedrooms: MESSAGES.bedroomsInvalid,
      beds: MESSAGES.bedsInvalid,
      bathrooms: MESSAGES.bathroomsInvalid,
      checkInFrom: MESSAGES.checkInFromInvalid,
      checkOutBy: MESSAGES.checkOutByInvalid,
      houseRules: null,
      amenities: null,
    });
    for (const [field, check] of Object.entries(checks))
      if (!check.ok) expect(check).toMatchObject({ field });
  });

  it('passes the good fields while others fail', () => {
    const checks = checkListingFields({ ...blank, title: ' Dune house ', pricePerNight: '9.5' }, 'edit');
    expect(checks.title).toEqual({ ok: true, value: 'Dune house' });
    expect(checks.pricePerNight).toEqual({ ok: true, value: 9.5 });
    expect(checks.photos).toMatchObject({ message: MESSAGES.editListingImageRequired });
  });

  it('checks the date order only when both dates are there', () => {
    expect(checkListingFields({ ...blank, availableTo: '2026-07-01' }, 'create').availableTo).toMatchObject({
      ok: true,
    });
    const reversed = checkListingFields(
      { ...blank, availableFrom: '2026-07-01', availableTo: '2026-07-01' },
      'create',
    );
    expect(reversed.availableFrom).toMatchObject({ ok: true });
    expect(reversed.availableTo).toMatchObject({ message: MESSAGES.listingDatesOutOfOrder });
  });
});
