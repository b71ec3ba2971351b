import type { ListingSummary, Page } from '@shoreline/shared-domain/types';
import fp from 'fastify-plugin';
import type { Knex } from 'knex';
import { keysetOrder, readPage, type PageRequest } from '../../../db/keyset-page';
import { SEARCH_COLUMNS } from '../../../db/listing-search-sql';
import type { ImageStorage } from '../../../lib/images/image-storage';
import { FIRST_PHOTO_JOIN } from '../../../lib/images/to-photo';
import { toSummary, type SummaryRow } from './listings';

// A host's public page (issue 24 item 7): the host, the rating of their active listings and those
// listings a page at a time. Rules (who counts as a host, rounding) are the route's.

/** A host's active listings, newest first, the id breaking ties: a list of its own (its own cursors). */
export const HOST_PUBLIC_LISTINGS_ORDER = keysetOrder('host-public-listings', 'desc', [
  { column: 'l.created_at', kind: 'micros' },
  { column: 'l.id', kind: 'uuid' },
] as const);

export interface StoredHost {
  id: string;
  name: string;
  about: string | null;
  hostingSince: Date;
  /** Sum and number of the approved ratings of their active listings (kept on each listing by trigger). */
  ratingSum: number;
  reviewCount: number;
}

interface HostRow {
  id: string;
  name: string;
  about: string | null;
  hosting_since: Date;
  rating_sum: number;
  review_count: number;
}

function createHostProfilesRepository(knex: Knex, storage: ImageStorage) {
  return {
    /**
     * The user `id` if they are a host, else null. Hosting since: the approval of their host request
     * (host_requests_user_idx), or the account's creation for a host made without one. The rating
     * adds up the listings' own sums (listings_host_idx): one row per active listing, no review read.
     */
    async findHost(id: string, trx: Knex = knex): Promise<StoredHost | null> {
      const row = (await trx
        .select(
          trx.raw(`
            u.id, u.name, u.about,
            coalesce(
              (SELECT min(hr.reviewed_at) FROM host_requests hr
                WHERE hr.user_id = u.id AND hr.status = 'approved'),
              u.created_at
            ) AS hosting_since,
            r.rating_sum, r.review_count`),
        )
        .from('users as u')
        .joinRaw(
          `CROSS JOIN LATERAL (
             SELECT coalesce(sum(l.rating_sum), 0)::int AS rating_sum,
                    coalesce(sum(l.review_count), 0)::int AS review_count
               FROM listings l
              WHERE l.host_id = u.id AND l.deleted_at IS NULL AND l.is_active
           ) r`,
        )
        .where('u.id', id)
        .whereRaw("'host' = ANY(u.roles)")
        .first()) as HostRow | undefined;
      if (!row) return null;
      return {
        id: row.id,
        name: row.name,
        about: row.about,
        hostingSince: row.hosting_since,
        ratingSum: row.rating_sum,
        reviewCount: row.review_count,
      };
    },

    /** A page of the host's active listings, newest first, on listings_host_idx (inactive ones filtered). */
    async listActive(hostId: string, page: PageRequest, trx: Knex = knex): Promise<Page<ListingSummary>> {
      const query = trx('listings as l')
        .select(trx.raw(SEARCH_COLUMNS))
        .joinRaw(FIRST_PHOTO_JOIN)
        .where('l.host_id', hostId)
        .whereNull('l.deleted_at')
        .where('l.is_active', true);
      return readPage(trx, query, HOST_PUBLIC_LISTINGS_ORDER, page, (row: SummaryRow) =>
        toSummary(row, storage),
      );
    },
  };
}

export type HostProfilesRepository = ReturnType<typeof createHostProfilesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    hostProfilesRepository: HostProfilesRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('hostProfilesRepository', createHostProfilesRepository(app.knex, app.imageStorage));
  },
  { name: 'host-profiles-repository', dependencies: ['db', 'image-storage'] },
);
