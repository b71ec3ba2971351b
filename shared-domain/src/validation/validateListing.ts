import { succeed, type Result } from '../result';
import type { ListingInput } from '../types';
import { validateCheckedFacts } from './checkListingFacts';
import { checkListingFields, type ListingFormInput, type ListingFormMode } from './checkListingFields';

export type { ListingFormInput, ListingFormMode } from './checkListingFields';

export type ListingFormValue<P = string> = Omit<ListingInput, 'photos'> & { photos: P[] };

/**
 * Create/edit listing form (SPEC 5, PRODUCT 7): every field required in form order, price a positive
 * decimal, available-to after available-from, 1 to 10 photos. The first failing field is reported.
 */
export function validateListing<P = string>(
  input: ListingFormInput<P>,
  mode: ListingFormMode,
): Result<ListingFormValue<P>> {
  const {
    title,
    description,
    photos,
    pricePerNight,
    address,
    city,
    country,
    availableFrom,
    availableTo,
    ...facts
  } = checkListingFields(input, mode);
  // In form order: the first field to fix.
  if (!title.ok) return title;
  if (!description.ok) return description;
  if (!photos.ok) return photos;
  if (!pricePerNight.ok) return pricePerNight;
  if (!address.ok) return address;
  if (!city.ok) return city;
  if (!country.ok) return country;
  if (!availableFrom.ok) return availableFrom;
  if (!availableTo.ok) return availableTo;
  const checkedFacts = validateCheckedFacts(facts);
  if (!checkedFacts.ok) return checkedFacts;
  return succeed({
    ...checkedFacts.value,
    title: title.value,
    description: description.value,
    pricePerNight: pricePerNight.value,
    address: address.value,
    city: city.value,
    country: country.value,
    availableFrom: availableFrom.value,
    availableTo: availableTo.value,
    photos: photos.value,
  });
}
