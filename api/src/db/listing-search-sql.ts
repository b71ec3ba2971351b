import { amenityCodes } from '@shoreline/shared-domain/amenities';
import { countFactFilters, NO_FACT_FILTERS, type FactFilters } from '@shoreline/shared-domain/factFilters';
import { SEARCH_TOTAL_CAP } from '@shoreline/shared-domain/searchFilters';
import type { ListingSort } from '@shoreline/shared-domain/types';
import type { NamedQuery } from './run-named-query';
import { keyset, type SearchCursor } from './search-cursor';
import { FIRST_PHOTO_COLUMNS, FIRST_PHOTO_JOIN } from '../lib/images/to-photo';
import { CARD_FACT_COLUMNS } from './listing-facts-columns';

// The search SQL (issue 10): one statement per request, built per shape (which filters are present,
// which sort, first or later page) so each shape is one named statement whose text never changes;
// the benchmark runs this same text through pgbench. Every parameter is cast, so pgbench and pg
// agree on its type.
//
// A location term is matched against the distinct places (city, country) first: a trigram match
// over a few thousand rows, whatever the number of listings. Each matched place is then walked on
// its own index of the sort order, LIMIT one page, and the walks are merged: a page costs
// (places × page size). A term matching more than PLACES_WALKED_ONE_BY_ONE places (a letter or
// two) walks the whole order once instead, filtered by place.

export interface SearchSqlQuery {
  /** Lower-cased LIKE pattern (`likePattern`); null when the search names no location. */
  pattern: string | null;
  /** Both or neither: the stay [checkin, checkout). */
  stay: { checkin: string; checkout: string } | null;
  minEur: number | null;
  maxEur: number | null;
  /** Guests, types, bedrooms, amenities (issue 24); NO_FACT_FILTERS: none. */
  facts: FactFilters;
  sort: ListingSort;
  cursor: SearchCursor | null;
  limit: number;
}

/** A first page of the newest listings, everywhere, with `changes`: the API's defaults. */
export function searchQuery(changes: Partial<SearchSqlQuery>): SearchSqlQuery {
  return {
    pattern: null,
    stay: null,
    minEur: null,
    maxEur: null,
    facts: NO_FACT_FILTERS,
    sort: 'newest',
    cursor: null,
    limit: 12,
    ...changes,
  };
}

/** Up to this many places, one index walk each; beyond it one walk of the whole order, filtered. */
export const PLACES_WALKED_ONE_BY_ONE = 64;

const LISTING_COLUMNS = `l.id, l.title, l.price_per_night, l.city, l.country, l.available_from, l.available_to,
  l.is_active, l.created_at, l.rating_avg, l.review_count, ${CARD_FACT_COLUMNS}`;

/** A card's columns (ListingSummary, facts included): every list of cards selects these. */
export const SEARCH_COLUMNS = `
  ${LISTING_COLUMNS},
  (extract(epoch FROM l.created_at) * 1000000)::bigint AS created_us,
  ${FIRST_PHOTO_COLUMNS}`;

/** The public-listing predicate, word for word the partial indexes' (so the planner may use them). */
const PUBLIC = 'l.is_active AND l.deleted_at IS NULL';

/** What each order's walk reads besides the id: its keys, all in its place index. */
const KEYS: Record<ListingSort, string> = {
  newest: 'l.created_at',
  'price-asc': 'l.price_per_night',
  'price-desc': 'l.price_per_night',
  'top-rated': 'l.rating_avg, l.review_count',
};

const ORDER: Record<ListingSort, string> = {
  newest: 'l.created_at DESC, l.id DESC',
  'price-asc': 'l.price_per_night ASC, l.id ASC',
  'price-desc': 'l.price_per_night DESC, l.id DESC',
  'top-rated': 'l.rating_avg DESC, l.review_count DESC, l.id DESC',
};

class Params {
  readonly values: unknown[] = [];
  readonly add = (value: unknown, type: string): string => {
    this.values.push(value);
    return `$${this.values.length}::${type}`;
  };
}

/** Lower-cased LIKE pattern for a location term, with %, _ and \ escaped. */
export function likePattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

interface Conditions {
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
}

