import { countedGuests, MAX_GUESTS, MAX_INFANTS, type GuestCounts } from '../listingFacts';
import { MESSAGES } from '../messages';
import { fail, succeed, type Result } from '../result';

/** Who is coming, as the booking form or a request body gives it. */
export interface GuestCountsInput {
  adults: unknown;
  children?: unknown;
  infants?: unknown;
  pets?: unknown;
}

/** What the listing allows: its maximum (adults + children) and whether pets may come. */
export interface GuestLimits {
  maxGuests: number;
  petsAllowed: boolean;
}

function readCount(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return 0;
  const number = typeof value === 'string' && /^\s*\d{1,3}\s*$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 0 ? number : null;
}

/**
 * At least one adult; adults and children together within the listing's maximum (infants are not
 * counted, as on the marketplaces renters know, but at most MAX_INFANTS); pets only
 * where the house rules allow them.
 */
export function validateGuests(input: GuestCountsInput, limits: GuestLimits): Result<GuestCounts> {
  const adults = readCount(input.adults);
  const children = readCount(input.children);
  const infants = readCount(input.infants);
  if (adults === null || children === null || infants === null)
    return fail(MESSAGES.guestCountInvalid, 'guests');
  if (input.pets !== undefined && typeof input.pets !== 'boolean')
    return fail(MESSAGES.guestCountInvalid, 'guests');
  const pets = input.pets === true;
  if (adults < 1) return fail(MESSAGES.adultsRequired, 'guests');
  if (countedGuests({ adults, children }) > Math.min(limits.maxGuests, MAX_GUESTS)) {
    return fail(MESSAGES.guestsOverMaximum, 'guests');
  }
  if (infants > MAX_INFANTS) return fail(MESSAGES.infantsOverMaximum, 'guests');
  if (pets && !limits.petsAllowed) return fail(MESSAGES.petsNotAllowed, 'guests');
  return succeed({ adults, children, infants, pets });
}
