import type {
  Listing,
  ListingInput,
  ListingSort,
  ListingSummary,
  Page,
  SearchPage,
} from '@shoreline/shared-domain/types';
import fp from 'fastify-plugin';
import type { Knex } from 'knex';
import { keysetOrder, readPage, type PageRequest } from '../../../db/keyset-page';
import type { FactFilters } from '@shoreline/shared-domain/factFilters';
import { SEARCH_TOTAL_CAP } from '@shoreline/shared-domain/searchFilters';
import type { RunNamedQuery } from '../../../db/run-named-query';
import { fixedStatement, readRows } from '../../../db/fixed-statement';
import type { ImageStorage } from '../../../lib/images/image-storage';
import { likePattern, SEARCH_COLUMNS, searchSql } from '../../../db/listing-search-sql';
import { encodeSearchCursor, type SearchCursor } from '../../../db/search-cursor';
import {
  FACT_COLUMNS,
  factColumns,
  toCardFacts,
  toFacts,
  type CardFactsRow,
  type FactsRow,
} from '../../../db/listing-facts-columns';
import {
  FIRST_PHOTO_JOIN,
  firstPhotoOf,
  PHOTOS_COLUMN,
  photosOf,
  type FirstPhotoRow,
  type StoredImageRef,
} from '../../../lib/images/to-photo';

/** SEARCH_COLUMNS: the card's columns, its facts (issue 24) included. */
export interface SummaryRow extends FirstPhotoRow, CardFactsRow {
  id: string;
  title: string;
  price_per_night: number;
  city: string;
  country: string;
  available_from: string;
  available_to: string;
  is_active: boolean;
  created_at: Date;
  created_us: number;
  /** 0 while there are no approved reviews (kept by a trigger on reviews). */
  rating_avg: number;
  review_count: number;
}

export interface ListingRow extends Omit<SummaryRow, keyof FirstPhotoRow | 'created_us'>, FactsRow {
  description: string;
  address: string;
  host_id: string;
  host_name: string;
  deleted_at: Date | null;
  photos: StoredImageRef[];
}

/** A listing as stored plus what access checks need (owner, soft-delete state). */
export interface StoredListing extends Listing {
  deleted: boolean;
}

export interface SearchListingsQuery {
  location: string | null;
  /** Both or neither; the route has checked the stay is not in the past. */
  stay: { checkin: string; checkout: string } | null;
  minEur: number | null;
  maxEur: number | null;
  /** Guests, types, bedrooms, amenities (issue 24). */
  facts: FactFilters;
  sort: ListingSort;
  limit: number;
  cursor: SearchCursor | null;
}

/** A host's own listings: newest first, the id breaking ties. */
export const HOST_LISTINGS_ORDER = keysetOrder('host-listings', 'desc', [
  { column: 'l.created_at', kind: 'micros' },
  { column: 'l.id', kind: 'uuid' },
] as const);

/** Keyset position: created_at in microseconds since the epoch (exact, unlike a JS Date) and id. */
export interface ListingCursor {
  createdUs: number;
  id: string;
}

export function encodeCursor(cursor: ListingCursor): string {
  return Buffer.from(`${cursor.createdUs}_${cursor.id}`).toString('base64url');
}

export function decodeCursor(value: string): ListingCursor | null {
  const match = /^(\d{1,17})_([0-9a-f-]{36})$/i.exec(Buffer.from(value, 'base64url').toString('utf8'));
  return match?.[1] && match[2] ? { createdUs: Number(match[1]), id: match[2] } : null;
}

/** `%`, `_` and `\` in a search term are literal characters, not LIKE wildcards. */
/** The API says null, not 0, for a listing nobody has rated yet. */
const averageOf = (row: { rating_avg: number; review_count: number }) =>
  row.review_count > 0 ? row.rating_avg : null;

function cursorAfter(row: SummaryRow, sort: ListingSort): SearchCursor {
  switch (sort) {
    case 'newest':
      return { sort, createdUs: row.created_us, id: row.id };
    case 'price-asc':
    case 'price-desc':
      return { sort, price: row.price_per_night, id: row.id };
    case 'top-rated':
      return { sort, ratingAvg: row.rating_avg, reviewCount: row.review_count, id: row.id };
  }
}

