import { REVIEW_STATUSES } from '@shoreline/shared-domain/types';
import { Type, type Static } from 'typebox';
import { IsoDateTime, Uuid } from '../lib/schemas';

// TypeBox mirrors of the Review wire types in shared-domain/src/types.ts (same fields, same names).

export const ReviewStatus = Type.Enum(REVIEW_STATUSES);

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

export const Review = Type.Object(reviewFields);

/** The moderation list also names the listing (PRODUCT.md 9). */
export const ReviewForModeration = Type.Object({ ...reviewFields, listingTitle: Type.String() });

/**
 * A published review as anyone may read it (issue 20): what the listing page shows, and no ids of
 * the reviewer, their stay or the moderating admin. `mine` tells the signed-in author which are theirs.
 */
export const PublicReview = Type.Object(
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
);
export type PublicReview = Static<typeof PublicReview>;

export const ListingReviews = Type.Object({
  items: Type.Array(PublicReview, { description: 'Approved reviews, newest first' }),
  averageRating: Type.Union([Type.Number(), Type.Null()], {
    description: 'One decimal; null without reviews',
  }),
  reviewCount: Type.Integer(),
});

// Request bodies are loose on purpose (a missing rating or a blank comment is allowed through): the
// rules and their SPEC messages are shared-domain's `validateReview`, not JSON-schema texts.
const Rating = Type.Union([Type.Number(), Type.String({ maxLength: 10 }), Type.Null()], {
  description: 'A whole number 1 to 5',
});
const Comment = Type.Union([Type.String({ maxLength: 10000 }), Type.Null()]);

export const ReviewBody = Type.Object({
  bookingId: Type.Optional(
    Type.Union([Uuid, Type.Literal(''), Type.Null()], { description: 'The completed stay' }),
  ),
  rating: Type.Optional(Rating),
  comment: Type.Optional(Comment),
});

export const ReviewChangeBody = Type.Object({
  rating: Type.Optional(Rating),
  comment: Type.Optional(Comment),
});

export const ReviewRejectionBody = Type.Object({
  reason: Type.Optional(Type.Union([Type.String({ maxLength: 10000 }), Type.Null()])),
});
