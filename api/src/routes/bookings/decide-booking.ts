import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BOOKING_ACTIONS,
  BOOKING_TRANSITIONS,
  decideBookingAction,
  type BookingAction,
} from '@shoreline/shared-domain/bookingTransitions';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { BookingEvent } from '@shoreline/shared-domain/notifications';
import type { Booking as BookingType } from '@shoreline/shared-domain/types';
import { conflict, notFound, unwrap } from '../../lib/http-errors';
import { errorResponses, IdParams } from '../../lib/schemas';
import { Booking } from '../../schemas/booking';

const SUMMARIES: Record<BookingAction, string> = {
  approve:
    "The listing's host approves a pending booking; the pending requests it overlaps are rejected in the same " +
    'transaction (PRODUCT.md 19). 409 when it is no longer pending or its dates are taken.',
  reject: "The listing's host rejects a pending booking. 409 when it is no longer pending.",
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
   * Who may act is decided by shared-domain on the booking as read; whether it is still pending (and
   * not expired) is decided by Postgres (compare-and-swap at the app's clock), so two concurrent
   * decisions can never both succeed and no decision lands on a request that expired meanwhile.
   */
  async function decide(bookingId: string, userId: string, action: BookingAction): Promise<BookingType> {
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
      if (!(await app.bookingsRepository.changeStatus(booking.id, transition.from, transition.to, trx))) {
        // Lost the race: to another decision, or to the clock.
        const current = await app.bookingsRepository.findById(booking.id, trx);
        throw conflict(
          current?.status === 'expired' ? MESSAGES.bookingExpired : transition.notAllowedMessage,
        );
      }
      await app.notify.booking(trx, ACTION_EVENTS[action], booking.id);
      if (action === 'approve') {
        const range = { start: booking.startDate, end: booking.endDate };
        const declined = await app.bookingsRepository.rejectPendingOverlapping(
          booking.listingId,
          range,
          booking.id,
          trx,
        );
        await app.notify.booking(trx, 'declined-dates-taken', declined);
      }
      const decided = await app.bookingsRepository.findById(booking.id, trx);
      if (!decided) throw notFound(MESSAGES.bookingNotFound);
      return decided;
    });
  }

  for (const action of BOOKING_ACTIONS) {
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
};

export default routes;