export function toSummary(row: SummaryRow, storage: ImageStorage): ListingSummary {
  return {
    id: row.id,
    title: row.title,
    pricePerNight: row.price_per_night,
    city: row.city,
    country: row.country,
    availableFrom: row.available_from,
    availableTo: row.available_to,
    isActive: row.is_active,
    photo: firstPhotoOf(row, storage),
    averageRating: averageOf(row),
    reviewCount: row.review_count,
    createdAt: row.created_at.toISOString(),
    ...toCardFacts(row),
  };
}

export function toListing(row: ListingRow, storage: ImageStorage): StoredListing {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    pricePerNight: row.price_per_night,
    address: row.address,
    city: row.city,
    country: row.country,
    availableFrom: row.available_from,
    availableTo: row.available_to,
    isActive: row.is_active,
    hostId: row.host_id,
    hostName: row.host_name,
    photos: photosOf(row.photos, storage),
    averageRating: averageOf(row),
    reviewCount: row.review_count,
    createdAt: row.created_at.toISOString(),
    ...toFacts(row),
    deleted: row.deleted_at !== null,
  };
}

function listingColumns(input: Omit<ListingInput, 'photos'>) {
  return {
    title: input.title,
    description: input.description,
    price_per_night: input.pricePerNight,
    address: input.address,
    city: input.city,
    country: input.country,
    available_from: input.availableFrom,
    available_to: input.availableTo,
    ...factColumns(input),
  };
}

/** A listing's editable fields with its photos resolved to stored images (in display order). */
export interface ListingWrite extends Omit<ListingInput, 'photos'> {
  photos: readonly StoredImageRef[];
}

/** Each photo row carries the image's sizes and variant widths, copied from its upload. */
async function replacePhotos(trx: Knex, listingId: string, photos: readonly StoredImageRef[]): Promise<void> {
  await trx('listing_photos').where({ listing_id: listingId }).delete();
  if (photos.length > 0) {
    await trx('listing_photos').insert(
      photos.map((photo, position) => ({
        listing_id: listingId,
        position,
        path: photo.key,
        width: photo.width,
        height: photo.height,
        variant_widths: photo.variantWidths,
      })),
    );
  }
}

/** A whole listing with its host's name and photos (GET /api/listings/:id, every owner check): one fixed text. */
const LISTING_BY_ID_SQL = fixedStatement(
  'listing_by_id',
  `SELECT l.id, l.title, l.description, l.price_per_night, l.address, l.city, l.country, l.available_from,
       l.available_to, l.is_active, l.host_id, u.name AS host_name, l.created_at, l.deleted_at,
       l.rating_avg, l.review_count, ${FACT_COLUMNS}, ${PHOTOS_COLUMN}
  FROM listings l JOIN users u ON u.id = l.host_id
 WHERE l.id = ?
 LIMIT 1`,
);

