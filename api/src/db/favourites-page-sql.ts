import { SEARCH_COLUMNS } from './listing-search-sql';
import type { NamedQuery } from './run-named-query';
import { FIRST_PHOTO_JOIN } from '../lib/images/to-photo';

// GET /api/me/favourites (issue 24 item 6): one keyset page of a person's saved listings, newest saved
// first, as cards, in one statement. The walk is favourites_user_newest_idx from the cursor (its order
// exactly), each row joined to its listing by primary key; listings no longer public are skipped (a
// person keeps at most MAX_FAVOURITES, so skipping is bounded). With a stay, each listing is asked the
// search's own question (db/listing-search-sql.ts): the window holds the stay and no taken night
// (approved stay or host block) overlaps it, one probe of taken_ranges' GiST index per row. OFFSET 0
// keeps it that probe: without it Postgres read every taken range of those nights (`during` alone,
// thousands at scale) into a hash of listing ids, for a page of 12.

export interface FavouritesPageQuery {
  userId: string;
  /** Both or neither: the stay [checkin, checkout). */
  stay: { checkin: string; checkout: string } | null;
  /** After this saved row (the previous page's last): saved time in microseconds, listing id. */
  after: readonly [savedUs: number, listingId: string] | null;
  limit: number;
}

export function favouritesPageSql(query: FavouritesPageQuery): NamedQuery {
  const values: unknown[] = [query.userId];
  const add = (value: unknown, type: string) => {
    values.push(value);
    return `$${values.length}::${type}`;
  };
  let available = 'NULL::boolean';
  if (query.stay) {
    const checkin = add(query.stay.checkin, 'date');
    const checkout = add(query.stay.checkout, 'date');
    available = `(l.available_from <= ${checkin} AND l.available_to >= ${checkout}
       AND NOT EXISTS (SELECT 1 FROM taken_ranges t
                        WHERE t.listing_id = l.id AND t.during && daterange(${checkin}, ${checkout}) OFFSET 0))`;
  }
  const where = ['f.user_id = $1::uuid', 'l.is_active', 'l.deleted_at IS NULL'];
  if (query.after) {
    where.push(
      `(f.created_at, f.listing_id) < (timestamptz 'epoch' + ${add(query.after[0], 'bigint')} * interval '1 microsecond', ${add(query.after[1], 'uuid')})`,
    );
  }
  const limit = add(query.limit + 1, 'int');
  return {
    name: `favourites_page_${query.stay ? 1 : 0}${query.after ? 'c' : ''}`,
    // A probe of one person's rows on their own index: the same plan for everyone.
    genericPlan: true,
    text: `SELECT ${SEARCH_COLUMNS}, f.created_at AS saved_at,
       (extract(epoch FROM f.created_at) * 1000000)::bigint AS saved_us,
       ${available} AS available_for_stay
  FROM favourites f
  JOIN listings l ON l.id = f.listing_id
  ${FIRST_PHOTO_JOIN}
 WHERE ${where.join('\n   AND ')}
 ORDER BY f.created_at DESC, f.listing_id DESC
 LIMIT ${limit}`,
    values,
  };
}
