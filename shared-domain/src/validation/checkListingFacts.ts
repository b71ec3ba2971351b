import { isAmenityId, sortAmenityIds, type AmenityId } from '../amenities';
import type { CodedMessage } from '../errorCodes';
import {
  isPropertyType,
  MAX_BATHROOMS,
  MAX_BEDROOMS,
  MAX_BEDS,
  MAX_GUESTS,
  MAX_HOUSE_RULES_LENGTH,
  MIN_GUESTS,
  type HouseRules,
  type ListingFacts,
  type PropertyType,
  type TimeOfDay,
} from '../listingFacts';
import { MESSAGES } from '../messages';
import { fail, succeed, type Result } from '../result';
import { isWellFormedText } from './fields';

/** The facts part of the listing form as typed: numbers may be text ('2', '1.5'), times 'HH:mm'. */
export interface ListingFactsInput {
  maxGuests: unknown;
  propertyType: unknown;
  bedrooms: unknown;
  beds: unknown;
  bathrooms: unknown;
  checkInFrom: unknown;
  checkOutBy: unknown;
  houseRules: unknown;
  amenities: unknown;
}

/** Each fact's own check, in form order. */
export type ListingFactChecks = { [K in keyof ListingFacts]: Result<ListingFacts[K]> };

const WHOLE = /^\d{1,3}$/;
const HALVES = /^\d{1,2}(\.[05])?$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A number typed or sent as text ('2', ' 3 ') or as a JSON number; null when it is neither. */
function readNumber(value: unknown, pattern: RegExp): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return pattern.test(text) ? Number(text) : null;
}

function checkWhole(
  value: unknown,
  min: number,
  max: number,
  field: string,
  message: CodedMessage,
): Result<number> {
  const number = readNumber(value, WHOLE);
  return number !== null && Number.isInteger(number) && number >= min && number <= max
    ? succeed(number)
    : fail(message, field);
}

/** 0 to MAX_BATHROOMS in halves: 1, 1.5, 2. */
export function checkBathrooms(value: unknown): Result<number> {
  const number = readNumber(value, HALVES);
  return number !== null && Number.isInteger(number * 2) && number >= 0 && number <= MAX_BATHROOMS
    ? succeed(number)
    : fail(MESSAGES.bathroomsInvalid, 'bathrooms');
}

function checkTime(value: unknown, field: string, message: CodedMessage): Result<TimeOfDay> {
  return typeof value === 'string' && TIME.test(value.trim()) ? succeed(value.trim()) : fail(message, field);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Three yes/no rules and up to MAX_HOUSE_RULES_LENGTH characters of the host's own words. */
export function checkHouseRules(value: unknown): Result<HouseRules> {
  if (!isRecord(value)) return fail(MESSAGES.invalidRequest, 'houseRules');
  const { petsAllowed, smokingAllowed, eventsAllowed } = value;
  if (
    typeof petsAllowed !== 'boolean' ||
    typeof smokingAllowed !== 'boolean' ||
    typeof eventsAllowed !== 'boolean'
  ) {
    return fail(MESSAGES.invalidRequest, 'houseRules');
  }
  const rawText = value.text ?? '';
  if (typeof rawText !== 'string') return fail(MESSAGES.invalidRequest, 'houseRules');
  const text = rawText.trim();
  if (text.length > MAX_HOUSE_RULES_LENGTH) return fail(MESSAGES.houseRulesTooLong, 'houseRules');
  if (!isWellFormedText(text)) return fail(MESSAGES.textInvalidCharacters, 'houseRules');
  return succeed({ petsAllowed, smokingAllowed, eventsAllowed, text });
}

/** Ids from the catalogue only; repeats are folded and the result is in catalogue order. */
export function checkAmenities(value: unknown): Result<AmenityId[]> {
  if (!Array.isArray(value)) return fail(MESSAGES.amenityUnknown, 'amenities');
  const ids: AmenityId[] = [];
  for (const item of value) {
    if (!isAmenityId(item)) return fail(MESSAGES.amenityUnknown, 'amenities');
    ids.push(item);
  }
  return succeed(sortAmenityIds(ids));
}

/** Every rule of the listing facts, field by field (the form shows each; the API reports the first). */
export function checkListingFacts(input: ListingFactsInput): ListingFactChecks {
  return {
    maxGuests: checkWhole(input.maxGuests, MIN_GUESTS, MAX_GUESTS, 'maxGuests', MESSAGES.maxGuestsInvalid),
    propertyType: isPropertyType(input.propertyType)
      ? succeed<PropertyType>(input.propertyType)
      : fail(MESSAGES.propertyTypeRequired, 'propertyType'),
    bedrooms: checkWhole(input.bedrooms, 0, MAX_BEDROOMS, 'bedrooms', MESSAGES.bedroomsInvalid),
    beds: checkWhole(input.beds, 1, MAX_BEDS, 'beds', MESSAGES.bedsInvalid),
    bathrooms: checkBathrooms(input.bathrooms),
    checkInFrom: checkTime(input.checkInFrom, 'checkInFrom', MESSAGES.checkInFromInvalid),
    checkOutBy: checkTime(input.checkOutBy, 'checkOutBy', MESSAGES.checkOutByInvalid),
    houseRules: checkHouseRules(input.houseRules),
    amenities: checkAmenities(input.amenities),
  };
}

/** The facts, or the first failing one in form order. */
export function validateListingFacts(input: ListingFactsInput): Result<ListingFacts> {
  return validateCheckedFacts(checkListingFacts(input));
}

/** The checked facts as one value, or the first failure in form order. */
export function validateCheckedFacts(checks: ListingFactChecks): Result<ListingFacts> {
  const value: Partial<ListingFacts> = {};
  for (const key of Object.keys(checks) as (keyof ListingFacts)[]) {
    const check = checks[key];
    if (!check.ok) return check;
    Object.assign(value, { [key]: check.value });
  }
  return succeed(value as ListingFacts);
}
