import { REVIEW_STATUSES } from '@shoreline/shared-domain/types';
import { Type, type Static } from 'typebox';
import { IsoDateTime, Uuid } from '../lib/schemas';
import { named } from './named';
import { MAX_COMMENT_LENGTH } from '@shoreline/shared-domain/constants';

// TypeBox mirrors of the Review wire types in shared-domain/src/types.ts (same fields, same names).

export const ReviewStatus = named('ReviewStatus', Type.Enum(REVIEW_STATUSES));

const reviewFields = {
  id: Uuid,
  listingId: Uuid,
  reviewerId: Uuid,
  reviewerName: Type.Union([Type.String(), Type.Null()]),
  bookingId: Uuid,
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  comment: Type.String(),
  status: ReviewStatus,
  rejectionReason: Type.Union([Type.String(), Type.Null()]),
  reviewedBy: Type.Union([Type.String(), Type.Null()]),
  reviewedAt: Type.Union([IsoDateTime, Type.Null()], {
    description: 'When it was approved or rejected; null while it waits for moderation',
  }),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
};

export const Review = named(
  'Review',
  Type.Object(reviewFields),
  'A review of a completed stay and its moderation state',
);

/** The moderation list also names the listing (PRODUCT.md 9). */
export const ReviewForModeration = named(
  'ReviewForModeration',
  Type.Object({ ...reviewFields, listingTitle: Type.String() }),
  'A review with the title of its listing, as the moderation list shows it',
);

/**
 * A published review as anyone may read it (issue 20): what the listing page shows, and no ids of
 * the reviewer, their stay or the moderating admin. `mine` tells the signed-in author which are theirs.
 */
export const PublicReview = named(
  'PublicReview',
  Type.Object(
    {
      id: Uuid,
      reviewerName: Type.Union([Type.String(), Type.Null()]),
      rating: Type.Integer({ minimum: 1, maximum: 5 }),
      comment: Type.String(),
      createdAt: IsoDateTime,
      updatedAt: IsoDateTime,
      mine: Type.Boolean({
        description:
          'Written by the signed-in viewer (their own: they may edit or delete it); false for visitors',
      }),
    },
    { description: 'A published review: only what the listing page shows' },
  ),
);
export type PublicReview = Static<typeof PublicReview>;

export const ListingReviews = named(
  'ListingReviews',
  Type.Object({
    items: Type.Array(PublicReview, { description: 'Approved reviews, newest first' }),
    averageRating: Type.Union([Type.Number(), Type.Null()], {
      description: 'One decimal; null without reviews',
    }),
    reviewCount: Type.Integer(),
  }),
  "A listing's published reviews, with their average and count",
);

// Request bodies state what the server enforces (issue 23 item 4): a stay, a whole-number rating and
// a comment that is not blank. Their messages are shared-domain's `validateReview` (SPEC 5), which
// the routes give a refused body to first (lib/spec-body-messages.ts).
const Rating = Type.Integer({ minimum: 1, maximum: 5, description: 'A whole number 1 to 5' });
const Comment = Type.String({
  maxLength: 10000,
  pattern: '\\S',
  description: `Not blank; at most ${MAX_COMMENT_LENGTH} characters once trimmed`,
});

export const ReviewBody = named(
  'ReviewInput',
  Type.Object({
    bookingId: Type.String({ format: 'uuid', description: 'The completed stay' }),
    rating: Rating,
    comment: Comment,
  }),
);

export const ReviewChangeBody = named('ReviewChange', Type.Object({ rating: Rating, comment: Comment }));

export const ReviewRejectionBody = named(
  'ReviewRejection',
  Type.Object({
    reason: Type.Optional(Type.Union([Type.String({ maxLength: 10000 }), Type.Null()])),
  }),
);
