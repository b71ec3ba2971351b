import type { ConversationEvent } from '@shoreline/shared-domain/conversations';
import { BOOKING_EVENT_RECIPIENTS, type BookingEvent } from '@shoreline/shared-domain/notifications';
import fp from 'fastify-plugin';
import type { Knex } from 'knex';

/**
 * `app.conversationEvents`: a booking's events in the thread of its renter and listing (issue 25), so
 * both parties read one history. Called by `app.notify.booking` with the event's transaction: an event
 * that rolls back leaves no line in the thread, one that commits always has it.
 */
export interface ConversationEvents {
  record: (trx: Knex, event: BookingEvent, bookingIds: string | readonly string[]) => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    conversationEvents: ConversationEvents;
  }
}

/** How the thread says it: every way a request ends unapproved by its renter is "declined". */
export const CONVERSATION_EVENT_OF: Record<BookingEvent, ConversationEvent> = {
  requested: 'requested',
  approved: 'approved',
  rejected: 'declined',
  'declined-dates-taken': 'declined',
  'declined-listing-removed': 'declined',
  cancelled: 'cancelled',
  expired: 'expired',
};

export default fp(
  async (app) => {
    const record: ConversationEvents['record'] = async (trx, event, bookingIds) => {
      // The sides that hear of the event (its notification's recipients) see the thread as unread.
      const unread = [...new Set(BOOKING_EVENT_RECIPIENTS[event].map((recipient) => recipient.party))];
      // A request opens the conversation. Any later event opens it too, for a booking made before
      // conversations existed: a booking means its renter asked, so the host may write to them.
      await app.conversationsRepository.appendBookingEvents(
        CONVERSATION_EVENT_OF[event],
        typeof bookingIds === 'string' ? [bookingIds] : bookingIds,
        unread,
        trx,
      );
    };
    app.decorate('conversationEvents', { record });
  },
  { name: 'conversation-events', dependencies: ['conversations-repository'] },
);