function conditions(query: SearchSqlQuery, params: Params): Conditions {
  const plain = [PUBLIC];
  let free: string | null = null;
  let during: string | null = null;
  if (query.stay) {
    const checkin = params.add(query.stay.checkin, 'date');
    const checkout = params.add(query.stay.checkout, 'date');
    during = `daterange(${checkin}, ${checkout})`;
    plain.push(`l.available_from <= ${checkin}`, `l.available_to >= ${checkout}`);
    // PRODUCT 22–23: any taken night (approved stay or host block) in [checkin, checkout) excludes;
    // one probe of taken_ranges' GiST index on (listing_id, during) per candidate. OFFSET 0 keeps
    // the subquery a per-row probe: pulled up into an anti join, Postgres used the index for
    // `during &&` alone and compared listing_id afterwards (600 ms instead of 7 ms, measured).
    free = `NOT EXISTS (SELECT 1 FROM taken_ranges t WHERE t.listing_id = l.id AND t.during && ${during} OFFSET 0)`;
  }
  const walk = [...plain];
  const price =
    query.sort === 'price-asc' || query.sort === 'price-desc'
      ? 'l.price_per_night'
      : '(l.price_per_night + 0)';
  if (query.minEur !== null) {
    const min = params.add(query.minEur, 'numeric');
    plain.push(`l.price_per_night >= ${min}`);
    walk.push(`${price} >= ${min}`);
  }
  if (query.maxEur !== null) {
    const max = params.add(query.maxEur, 'numeric');
    plain.push(`l.price_per_night <= ${max}`);
    walk.push(`${price} <= ${max}`);
  }
  const facts = factConditions(query.facts, params);
  return { plain: [...plain, ...facts], walk: [...walk, ...facts], free, during };
}

/**
 * The facts filters (issue 24), read from the walked index's own copies (every index a search walks
 * INCLUDEs the four facts, migrations/20261211000001_listing_facts.ts, so pages and totals are read on
 * an index alone). Amenities: every one chosen is present, `@>` on the stored codes.
 */
function factConditions(facts: FactFilters, params: Params): string[] {
  const found: string[] = [];
  if (facts.guests !== null) found.push(`l.max_guests >= ${params.add(facts.guests, 'int')}`);
  if (facts.propertyTypes.length > 0)
    found.push(`l.property_type = ANY (${params.add(facts.propertyTypes, 'text[]')})`);
  if (facts.minBedrooms !== null) found.push(`l.bedrooms >= ${params.add(facts.minBedrooms, 'int')}`);
  if (facts.amenities.length > 0)
    found.push(`l.amenities @> ${params.add(amenityCodes(facts.amenities), 'smallint[]')}`);
  return found;
}

/** Whether any facts filter is on. */
const hasFactFilters = (facts: FactFilters): boolean => countFactFilters(facts) > 0;

/** Which optional parts a query has: the statement name of its shape. */
function shapeOf(query: SearchSqlQuery): string {
  const { guests, propertyTypes, minBedrooms, amenities } = query.facts;
  const flags = [query.pattern, query.stay, query.minEur, query.maxEur].map((part) =>
    part === null ? 0 : 1,
  );
  // The facts only where present, so the names of the shapes without them stay as they were.
  const facts = [guests, propertyTypes.length || null, minBedrooms, amenities.length || null].map((part) =>
    part === null ? 0 : 1,
  );
  const factFlags = facts.includes(1) ? `_f${facts.join('')}` : '';
  return `search_${query.sort}_${flags.join('')}${factFlags}${query.cursor ? 'c' : ''}`;
}

/**
 * One page of results, limit + 1 rows (the extra one says whether there is a next page). On the
 * first page each row also carries `total`, the matches counted up to SEARCH_TOTAL_CAP + 1 (the
 * page then says "1000+ stays"); an empty first page means no matches at all.
 */
