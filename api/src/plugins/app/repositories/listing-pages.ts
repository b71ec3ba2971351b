import fp from 'fastify-plugin';
import { listingPageSql } from '../../../db/listing-page-sql';
import type { RunNamedQuery } from '../../../db/run-named-query';
import type { ImageStorage } from '../../../lib/images/image-storage';
import { toListing, type ListingRow, type StoredListing } from './listings';
import type { PublicReview } from '../../../schemas/review';
import { toPublicReview, type PublicReviewRow } from './reviews';

/** JSON carries timestamps as text: the same fields as a review row, dates still to parse. */
type ReviewJson = Omit<PublicReviewRow, 'created_at' | 'updated_at'> & {
  created_at: string;
  updated_at: string;
};

interface PageRow extends ListingRow {
  rating_sum: number;
  taken: { startDate: string; endDate: string }[];
  reviews: ReviewJson[];
}

/** What the listing page shows, read in one statement; the route decides who may see it. */
export interface StoredListingPage {
  listing: StoredListing;
  /** Approved stays and host blocks ending after `today`, in date order. */
  taken: { startDate: string; endDate: string }[];
  /** The newest approved reviews, at most the limit asked for (`mine`: the viewer's). */
  reviews: PublicReview[];
  /** Sum of the approved ratings (for an exact average; the listing's own is to 2 decimals). */
  ratingSum: number;
}

function createListingPagesRepository(runNamedQuery: RunNamedQuery, storage: ImageStorage) {
  return {
    async find(
      id: string,
      today: string,
      reviewLimit: number,
      viewerId: string | null = null,
    ): Promise<StoredListingPage | null> {
      const [row] = await runNamedQuery<PageRow>(listingPageSql(id, today, reviewLimit));
      if (!row) return null;
      return {
        listing: toListing(row, storage),
        taken: row.taken,
        reviews: row.reviews.map((review) =>
          toPublicReview(
            { ...review, created_at: new Date(review.created_at), updated_at: new Date(review.updated_at) },
            viewerId,
          ),
        ),
        ratingSum: row.rating_sum,
      };
    },
  };
}

export type ListingPagesRepository = ReturnType<typeof createListingPagesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    listingPagesRepository: ListingPagesRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('listingPagesRepository', createListingPagesRepository(app.runNamedQuery, app.imageStorage));
  },
  { name: 'listing-pages-repository', dependencies: ['db', 'image-storage'] },
);
