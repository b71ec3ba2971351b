import { amenityCodes } from '@shoreline/shared-domain/amenities';
import { NO_FACT_FILTERS, type FactFilters } from '@shoreline/shared-domain/factFilters';
import { SEARCH_TOTAL_CAP } from '@shoreline/shared-domain/searchFilters';
import type { ListingSort } from '@shoreline/shared-domain/types';
import type { NamedQuery } from './run-named-query';
import { keyset, type SearchCursor } from './search-cursor';
import { FIRST_PHOTO_COLUMNS, FIRST_PHOTO_JOIN } from '../lib/images/to-photo';
import { CARD_FACT_COLUMNS } from './listing-facts-columns';
import {
  hasFactFilters,
  listingsTotal,
  placesTotal,
  type Conditions,
  type FactParams,
} from './listing-search-totals';

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
  const facts = factParams(query.facts, params);
  const found = factConditions(facts);
  return { plain: [...plain, ...found], walk: [...walk, ...found], free, during, facts };
}

/**
 * The facts filters (issue 24), read from the walked index's own copies (every index a search walks
 * INCLUDEs the four facts, migrations/20261211000001_listing_facts.ts, so pages and totals are read on
 * an index alone). Amenities: every one chosen is present, `@>` on the stored codes.
 */
function factConditions(facts: FactParams): string[] {
  const found: string[] = [];
  if (facts.guests) found.push(`l.max_guests >= ${facts.guests}`);
  if (facts.propertyTypes) found.push(`l.property_type = ANY (${facts.propertyTypes})`);
  if (facts.minBedrooms) found.push(`l.bedrooms >= ${facts.minBedrooms}`);
  if (facts.amenities) found.push(`l.amenities @> ${facts.amenities}`);
  return found;
}

function factParams(facts: FactFilters, params: Params): FactParams {
  const found: FactParams = {};
  if (facts.guests !== null) found.guests = params.add(facts.guests, 'int');
  if (facts.propertyTypes.length > 0) found.propertyTypes = params.add(facts.propertyTypes, 'text[]');
  if (facts.minBedrooms !== null) found.minBedrooms = params.add(facts.minBedrooms, 'int');
  if (facts.amenities.length > 0) found.amenities = params.add(amenityCodes(facts.amenities), 'smallint[]');
  return found;
}

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