export function searchSql(query: SearchSqlQuery): NamedQuery {
  const params = new Params();
  const pattern = query.pattern === null ? null : params.add(query.pattern, 'text');
  const conds = conditions(query, params);
  const where = [...conds.plain, ...(conds.free ? [conds.free] : [])];
  const walk = [...conds.walk, ...(conds.free ? [conds.free] : [])];
  if (query.cursor) {
    const after = keyset(query.cursor, params.add);
    where.push(after);
    walk.push(after);
  }
  const limit = params.add(query.limit + 1, 'int');
  const order = ORDER[query.sort];
  // Bound only where the text uses it: Postgres refuses a parameter it cannot type.
  let capParam: string | null = null;
  const cap = () => (capParam ??= params.add(SEARCH_TOTAL_CAP + 1, 'int'));
  // Later pages count nothing.
  const counted = query.cursor
    ? { ctes: [], total: 'NULL::int' }
    : pattern
      ? placesTotal(query, conds, cap)
      : { ctes: [], total: listingsTotal(conds, cap()) };
  if (pattern === null && hasFactFilters(query.facts)) {
    // The facts are in the order's index (INCLUDE): the walk reads it alone and only the page's rows
    // are fetched. Read through the table, a combination no listing has ("rooms with 3 bedrooms")
    // fetched every listing to find none (78 ms at 100k listings; the index alone, a few ms).
    return {
      name: shapeOf(query),
      text: `SELECT ${SEARCH_COLUMNS}, ${counted.total} AS total
  FROM (SELECT l.id, ${KEYS[query.sort]} FROM listings l
         WHERE ${where.join('\n           AND ')}
         ORDER BY ${order}
         LIMIT ${limit}) w
  JOIN listings l ON l.id = w.id
  ${FIRST_PHOTO_JOIN}
 ORDER BY ${order}
 LIMIT ${limit}`,
      values: params.values,
    };
  }
  if (pattern === null) {
    return {
      name: shapeOf(query),
      text: `SELECT ${SEARCH_COLUMNS}, ${counted.total} AS total
  FROM listings l ${FIRST_PHOTO_JOIN}
 WHERE ${where.join('\n   AND ')}
 ORDER BY ${order}
 LIMIT ${limit}`,
      values: params.values,
    };
  }
  const ctes = [
    `p AS MATERIALIZED (SELECT id, public_listings FROM listing_places WHERE place LIKE ${pattern} AND public_listings > 0)`,
    ...counted.ctes,
  ];
  // The walks read their place index alone (ids and keys); only the page's rows are fetched.
  const keys = `l.id, ${KEYS[query.sort]}`;
  return {
    name: shapeOf(query),
    // Its plan holds for any term and price: which places match and whether to walk them one by one
    // are decided as it runs (CTE p, the one-time filters), and a price range filters the walk of
    // the sort's own index (Conditions.walk), so it is planned once, not per request.
    genericPlan: true,
    text: `WITH ${ctes.join(',\n')}
SELECT ${SEARCH_COLUMNS}, ${counted.total} AS total
  FROM ((SELECT w.* FROM p CROSS JOIN LATERAL (
           SELECT ${keys} FROM listings l
            WHERE l.place_id = p.id AND ${walk.join('\n              AND ')}
            ORDER BY ${order} LIMIT ${limit}) w
          WHERE (SELECT count(*) FROM p) <= ${PLACES_WALKED_ONE_BY_ONE})
        UNION ALL
        (SELECT ${keys} FROM listings l
          WHERE l.place_id IN (SELECT id FROM p) AND ${walk.join(' AND ')}
            AND (SELECT count(*) FROM p) > ${PLACES_WALKED_ONE_BY_ONE}
          ORDER BY ${order} LIMIT ${limit})) w
  JOIN listings l ON l.id = w.id
  ${FIRST_PHOTO_JOIN}
 ORDER BY ${order}
 LIMIT ${limit}`,
    values: params.values,
  };
}

/** Without a location: the matches counted up to the cap, each probed for the stay. */
function listingsTotal(conds: Conditions, cap: string): string {
  const where = [...conds.plain, ...(conds.free ? [conds.free] : [])];
  return `(SELECT count(*)::int FROM (SELECT 1 FROM listings l WHERE ${where.join(' AND ')} LIMIT ${cap}) m)`;
}

/**
 * With a location (places `p`), no listing is probed for a stay:
 * - no stay, no price, no facts filter: the places' own counts (they count every public listing);
 * - a price or a facts filter: the place's index, read alone, up to the cap;
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
function placesTotal(
  query: SearchSqlQuery,
  conds: Conditions,
  capParam: () => string,
): { ctes: string[]; total: string } {
  if (
    conds.during === null &&
    query.minEur === null &&
    query.maxEur === null &&
    !hasFactFilters(query.facts)
  ) {
    return { ctes: [], total: '(SELECT sum(public_listings) FROM p)::int' };
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
