import { PHOTOS_COLUMN } from '../lib/images/to-photo';
import { FACT_COLUMNS } from './listing-facts-columns';
import type { NamedQuery } from './run-named-query';

// GET /api/listings/:id/page (issue 10): the listing, its photos, host name and kept rating, the
// taken ranges from today on and the first approved reviews, in one statement on one connection.
// Each part is an index probe: listings' primary key, listing_photos' (listing_id, position),
// taken_ranges' GiST (listing_id, during), reviews_listing_status_idx (listing_id, status, created_at).
// Reviews carry only what the page shows (issue 20; the columns of the repository's
// PUBLIC_REVIEW_COLUMNS), reviewer_id only to mark the viewer's own.

/** Built once: a request only binds its values (and pg compares one string, not a new one, to the prepared). */
const LISTING_PAGE_TEXT = `SELECT l.id, l.title, l.description, l.price_per_night, l.address, l.city, l.country, l.available_from,
       l.available_to, l.is_active, l.host_id, u.name AS host_name, l.created_at, l.deleted_at,
       l.rating_avg, l.rating_sum, l.review_count, ${FACT_COLUMNS}, ${PHOTOS_COLUMN},
       coalesce((SELECT json_agg(json_build_object('startDate', lower(t.during), 'endDate', upper(t.during))
                                 ORDER BY lower(t.during))
                   FROM taken_ranges t
                  WHERE t.listing_id = l.id AND t.during && daterange($2::date, NULL)), '[]') AS taken,
       coalesce((SELECT json_agg(x ORDER BY x.created_at DESC, x.id DESC)
                   FROM (SELECT r.id, r.reviewer_id, ru.name AS reviewer_name, r.rating, r.comment, r.created_at,
                                r.updated_at
                           FROM reviews r LEFT JOIN users ru ON ru.id = r.reviewer_id
                          WHERE r.listing_id = l.id AND r.status = 'approved'
                          ORDER BY r.created_at DESC, r.id DESC
                          LIMIT $3::int) x), '[]') AS reviews
  FROM listings l JOIN users u ON u.id = l.host_id
 WHERE l.id = $1::uuid`;

export function listingPageSql(id: string, today: string, reviewLimit: number): NamedQuery {
  return {
    name: 'listing_page',
    // Probes by id and today only: the same plan for every listing.
    genericPlan: true,
    text: LISTING_PAGE_TEXT,
    values: [id, today, reviewLimit],
  };
}
