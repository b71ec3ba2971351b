import type { Page, Review, ReviewForModeration, ReviewStatus } from '@shoreline/shared-domain/types';
import fp from 'fastify-plugin';
import type { Knex } from 'knex';
import { keysetOrder, readPage, type PageRequest } from '../../../db/keyset-page';
import type { PublicReview } from '../../../schemas/review';

export interface ReviewRow {
  id: string;
  listing_id: string;
  reviewer_id: string;
  reviewer_name: string | null;
  booking_id: string;
  rating: number;
  comment: string;
  status: ReviewStatus;
  rejection_reason: string | null;
  reviewed_by: string | null;
  reviewed_at: Date | null;
  created_at: Date;
  updated_at: Date;
  listing_title: string;
}

export interface NewReview {
  listingId: string;
  reviewerId: string;
  bookingId: string;
  rating: number;
  comment: string;
  status: ReviewStatus;
}

const REVIEW_COLUMNS = `
  r.id, r.listing_id, r.reviewer_id, u.name AS reviewer_name, r.booking_id, r.rating, r.comment, r.status,
  r.rejection_reason, r.reviewed_by, r.reviewed_at, r.created_at, r.updated_at, l.title AS listing_title`;

export function toReview(row: Omit<ReviewRow, 'listing_title'>): Review {
  return {
    id: row.id,
    listingId: row.listing_id,
    reviewerId: row.reviewer_id,
    reviewerName: row.reviewer_name,
    bookingId: row.booking_id,
    rating: row.rating,
    comment: row.comment,
    status: row.status,
    rejectionReason: row.rejection_reason,
    reviewedBy: row.reviewed_by,
    reviewedAt: row.reviewed_at ? row.reviewed_at.toISOString() : null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The columns of a published review (`PUBLIC_REVIEW_COLUMNS`); the reviewer's id never leaves the API. */
export interface PublicReviewRow {
  id: string;
  reviewer_id: string;
  reviewer_name: string | null;
  rating: number;
  comment: string;
  created_at: Date;
  updated_at: Date;
}

/** The listing page's one statement (db/listing-page-sql.ts) reads the same columns. */
export const PUBLIC_REVIEW_COLUMNS =
  'r.id, r.reviewer_id, ru.name AS reviewer_name, r.rating, r.comment, r.created_at, r.updated_at';

/** A review as anyone may read it: `mine` for its author, no one's ids (issue 20). */
export function toPublicReview(row: PublicReviewRow, viewerId: string | null): PublicReview {
  return {
    id: row.id,
    reviewerName: row.reviewer_name,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    mine: viewerId !== null && row.reviewer_id === viewerId,
  };
}

function selectReviews(trx: Knex) {
  return trx('reviews as r')
    .join('listings as l', 'l.id', 'r.listing_id')
    .leftJoin('users as u', 'u.id', 'r.reviewer_id')
    .select(trx.raw(REVIEW_COLUMNS));
}

/** Newest first, the id breaking ties (indexes reviews_reviewer_newest_idx, reviews_status_idx). */
const newestReviews = (scope: string) =>
  keysetOrder(scope, 'desc', [
    { column: 'r.created_at', kind: 'micros' },
    { column: 'r.id', kind: 'uuid' },
  ] as const);
export const MY_REVIEWS_ORDER = newestReviews('my-reviews');
export const MODERATION_ORDER = newestReviews('moderation-reviews');

const NEWEST_FIRST = [
  { column: 'r.created_at', order: 'desc' },
  { column: 'r.id', order: 'desc' },
] as const;

function createReviewsRepository(knex: Knex) {
  return {
    async findById(id: string, trx: Knex = knex): Promise<Review | null> {
      const row = (await selectReviews(trx).where('r.id', id).first()) as ReviewRow | undefined;
      return row ? toReview(row) : null;
    },

    /** The approved reviews of a listing, newest first, as anyone may read them (`mine`: `viewerId`'s). */
    async listPublished(
      listingId: string,
      viewerId: string | null,
      trx: Knex = knex,
    ): Promise<PublicReview[]> {
      const rows = (await trx('reviews as r')
        .leftJoin('users as ru', 'ru.id', 'r.reviewer_id')
        .select(trx.raw(PUBLIC_REVIEW_COLUMNS))
        .where({ 'r.listing_id': listingId, 'r.status': 'approved' })
        .orderBy([...NEWEST_FIRST])) as PublicReviewRow[];
      return rows.map((row) => toPublicReview(row, viewerId));
    },

    /** A reviewer's own reviews in any status, optionally of one listing, newest first. */
    async listByReviewer(reviewerId: string, listingId: string | null, trx: Knex = knex): Promise<Review[]> {
      const query = selectReviews(trx).where('r.reviewer_id', reviewerId);
      if (listingId) query.andWhere('r.listing_id', listingId);
      const rows = (await query.orderBy([...NEWEST_FIRST])) as ReviewRow[];
      return rows.map(toReview);
    },

    /** A page of a reviewer's own reviews (`listByReviewer`), newest first. */
    async pageByReviewer(
      reviewerId: string,
      listingId: string | null,
      page: PageRequest,
      trx: Knex = knex,
    ): Promise<Page<Review>> {
      const query = selectReviews(trx).where('r.reviewer_id', reviewerId);
      if (listingId) query.andWhere('r.listing_id', listingId);
      return readPage(trx, query, MY_REVIEWS_ORDER, page, toReview);
    },

    /** A page of the moderation queue: reviews in one status with their listing's title, newest first. */
    async listForModeration(
      status: ReviewStatus,
      page: PageRequest,
      trx: Knex = knex,
    ): Promise<Page<ReviewForModeration>> {
      const query = selectReviews(trx).where('r.status', status);
      return readPage(trx, query, MODERATION_ORDER, page, (row: ReviewRow) => ({
        ...toReview(row),
        listingTitle: row.listing_title,
      }));
    },

    async findForModeration(id: string, trx: Knex = knex): Promise<ReviewForModeration | null> {
      const row = (await selectReviews(trx).where('r.id', id).first()) as ReviewRow | undefined;
      return row ? { ...toReview(row), listingTitle: row.listing_title } : null;
    },

    /** Inserts a review; a second review of one booking violates `reviews_one_per_booking`. */
    async create(review: NewReview, trx: Knex = knex): Promise<string> {
      const [row] = (await trx('reviews')
        .insert({
          listing_id: review.listingId,
          reviewer_id: review.reviewerId,
          booking_id: review.bookingId,
          rating: review.rating,
          comment: review.comment,
          status: review.status,
        })
        .returning('id')) as { id: string }[];
      if (!row) throw new Error('insert into reviews returned no row');
      return row.id;
    },

    /** New text and rating; the review goes back to `status` and loses its previous moderation. */
    async edit(
      id: string,
      changes: { rating: number; comment: string; status: ReviewStatus },
      trx: Knex = knex,
    ): Promise<boolean> {
      const count = await trx('reviews').where({ id }).update({
        rating: changes.rating,
        comment: changes.comment,
        status: changes.status,
        reviewed_by: null,
        reviewed_at: null,
        rejection_reason: null,
        updated_at: trx.fn.now(),
      });
      return count === 1;
    },

    /**
     * Compare-and-swap moderation: only a review still in `from` moves, with who decided, when and
     * why. `updated_at` stays when the text was written (SPEC 7). False when it was no longer in
     * `from` (or does not exist).
     */
    async moderate(
      id: string,
      from: ReviewStatus,
      decision: { status: ReviewStatus; reviewedBy: string; rejectionReason: string | null },
      trx: Knex = knex,
    ): Promise<boolean> {
      const rows = (await trx('reviews')
        .where({ id, status: from })
        .update({
          status: decision.status,
          reviewed_by: decision.reviewedBy,
          rejection_reason: decision.rejectionReason,
          reviewed_at: trx.fn.now(),
        })
        .returning('id')) as { id: string }[];
      return rows.length === 1;
    },

    async delete(id: string, trx: Knex = knex): Promise<boolean> {
      return (await trx('reviews').where({ id }).delete()) === 1;
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    reviewsRepository: ReviewsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('reviewsRepository', createReviewsRepository(app.knex));
  },
  { name: 'reviews-repository', dependencies: ['db'] },
);
