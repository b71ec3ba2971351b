import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BOOKING_ACTIONS,
  BOOKING_TRANSITIONS,
  decideBookingAction,
  type BookingAction,
} from '@shoreline/shared-domain/bookingTransitions';
import { MAX_BOOKING_DECLINE_REASON_LENGTH } from '@shoreline/shared-domain/constants';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { BookingEvent } from '@shoreline/shared-domain/notifications';
import type { Booking as BookingType } from '@shoreline/shared-domain/types';
import { validateBookingRejection } from '@shoreline/shared-domain/validation/validateBookingRejection';
import type { Knex } from 'knex';
import { Type } from 'typebox';
import { declineOverlappingRequests } from '../../lib/bookings/decline-overlapping-requests';
import { conflict, notFound, unwrap } from '../../lib/http-errors';
import { errorResponses, IdParams } from '../../lib/schemas';
import { Booking } from '../../schemas/booking';
import { named } from '../../schemas/named';

const SUMMARIES: Record<BookingAction, string> = {
  approve:
    "The listing's host approves a pending booking; the pending requests it overlaps are rejected in the same " +
    'transaction (PRODUCT.md 19). 409 when it is no longer pending or its dates are taken (then with a message ' +
    'for the host: only a rejection is left).',
  reject:
    "The listing's host rejects a pending booking, optionally saying why (the renter sees it). 409 when it is " +
    'no longer pending.',
  cancel: 'The renter cancels their pending booking. 409 when it is no longer pending.',
};
const EXPIRY_NOTE =
  ' A request past its expiry (72 hours after it was made, or the end of its check-in day) is `expired` ' +
  'even before the expiry job stored it, and answering it is a 409 too (PRODUCT.md 24).';

/** What each decision tells the other party (PRODUCT.md 25). */
const ACTION_EVENTS: Record<BookingAction, BookingEvent> = {
  approve: 'approved',
  reject: 'rejected',
  cancel: 'cancelled',
};

const routes: FastifyPluginAsyncTypebox = async (app) => {
  /**
   * The compare-and-swap. An approval over nights a stay or a block took meanwhile (an import from
   * another platform, a request approved before blocks declined requests) fails in Postgres (23P01,
   * the taken nights' exclusion constraint): the host is told so, not the renter's "select different
   * dates" (issue 22). Nothing else is read under the listing's lock, so queued approvals stay quick.
   */
  async function changeStatus(
    id: string,
    action: BookingAction,
    trx: Knex,
    decline: { reason: string | null } | null,
  ): Promise<boolean> {
    const { from, to } = BOOKING_TRANSITIONS[action];
    try {
      return await app.bookingsRepository.changeStatus(id, from, to, trx, decline);
    } catch (error) {
      if (action === 'approve' && (error as { code?: unknown }).code === '23P01') {
        throw conflict(MESSAGES.approveNightsTaken);
      }
      throw error;
    }
  }

  /**
   * Who may act is decided by shared-domain on the booking as read; whether it is still pending (and
   * not expired) is decided by Postgres (compare-and-swap at the app's clock), so two concurrent
   * decisions can never both succeed and no decision lands on a request that expired meanwhile.
   */
  async function decide(
    bookingId: string,
    userId: string,
    action: BookingAction,
    reason: string | null = null,
  ): Promise<BookingType> {
    const transition = BOOKING_TRANSITIONS[action];
    return app.knex.transaction(async (trx) => {
      const booking = await app.bookingsRepository.findById(bookingId, trx);
      if (!booking) throw notFound(MESSAGES.bookingNotFound);
      unwrap(decideBookingAction(booking, userId, action));
      if (action === 'approve') {
        // One approval per listing at a time: approvals queue here instead of deadlocking on each
        // other's overlapping pending rows.
        const listing = await app.listingsRepository.findOwnerForUpdate(booking.listingId, trx);
        if (!listing || listing.deleted) throw conflict(MESSAGES.listingUnavailable);
      }
      const decline = action === 'reject' ? { reason } : null;
      if (!(await changeStatus(booking.id, action, trx, decline))) {
        // Lost the race: to another decision, or to the clock.
        const current = await app.bookingsRepository.findById(booking.id, trx);
        throw conflict(
          current?.status === 'expired' ? MESSAGES.bookingExpired : transition.notAllowedMessage,
        );
      }
      // The booking as read for its notification, after the change: what the route answers (the
      // requests declined below are others).
      const [decided] = await app.notify.booking(trx, ACTION_EVENTS[action], booking.id);
      if (action === 'approve') {
        await declineOverlappingRequests(app, trx, {
          listingId: booking.listingId,
          range: { start: booking.startDate, end: booking.endDate },
          cause: 'dates-taken',
          exceptId: booking.id,
        });
      }
      if (!decided) throw notFound(MESSAGES.bookingNotFound);
      return decided;
    });
  }

  // Reject has a body of its own (the reason): declared below.
  for (const action of BOOKING_ACTIONS.filter((one) => one !== 'reject')) {
    const actor = BOOKING_TRANSITIONS[action].actor;
    app.post(
      `/bookings/:id/${action}`,
      {
        onRequest: [actor === 'host' ? app.requireRole('host') : app.authenticate],
        schema: {
          tags: ['bookings'],
          summary: SUMMARIES[action],
          description: EXPIRY_NOTE.trim(),
          params: IdParams,
          response: { 200: Booking, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => decide(request.params.id, request.user.id, action),
    );
  }

  app.post(
    '/bookings/:id/reject',
    {
      onRequest: [app.requireRole('host')],
      // The body is optional: a rejection without one (as before reasons existed) has no reason.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        tags: ['bookings'],
        summary: SUMMARIES.reject,
        description:
          `Body optional: \`{ reason }\`, trimmed, at most ${MAX_BOOKING_DECLINE_REASON_LENGTH} characters (400 ` +
          'otherwise, and nothing changes); blank means no reason. The renter reads it as `declineReason` and in ' +
          `the notification.${EXPIRY_NOTE}`,
        params: IdParams,
        body: named(
          'BookingRejection',
          Type.Object({
            // Longer than the limit here so that shared-domain answers with the form's own message.
            reason: Type.Optional(Type.Union([Type.String({ maxLength: 10000 }), Type.Null()])),
          }),
        ),
        response: { 200: Booking, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const reason = unwrap(validateBookingRejection({ reason: request.body.reason }));
      return decide(request.params.id, request.user.id, 'reject', reason);
    },
  );
};

export default routes;
