import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { decidedMeanwhileNotice, MESSAGES } from '@shoreline/shared-domain/messages';
import { nextReviewStatus } from '@shoreline/shared-domain/reviewTransitions';
import type { ReviewForModeration as ReviewForModerationType } from '@shoreline/shared-domain/types';
import { validateReviewRejection } from '@shoreline/shared-domain/validation/validateReviewRejection';
import { conflict, forbidden, notFound, unwrap } from '../../../lib/http-errors';
import { errorResponses, IdParams } from '../../../lib/schemas';
import { ReviewForModeration, ReviewRejectionBody } from '../../../schemas/review';

type Decision = 'approve' | 'reject';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  /** shared-domain says whether the move is allowed; the compare-and-swap makes it stick under races. */
  async function moderate(
    id: string,
    action: Decision,
    adminId: string,
    rejectionReason: string | null,
  ): Promise<ReviewForModerationType> {
    await app.knex.transaction(async (trx) => {
      const review = await app.reviewsRepository.findById(id, trx);
      if (!review) throw notFound(MESSAGES.reviewNotFound);
      // An admin who also stays as a renter does not judge their own review.
      if (review.reviewerId === adminId) throw forbidden(MESSAGES.forbidden);
      const status = unwrap(nextReviewStatus(review.status, action));
      // Only if it is still in the state just judged: a concurrent decision makes this one a 409.
      const moved = await app.reviewsRepository.moderate(
        review.id,
        review.status,
        { status, reviewedBy: adminId, rejectionReason },
        trx,
      );
      if (!moved) {
        // Lost the race to another admin (or an edit made it pending again): say how it is now (issue 22).
        const now = await app.reviewsRepository.findById(review.id, trx);
        throw conflict((now && decidedMeanwhileNotice('review', now.status)) ?? MESSAGES.reviewNotPending);
      }
      await app.notify.review(trx, action === 'approve' ? 'review-approved' : 'review-rejected', review.id);
    });
    const review = await app.reviewsRepository.findForModeration(id);
    if (!review) throw notFound(MESSAGES.reviewNotFound);
    return review;
  }

  app.post(
    '/admin/reviews/:id/approve',
    {
      onRequest: [app.requireRole('admin')],
      schema: {
        tags: ['admin'],
        summary:
          'Approve a pending review: it is shown and counted from now on (records reviewedBy); not one of your own (403)',
        params: IdParams,
        response: { 200: ReviewForModeration, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => moderate(request.params.id, 'approve', request.user.id, null),
  );

  app.post(
    '/admin/reviews/:id/reject',
    {
      onRequest: [app.requireRole('admin')],
      schema: {
        tags: ['admin'],
        summary:
          'Reject a pending review with a reason (records reviewedBy and rejectionReason); not one of your own (403)',
        params: IdParams,
        body: ReviewRejectionBody,
        response: { 200: ReviewForModeration, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const reason = unwrap(validateReviewRejection({ reason: request.body.reason }));
      return moderate(request.params.id, 'reject', request.user.id, reason);
    },
  );
};

export default routes;
