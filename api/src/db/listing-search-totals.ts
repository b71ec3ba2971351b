import { countFactFilters, type FactFilters } from '@shoreline/shared-domain/factFilters';
import type { SearchSqlQuery } from './listing-search-sql';

// The totals of a search's first page (issue 10, issue 24): how many listings match, counted up to
// the cap, each shape the cheapest way its filters allow. Built into the search's one statement by
// listing-search-sql.ts, from the conditions it has already bound.

/** The bound conditions of a search, as listing-search-sql.ts builds them. */
export interface Conditions {
  /** Everything but availability: public, window, price. */
  plain: string[];
  /**
   * `plain` for a walk of a place in `sort`'s order: a price range on the newest or top-rated walk
   * is a filter on the walked index's own copy of the price (`+ 0`: no index can serve it), never a
   * reason to read the place through the price index and sort it. A place's size is not known when
   * the statement is planned (matched places are a CTE), so Postgres took London's 8,000 listings
   * for the average 50 and read 2,311 of them from the heap to sort them (22 ms instead of 1).
   */
  walk: string[];
  /** The per-listing availability probe, when there is a stay. */
  free: string | null;
  /** The stay as a daterange expression, when there is one. */
  during: string | null;
  /** The facts filters' bound parameters, for the totals that read them elsewhere. */
  facts: FactParams;
}

/** The placeholder of each facts filter that is on. */
export interface FactParams {
  guests?: string;
  propertyTypes?: string;
  minBedrooms?: string;
  amenities?: string;
}

/** Whether any facts filter is on. */
export const hasFactFilters = (facts: FactFilters): boolean => countFactFilters(facts) > 0;

/**
 * The matches of guests, type and bedrooms in places `p`: a sum over each place's combinations of
 * those facts (listing_place_facts, kept by trigger: migrations/20261212000005), a few dozen rows
 * per place whatever its size. Counting the listings read a big place's whole index instead (London
 * at 100k: 8,000 entries for 607 villas). Capped like the counts, so the page reads the same.
 */
function placeFactsTotal(facts: FactParams, cap: string): string {
  const where = ['f.place_id = p.id', 'f.public_listings > 0'];
  if (facts.guests) where.push(`f.max_guests >= ${facts.guests}`);
  if (facts.propertyTypes) where.push(`f.property_type = ANY (${facts.propertyTypes})`);
  if (facts.minBedrooms) where.push(`f.bedrooms >= ${facts.minBedrooms}`);
  // Per place (LATERAL, OFFSET 0), as the counts below: planned generically for ten places, a join
  // read the whole table (45,000 rows at 100k listings) to hash it against one place.
  return `LEAST((SELECT coalesce(sum(f.n), 0) FROM p CROSS JOIN LATERAL (SELECT f.public_listings AS n
    FROM listing_place_facts f WHERE ${where.join(' AND ')} OFFSET 0) f), ${cap})::int`;
}

/** Without a location: the matches counted up to the cap, each probed for the stay. */
export function listingsTotal(conds: Conditions, cap: string): string {
  const where = [...conds.plain, ...(conds.free ? [conds.free] : [])];
  return `(SELECT count(*)::int FROM (SELECT 1 FROM listings l WHERE ${where.join(' AND ')} LIMIT ${cap}) m)`;
}

/**
 * With a location (places `p`), no listing is probed for a stay:
 * - no stay, no price, no facts filter: the places' own counts (they count every public listing);
 * - no stay, no price, only guests, type or bedrooms: the places' counts per combination of those
 *   facts (`placeFactsTotal`);
 * - a price or amenities: the place's index, read alone, up to the cap;
 * - a stay: the listings that fit the window and price, less those among them holding a taken
 *   range on those nights. When even all taken ranges there cannot bring the fitting listings under
 *   the cap, the total is "more than the cap" and no listing is looked at twice (a common term:
 *   8,000 listings in London). Else the taken listings (taken ranges' (place_id, during) index,
 *   which carries listing_id) are intersected with the fitting ones, both read from indexes alone:
 *   INTERSECT is a set operation whatever the estimates (a semi join planned for 9 rows compared
 *   89 taken with 422 fitting one pair at a time).
 * Each place is read on its own (LATERAL, OFFSET 0 so it is not flattened into a join): planned
 * once for every term (`genericPlan`), a join let the planner scan every taken range of those
 * nights for `during` alone and hash them to the places (9 ms instead of 1 at 10,000 listings).
 */
export function placesTotal(
  query: SearchSqlQuery,
  conds: Conditions,
  capParam: () => string,
): { ctes: string[]; total: string } {
  const plainPlaces = conds.during === null && query.minEur === null && query.maxEur === null;
  if (plainPlaces && !hasFactFilters(query.facts)) {
    return { ctes: [], total: '(SELECT sum(public_listings) FROM p)::int' };
  }
  if (plainPlaces && query.facts.amenities.length === 0) {
    return { ctes: [], total: placeFactsTotal(conds.facts, capParam()) };
  }
  const cap = capParam();
  const fitting = `SELECT f.id FROM p CROSS JOIN LATERAL (SELECT l.id FROM listings l
      WHERE l.place_id = p.id AND ${conds.plain.join(' AND ')} OFFSET 0) f`;
  if (conds.during === null) {
    return { ctes: [], total: `(SELECT count(*)::int FROM (${fitting} LIMIT ${cap}) m)` };
  }
  const taken = `FROM p CROSS JOIN LATERAL (SELECT t.listing_id FROM taken_ranges t
      WHERE t.place_id = p.id AND t.during && ${conds.during} OFFSET 0) t`;
  return {
    ctes: [
      `taken AS MATERIALIZED (SELECT count(*)::int AS n ${taken})`,
      `fits AS MATERIALIZED (SELECT count(*)::int AS n FROM (${fitting} LIMIT (SELECT n FROM taken) + ${cap}) m)`,
    ],
    total: `(CASE WHEN (SELECT n FROM fits) - (SELECT n FROM taken) >= ${cap} THEN ${cap}
    ELSE (SELECT n FROM fits) - (SELECT count(*)::int FROM (SELECT t.listing_id ${taken} INTERSECT ${fitting}) x) END)`,
  };
}
