import fp from 'fastify-plugin';
import type { Knex } from 'knex';

// What the sitemap needs of the public listings (issue 21 item 6): their ids and last changes, in id
// order, from the partial index listings_sitemap_idx (id INCLUDE updated_at, active and not deleted),
// so both reads are index-only scans whatever the size of the table.

/** The public listings' WHERE, exactly the predicate of listings_sitemap_idx. */
const PUBLIC = 'is_active AND deleted_at IS NULL';

export interface SitemapListingEntry {
  id: string;
  /** When the listing last changed (its updated_at). */
  lastmod: string;
}

/** One file of the listings' sitemap: the entries after `cursor` (null: from the first) in id order. */
export interface SitemapListingsFile {
  cursor: string | null;
  count: number;
  /** The latest change among its listings. */
  lastmod: string;
}

function createListingSitemapRepository(knex: Knex) {
  return {
    /** Up to `limit` public listings with an id after `cursor`, by id. */
    async listAfter(cursor: string | null, limit: number, trx: Knex = knex): Promise<SitemapListingEntry[]> {
      const query = trx('listings').select('id', 'updated_at').whereRaw(PUBLIC).orderBy('id').limit(limit);
      if (cursor) query.where('id', '>', cursor);
      const rows = (await query) as { id: string; updated_at: Date }[];
      return rows.map((row) => ({ id: row.id, lastmod: row.updated_at.toISOString() }));
    },

    /**
     * The public listings in id order cut into files of `size`: where each starts (the last id of the
     * one before) and its latest change. One pass over the index, numbering the rows.
     */
    async files(size: number, trx: Knex = knex): Promise<SitemapListingsFile[]> {
      // uuid has no max(); its text form orders as the uuid does (lower-case hex, fixed width).
      const result = (await trx.raw(
        `SELECT file, count(*)::int AS count, max(updated_at) AS lastmod, max(id::text) AS last_id
           FROM (SELECT id, updated_at, (row_number() OVER (ORDER BY id) - 1) / ? AS file
                   FROM listings WHERE ${PUBLIC}) numbered
          GROUP BY file
          ORDER BY file`,
        [size],
      )) as { rows: { file: string | number; count: number; lastmod: Date; last_id: string }[] };
      return result.rows.map((row, index) => ({
        cursor: index === 0 ? null : (result.rows[index - 1]?.last_id ?? null),
        count: row.count,
        lastmod: row.lastmod.toISOString(),
      }));
    },
  };
}

export type ListingSitemapRepository = ReturnType<typeof createListingSitemapRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    listingSitemapRepository: ListingSitemapRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('listingSitemapRepository', createListingSitemapRepository(app.knex));
  },
  { name: 'listing-sitemap-repository', dependencies: ['db'] },
);