function createListingsRepository(knex: Knex, runNamedQuery: RunNamedQuery, storage: ImageStorage) {
  return {
    /** Public search (issue 10): filters, one of four orders, keyset pages; total on the first page. */
    async search(query: SearchListingsQuery): Promise<SearchPage> {
      const rows = await runNamedQuery<SummaryRow & { total: number | null }>(
        searchSql({
          pattern: query.location ? likePattern(query.location) : null,
          stay: query.stay,
          minEur: query.minEur,
          maxEur: query.maxEur,
          facts: query.facts,
          sort: query.sort,
          cursor: query.cursor,
          limit: query.limit,
        }),
      );
      // Every row of a first page carries the total; an empty first page has no matches at all.
      const matches = query.cursor ? null : (rows[0]?.total ?? 0);
      const page = rows.slice(0, query.limit);
      const last = page[page.length - 1];
      const nextCursor =
        rows.length > query.limit && last ? encodeSearchCursor(cursorAfter(last, query.sort)) : null;
      return {
        items: page.map((row) => toSummary(row, storage)),
        nextCursor,
        total: matches === null ? null : Math.min(matches, SEARCH_TOTAL_CAP),
        totalCapped: (matches ?? 0) > SEARCH_TOTAL_CAP,
      };
    },

    /** A page of a host's listings that are not deleted, active or not, newest first (listings_host_idx). */
    async listByHost(hostId: string, page: PageRequest, trx: Knex = knex): Promise<Page<ListingSummary>> {
      const query = trx('listings as l')
        .select(trx.raw(SEARCH_COLUMNS))
        .joinRaw(FIRST_PHOTO_JOIN)
        .where('l.host_id', hostId)
        .whereNull('l.deleted_at');
      return readPage(trx, query, HOST_LISTINGS_ORDER, page, (row: SummaryRow) => toSummary(row, storage));
    },

    /** Any listing, deleted or inactive too: callers decide who may see it. */
    async findById(id: string, trx?: Knex): Promise<StoredListing | null> {
      const [row] = await readRows<ListingRow>(runNamedQuery, LISTING_BY_ID_SQL, [id], trx);
      return row ? toListing(row, storage) : null;
    },

    /** Locks the listing row for the rest of the transaction (owner checks before an update). */
    async findOwnerForUpdate(id: string, trx: Knex): Promise<{ hostId: string; deleted: boolean } | null> {
      const row = (await trx('listings')
        .select('host_id', 'deleted_at')
        .where({ id })
        .forUpdate()
        .first()) as { host_id: string; deleted_at: Date | null } | undefined;
      return row ? { hostId: row.host_id, deleted: row.deleted_at !== null } : null;
    },

    /** New listings are active (PRODUCT.md 8). Returns the new id. */
    async create(hostId: string, input: ListingWrite, trx?: Knex): Promise<string> {
      const run = async (t: Knex) => {
        const [row] = (await t('listings')
          .insert({ ...listingColumns(input), host_id: hostId, is_active: true })
          .returning('id')) as { id: string }[];
        if (!row) throw new Error('insert into listings returned no row');
        await replacePhotos(t, row.id, input.photos);
        return row.id;
      };
      return trx ? run(trx) : knex.transaction(run);
    },

    /** Replaces every editable field and the photos; hostId and createdAt never change. */
    async replace(id: string, input: ListingWrite, trx: Knex): Promise<void> {
      await trx('listings')
        .where({ id })
        .update({ ...listingColumns(input), updated_at: trx.fn.now() });
      await replacePhotos(trx, id, input.photos);
    },

    async setActive(id: string, isActive: boolean, trx: Knex = knex): Promise<void> {
      await trx('listings').where({ id }).update({ is_active: isActive, updated_at: trx.fn.now() });
    },

    /** Soft delete: bookings and reviews keep pointing at the listing (PRODUCT.md 20). */
    async softDelete(id: string, trx: Knex = knex): Promise<void> {
      await trx('listings')
        .where({ id })
        .update({ deleted_at: trx.fn.now(), is_active: false, updated_at: trx.fn.now() });
    },

    /**
     * The taken ranges (approved stays and host blocks, PRODUCT 22–23) that end after `fromDate`, in
     * date order: what is past never counts, so a listing with 500 past stays costs what a new one does.
     * `during && [fromDate, ∞)` is `upper(during) > fromDate`, written so the GiST index answers it.
     */
    async takenRanges(
      listingId: string,
      fromDate: string,
      trx: Knex = knex,
    ): Promise<{ startDate: string; endDate: string }[]> {
      const rows = (await trx('taken_ranges')
        .select(trx.raw('lower(during) AS start_date, upper(during) AS end_date'))
        .where('listing_id', listingId)
        .whereRaw('during && daterange(?::date, NULL)', [fromDate])
        .orderByRaw('lower(during)')) as { start_date: string; end_date: string }[];
      return rows.map((row) => ({ startDate: row.start_date, endDate: row.end_date }));
    },
  };
}

export type ListingsRepository = ReturnType<typeof createListingsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    listingsRepository: ListingsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'listingsRepository',
      createListingsRepository(app.knex, app.runNamedQuery, app.imageStorage),
    );
  },
  { name: 'listings-repository', dependencies: ['db', 'image-storage'] },
);
