// bench:scale's requests ("shapes"): each one's URL, the statements the API sends for it (its own
// builders, for pgbench), and the headers a browser adds (its session cookie, Accept-Encoding).
import { addDays, earliestTodayOnEarth } from '@shoreline/shared-domain/dates';
import { NO_FACT_FILTERS, type FactFilters } from '@shoreline/shared-domain/factFilters';
import { toEurPriceBounds } from '@shoreline/shared-domain/searchFilters';
import type { ListingSort } from '@shoreline/shared-domain/types';
import { favouritesPageSql } from '../../src/db/favourites-page-sql';
import { listingPageSql } from '../../src/db/listing-page-sql';
import { likePattern, searchQuery, searchSql, type SearchSqlQuery } from '../../src/db/listing-search-sql';
import type { NamedQuery } from '../../src/db/run-named-query';
import { decodeSearchCursor } from '../../src/db/search-cursor';
import { LISTING_PAGE_REVIEWS } from '../../src/routes/listings/get-listing-page';
import { TERMS } from './load-data';

export interface Shape {
  name: string;
  url: string;
  sql: NamedQuery[];
  /** A signed-in person's session cookie, Accept-Encoding... */
  headers?: Record<string, string>;
  /** For a variant (signed in, compressed): the shape it varies. */
  of?: string;
  variant?: 'signed in' | 'br, gzip';
}

/** Ten days out, about one listing in five is taken (load-data's stays): dated searches exclude some. */
function benchStay(): { checkin: string; checkout: string } {
  const today = earliestTodayOnEarth(new Date());
  return { checkin: addDays(today, 10), checkout: addDays(today, 13) };
}

/** The two-amenities search with dates: its first page, and (with `cursor`) the page after it. */
const AMENITIES_SEARCH = { location: TERMS.common, amenities: 'wifi,parking' };

/** The cursor of the second page of the two-amenities search, as the API gives it. */
export async function amenitiesPageTwo(base: string): Promise<string> {
  const res = await fetch(
    `${base}/api/listings?${new URLSearchParams({ ...AMENITIES_SEARCH, ...benchStay() })}`,
  );
  const page = (await res.json()) as { nextCursor: string | null };
  if (!page.nextCursor) throw new Error('the two-amenities search has a single page');
  return page.nextCursor;
}

export function shapes(
  ids: { quietId: string; busyId: string },
  fan: { id: string; headers: Record<string, string> },
  pageTwo: string,
): Shape[] {
  const today = earliestTodayOnEarth(new Date());
  const stay = benchStay();
  const search = (name: string, params: Record<string, string>, query: Partial<SearchSqlQuery>): Shape => ({
    name,
    url: `/api/listings?${new URLSearchParams(params)}`,
    sql: [
      searchSql(searchQuery({ pattern: params.location ? likePattern(params.location) : null, ...query })),
    ],
  });
  const list: Shape[] = [];
  for (const [kind, term] of Object.entries(TERMS)) {
    list.push(search(`search ${kind} "${term}"`, { location: term }, {}));
    list.push(search(`search ${kind} + dates`, { location: term, ...stay }, { stay }));
  }
  const { minEur, maxEur } = toEurPriceBounds({ minPrice: 100, maxPrice: 300 }, 1);
  list.push(
    search(
      'search mid + price 100-300',
      { location: TERMS.mid, minPrice: '100', maxPrice: '300' },
      { minEur, maxEur },
    ),
    search(
      'search mid + price, price-asc',
      { location: TERMS.mid, minPrice: '100', maxPrice: '300', sort: 'price-asc' },
      { minEur, maxEur, sort: 'price-asc' },
    ),
  );
  for (const sort of ['price-asc', 'price-desc', 'top-rated'] as ListingSort[]) {
    list.push(search(`search mid, ${sort}`, { location: TERMS.mid, sort }, { sort }));
  }
  list.push(
    search('search common, top-rated', { location: TERMS.common, sort: 'top-rated' }, { sort: 'top-rated' }),
  );
  list.push(search('home feed', { limit: '8' }, { limit: 8 }));
  // The facts filters (issue 24), on the common term: its 8,000 listings (at 100k) are walked and
  // counted on the place indexes, whose copies of the facts the filters read.
  const facts = (changes: Partial<FactFilters>): FactFilters => ({ ...NO_FACT_FILTERS, ...changes });
  list.push(
    search('search + guests 4', { location: TERMS.common, guests: '4' }, { facts: facts({ guests: 4 }) }),
  );
  list.push(
    search(
      'search type villa + 2 bedrooms',
      { location: TERMS.common, type: 'villa', minBedrooms: '2' },
      { facts: facts({ propertyTypes: ['villa'], minBedrooms: 2 }) },
    ),
  );
  const amenities = facts({ amenities: ['wifi', 'parking'] });
  list.push(search('two amenities with dates', { ...AMENITIES_SEARCH, ...stay }, { stay, facts: amenities }));
  // The same walk without the total (a later page counts nothing): what the page alone costs.
  list.push(
    search(
      'two amenities with dates, page 2',
      { ...AMENITIES_SEARCH, ...stay, cursor: pageTwo },
      { stay, facts: amenities, cursor: decodeSearchCursor(pageTwo, 'newest') },
    ),
  );
  list.push(search('search + guests 4, no place', { guests: '4' }, { facts: facts({ guests: 4 }) }));
  for (const [label, id] of [
    ['listing page, no stays', ids.quietId],
    ['listing page, 500 past', ids.busyId],
  ]) {
    list.push({
      name: label!,
      url: `/api/listings/${id}/page`,
      sql: [listingPageSql(id!, today, LISTING_PAGE_REVIEWS)],
    });
  }
  // Issue 24 item 6: a page of the ~500 favourites of one renter, newest saved first, and with dates.
  for (const [label, dates] of [
    ['favourites list', null],
    ['favourites list + dates', stay],
  ] as const) {
    list.push({
      name: label,
      url: `/api/me/favourites${dates ? `?${new URLSearchParams(dates)}` : ''}`,
      sql: [favouritesPageSql({ userId: fan.id, stay: dates, after: null, limit: 12 })],
      headers: fan.headers,
    });
  }
  list.unshift({ name: 'GET /api/health', url: '/api/health', sql: [] });
  return [...list, ...browserVariants(list, fan.headers)];
}

/** The shapes a browser sends most, also as a signed-in person and asking for brotli or gzip. */
const BROWSER_SHAPES = [
  'search common + dates',
  'search mid + price, price-asc',
  'listing page, no stays',
  'home feed',
];

function browserVariants(list: Shape[], cookie: Record<string, string>): Shape[] {
  return list
    .filter((shape) => BROWSER_SHAPES.includes(shape.name))
    .flatMap((shape) => [
      { ...shape, name: `${shape.name} (signed in)`, headers: cookie, of: shape.name, variant: 'signed in' },
      {
        ...shape,
        name: `${shape.name} (br, gzip)`,
        headers: { 'accept-encoding': 'br, gzip' },
        of: shape.name,
        variant: 'br, gzip',
      },
    ]);
}
