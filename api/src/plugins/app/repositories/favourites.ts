import { MAX_FAVOURITES } from '@shoreline/shared-domain/constants';
import type { FavouriteListing, Page } from '@shoreline/shared-domain/types';
import fp from 'fastify-plugin';
import type { Knex } from 'knex';
import { keysetOrder } from '../../../db/keyset-page';
import { favouritesPageSql } from '../../../db/favourites-page-sql';
import type { RunNamedQuery } from '../../../db/run-named-query';
import type { ImageStorage } from '../../../lib/images/image-storage';
import { encodePageCursor } from '../../../schemas/page';
import { toSummary, type SummaryRow } from './listings';

// Favourites (issue 24 item 6): which listings a person saved and when. Every method reads or writes
// the caller's own rows only (user_id is always the signed-in user's, never a parameter of the URL).

/** Newest saved first, the listing id breaking ties (favourites_user_newest_idx). */
export const FAVOURITES_ORDER = keysetOrder('favourites', 'desc', [
  { column: 'f.created_at', kind: 'micros' },
  { column: 'f.listing_id', kind: 'uuid' },
] as const);

/** The public-listing predicate: what a renter may see (and so save). */
const PUBLIC = 'l.is_active AND l.deleted_at IS NULL';

interface FavouriteRow extends SummaryRow {
  saved_at: Date;
  saved_us: string | number;
  available_for_stay: boolean | null;
}

function createFavouritesRepository(knex: Knex, runNamedQuery: RunNamedQuery, storage: ImageStorage) {
  return {
    /** Whether `listingId` is a listing renters can see now (active, not deleted). */
    async isPublicListing(listingId: string, trx: Knex = knex): Promise<boolean> {
      const row = await trx('listings as l').select('l.id').where('l.id', listingId).whereRaw(PUBLIC).first();
      return row !== undefined;
    },

    /**
     * Holds the person's row until the transaction ends: two saves of one person at once take turns,
     * so the count they check against MAX_FAVOURITES is the one they insert after.
     */
    async lockOwner(userId: string, trx: Knex): Promise<void> {
      await trx('users').select('id').where({ id: userId }).forUpdate();
    },

    async has(userId: string, listingId: string, trx: Knex = knex): Promise<boolean> {
      const row = await trx('favourites')
        .select('listing_id')
        .where({ user_id: userId, listing_id: listingId })
        .first();
      return row !== undefined;
    },

    /** The person's saved listings that are still public (what the cap counts and the ids list). */
    async countVisible(userId: string, trx: Knex = knex): Promise<number> {
      const row = (await trx('favourites as f')
        .join('listings as l', 'l.id', 'f.listing_id')
        .where('f.user_id', userId)
        .whereRaw(PUBLIC)
        .count<{ count: string | number }[]>({ count: '*' })
        .first()) as { count: string | number } | undefined;
      return Number(row?.count ?? 0);
    },

    /** Saves once: saving a saved listing again changes nothing (its saved time stays). */
    async add(userId: string, listingId: string, trx: Knex = knex): Promise<void> {
      await trx('favourites')
        .insert({ user_id: userId, listing_id: listingId })
        .onConflict(['user_id', 'listing_id'])
        .ignore();
    },

    async remove(userId: string, listingId: string, trx: Knex = knex): Promise<void> {
      await trx('favourites').where({ user_id: userId, listing_id: listingId }).delete();
    },

    /** Every public listing the person saved, newest first (at most MAX_FAVOURITES: one response). */
    async listIds(userId: string, trx: Knex = knex): Promise<string[]> {
      const rows = (await trx('favourites as f')
        .join('listings as l', 'l.id', 'f.listing_id')
        .select('f.listing_id')
        .where('f.user_id', userId)
        .whereRaw(PUBLIC)
        .orderByRaw('f.created_at DESC, f.listing_id DESC')
        .limit(MAX_FAVOURITES)) as { listing_id: string }[];
      return rows.map((row) => row.listing_id);
    },

    /** A keyset page of the person's public saved listings as cards, optionally checked for a stay. */
    async page(
      userId: string,
      stay: { checkin: string; checkout: string } | null,
      page: { limit: number; after: readonly [number, string] | null },
    ): Promise<Page<FavouriteListing>> {
      const rows = await runNamedQuery<FavouriteRow>(
        favouritesPageSql({ userId, stay, after: page.after, limit: page.limit }),
      );
      const items = rows.slice(0, page.limit);
      const last = items[items.length - 1];
      return {
        items: items.map((row) => ({
          ...toSummary(row, storage),
          savedAt: row.saved_at.toISOString(),
          availableForStay: row.available_for_stay,
        })),
        nextCursor:
          rows.length > page.limit && last
            ? encodePageCursor(FAVOURITES_ORDER.scope, [Number(last.saved_us), last.id])
            : null,
      };
    },
  };
}

export type FavouritesRepository = ReturnType<typeof createFavouritesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    favouritesRepository: FavouritesRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'favouritesRepository',
      createFavouritesRepository(app.knex, app.runNamedQuery, app.imageStorage),
    );
  },
  { name: 'favourites-repository', dependencies: ['db', 'image-storage'] },
);
