import {
  MAX_ADDRESS_LENGTH,
  MAX_DESCRIPTION_LENGTH,
  MAX_IMAGES,
  MAX_PLACE_LENGTH,
  MAX_TITLE_LENGTH,
  MIN_IMAGES,
} from '../constants';
import { isDateAfter } from '../dates';
import { MESSAGES } from '../messages';
import { fail, succeed, type Result } from '../result';
import type { ListingInput } from '../types';
import { requireIsoDate, requireName, requireText } from './fields';
import { parsePrice } from './parsePrice';

/**
 * The listing form as typed: the price may be text ('120.50'). `photos` is whatever the caller holds:
 * URLs in the API, kept URLs plus picked files in the form.
 */
export interface ListingFormInput<P = string> {
  title: unknown;
  description: unknown;
  pricePerNight: unknown;
  address: unknown;
  city: unknown;
  country: unknown;
  availableFrom: unknown;
  availableTo: unknown;
  photos: readonly P[];
}

export type ListingFormValue<P = string> = Omit<ListingInput, 'photos'> & { photos: P[] };

/** `create` and `edit` differ only in the message for a listing without photos (SPEC 5). */
export type ListingFormMode = 'create' | 'edit';

/**
 * Create/edit listing form (SPEC 5, PRODUCT 7): every field required in form order, price a positive
 * decimal, available-to after available-from, 1 to 10 photos.
 */
export function validateListing<P = string>(
  input: ListingFormInput<P>,
  mode: ListingFormMode,
): Result<ListingFormValue<P>> {
  const title = requireName(
    input.title,
    'title',
    MESSAGES.titleRequired,
    MAX_TITLE_LENGTH,
    MESSAGES.titleTooLong,
  );
  if (!title.ok) return title;
  const description = requireText(
    input.description,
    'description',
    MESSAGES.descriptionRequired,
    MAX_DESCRIPTION_LENGTH,
    MESSAGES.descriptionTooLong,
  );
  if (!description.ok) return description;
  if (input.photos.length < MIN_IMAGES) {
    return fail(
      mode === 'create' ? MESSAGES.newListingImageRequired : MESSAGES.editListingImageRequired,
      'photos',
    );
  }
  if (input.photos.length > MAX_IMAGES) return fail(MESSAGES.maxImages, 'photos');
  const price = parsePrice(input.pricePerNight);
  if (!price.ok) return price;
  const address = requireText(
    input.address,
    'address',
    MESSAGES.addressRequired,
    MAX_ADDRESS_LENGTH,
    MESSAGES.addressTooLong,
  );
  if (!address.ok) return address;
  const city = requireName(
    input.city,
    'city',
    MESSAGES.cityRequired,
    MAX_PLACE_LENGTH,
    MESSAGES.placeTooLong,
  );
  if (!city.ok) return city;
  const country = requireName(
    input.country,
    'country',
    MESSAGES.countryRequired,
    MAX_PLACE_LENGTH,
    MESSAGES.placeTooLong,
  );
  if (!country.ok) return country;
  const availableFrom = requireIsoDate(input.availableFrom, 'availableFrom', MESSAGES.availableFromRequired);
  if (!availableFrom.ok) return availableFrom;
  const availableTo = requireIsoDate(input.availableTo, 'availableTo', MESSAGES.availableToRequired);
  if (!availableTo.ok) return availableTo;
  if (!isDateAfter(availableTo.value, availableFrom.value)) {
    return fail(MESSAGES.listingDatesOutOfOrder, 'availableTo');
  }
  return succeed({
    title: title.value,
    description: description.value,
    pricePerNight: price.value,
    address: address.value,
    city: city.value,
    country: country.value,
    availableFrom: availableFrom.value,
    availableTo: availableTo.value,
    photos: [...input.photos],
  });
}
