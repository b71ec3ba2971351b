import { amenityCodes, amenityIdsFromCodes } from '@shoreline/shared-domain/amenities';
import type { ListingCardFacts, ListingFacts, PropertyType } from '@shoreline/shared-domain/listingFacts';

// The listing facts of issue 24 between the wire (ListingFacts) and the listings row: every read that
// answers a card (search, the host's list, favourites, host pages) selects CARD_FACT_COLUMNS through
// SEARCH_COLUMNS; every read of a whole listing selects FACT_COLUMNS. Times leave the database as
// 'HH:mm' (a `time` reads '15:00:00'; not to_char's 'HH24:MI', whose ':MI' pgbench would take for
// one of its variables when the benchmark replays this text), amenities as the catalogue's stable codes, turned into ids here.

/** What a card shows: selected from listings `l`. */
export const CARD_FACT_COLUMNS = 'l.max_guests, l.property_type, l.bedrooms, l.beds, l.bathrooms';

/** Every fact, from listings `l`. */
export const FACT_COLUMNS = `${CARD_FACT_COLUMNS},
  left(l.check_in_from::text, 5) AS check_in_from, left(l.check_out_by::text, 5) AS check_out_by,
  l.pets_allowed, l.smoking_allowed, l.events_allowed, l.house_rules, l.amenities`;

export interface CardFactsRow {
  max_guests: number;
  property_type: string;
  bedrooms: number;
  beds: number;
  /** numeric(3,1): a number through the connection's parser. */
  bathrooms: number;
}

export interface FactsRow extends CardFactsRow {
  check_in_from: string;
  check_out_by: string;
  pets_allowed: boolean;
  smoking_allowed: boolean;
  events_allowed: boolean;
  house_rules: string;
  amenities: number[];
}

export function toCardFacts(row: CardFactsRow): ListingCardFacts {
  return {
    maxGuests: row.max_guests,
    // The column's CHECK holds it to the PropertyType values.
    propertyType: row.property_type as PropertyType,
    bedrooms: row.bedrooms,
    beds: row.beds,
    bathrooms: Number(row.bathrooms),
  };
}

export function toFacts(row: FactsRow): ListingFacts {
  return {
    ...toCardFacts(row),
    checkInFrom: row.check_in_from,
    checkOutBy: row.check_out_by,
    houseRules: {
      petsAllowed: row.pets_allowed,
      smokingAllowed: row.smoking_allowed,
      eventsAllowed: row.events_allowed,
      text: row.house_rules,
    },
    amenities: amenityIdsFromCodes(row.amenities),
  };
}

/** The columns a create or edit writes: checked facts (validateListingFacts) to the row. */
export function factColumns(facts: ListingFacts) {
  return {
    max_guests: facts.maxGuests,
    property_type: facts.propertyType,
    bedrooms: facts.bedrooms,
    beds: facts.beds,
    bathrooms: facts.bathrooms,
    check_in_from: facts.checkInFrom,
    check_out_by: facts.checkOutBy,
    pets_allowed: facts.houseRules.petsAllowed,
    smoking_allowed: facts.houseRules.smokingAllowed,
    events_allowed: facts.houseRules.eventsAllowed,
    house_rules: facts.houseRules.text,
    amenities: amenityCodes(facts.amenities),
  };
}
