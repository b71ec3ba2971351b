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
import type { IsoDate } from '../types';
import { checkListingFacts, type ListingFactChecks, type ListingFactsInput } from './checkListingFacts';
import { requireIsoDate, requireName, requireText } from './fields';
import { parsePrice } from './parsePrice';

/**
 * The listing form as typed: the price may be text ('120.50'). `photos` is whatever the caller holds:
 * URLs in the API, kept URLs plus picked files in the form.
 */
export interface ListingFormInput<P = string> extends ListingFactsInput {
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

/** `create` and `edit` differ only in the message for a listing without photos (SPEC 5). */
export type ListingFormMode = 'create' | 'edit';

/**
 * Each field's own check, keyed in form order (the order validateListing reports them in): the
 * basics, then the facts (issue 24) in ListingFactChecks order.
 */
export interface ListingFieldChecks<P = string> extends ListingFactChecks {
  title: Result<string>;
  description: Result<string>;
  photos: Result<P[]>;
  pricePerNight: Result<number>;
  address: Result<string>;
  city: Result<string>;
  country: Result<string>;
  availableFrom: Result<IsoDate>;
  availableTo: Result<IsoDate>;
}

function checkPhotos<P>(photos: readonly P[], mode: ListingFormMode): Result<P[]> {
  if (photos.length < MIN_IMAGES) {
    return fail(
      mode === 'create' ? MESSAGES.newListingImageRequired : MESSAGES.editListingImageRequired,
      'photos',
    );
  }
  if (photos.length > MAX_IMAGES) return fail(MESSAGES.maxImages, 'photos');
  return succeed([...photos]);
}

/**
 * Every rule of the listing form (SPEC 5, PRODUCT 7), field by field and all at once: the form shows
 * every field's message together on submit, and one field's when it is left; validateListing (the
 * API's check) reports the first failure of the same checks.
 */
export function checkListingFields<P = string>(
  input: ListingFormInput<P>,
  mode: ListingFormMode,
): ListingFieldChecks<P> {
  const availableFrom = requireIsoDate(input.availableFrom, 'availableFrom', MESSAGES.availableFromRequired);
  const availableTo = requireIsoDate(input.availableTo, 'availableTo', MESSAGES.availableToRequired);
  return {
    title: requireName(input.title, 'title', MESSAGES.titleRequired, MAX_TITLE_LENGTH, MESSAGES.titleTooLong),
    description: requireText(
      input.description,
      'description',
      MESSAGES.descriptionRequired,
      MAX_DESCRIPTION_LENGTH,
      MESSAGES.descriptionTooLong,
    ),
    photos: checkPhotos(input.photos, mode),
    pricePerNight: parsePrice(input.pricePerNight),
    address: requireText(
      input.address,
      'address',
      MESSAGES.addressRequired,
      MAX_ADDRESS_LENGTH,
      MESSAGES.addressTooLong,
    ),
    city: requireName(input.city, 'city', MESSAGES.cityRequired, MAX_PLACE_LENGTH, MESSAGES.placeTooLong),
    country: requireName(
      input.country,
      'country',
      MESSAGES.countryRequired,
      MAX_PLACE_LENGTH,
      MESSAGES.placeTooLong,
    ),
    availableFrom,
    // The order rule needs both dates; without a valid start the end is judged on its own.
    availableTo:
      availableTo.ok && availableFrom.ok && !isDateAfter(availableTo.value, availableFrom.value)
        ? fail(MESSAGES.listingDatesOutOfOrder, 'availableTo')
        : availableTo,
    ...checkListingFacts(input),
  };
}
