import {
  BOOKING_EVENT_RECIPIENTS,
  bookingNotificationFacts,
  notificationLink,
  type BookingEvent,
  type CalendarNotificationFacts,
  type HostRequestNotificationKind,
  type NotificationContent,
  type ReviewNotificationKind,
} from '@shoreline/shared-domain/notifications';
import { declineReasonText } from '@shoreline/shared-domain/declineReason';
import fp from 'fastify-plugin';
import type { Knex } from 'knex';
import type { Booking } from '@shoreline/shared-domain/types';
import { insertNotifications } from '../../db/insert-notifications-sql';
import { renderNotificationEmail, type RenderedEmail } from '../../lib/notifications/render-email';
import { messageNotifier } from '../../lib/notifications/notify-message';
import type { Recipient } from './repositories/notifications';

/**
 * `app.notify`: how an event reaches the people it concerns (PRODUCT.md 25). Call it with the event's
 * transaction: the notifications, their emails (the outbox) and the live signal are written with the
 * event, so an event that rolls back tells nobody and one that commits is never lost.
 */
export interface Notify {
  /**
   * A booking event, for one booking or several (e.g. every request an approval declined). Returns
   * the bookings as read for it in the transaction (after the change the event is about), in order.
   */
  booking: (trx: Knex, event: BookingEvent, bookingIds: string | readonly string[]) => Promise<Booking[]>;
  /** To the reviewer (approved / rejected), or to every admin but the reviewer (awaiting moderation). */
  review: (trx: Knex, kind: ReviewNotificationKind, reviewId: string) => Promise<void>;
  /**
   * To the requester (approved / rejected, with the admin's reason when there is one), or to every
   * admin but the requester (submitted).
   */
  hostRequest: (
    trx: Knex,
    kind: HostRequestNotificationKind,
    hostRequestId: string,
    options?: { reason?: string | null },
  ) => Promise<void>;
  /** To the host: an imported calendar event overlaps an approved stay of their listing. */
  calendarConflict: (trx: Knex, hostId: string, facts: CalendarNotificationFacts) => Promise<void>;
  /**
   * A message was sent (issue 25): the recipient's one unread 'message-received' notification of the
   * conversation (refreshed, not repeated), the live signal, and the digest email at most every
   * MESSAGE_EMAIL_DIGEST_MS while unread. Call after the message and the unread flag are stored.
   */
  message: (
    trx: Knex,
    args: { conversationId: string; messageId: string; senderId: string },
  ) => Promise<void>;
  /** The general form: these people hear of this. */
  send: (trx: Knex, recipients: readonly Recipient[], content: NotificationContent) => Promise<void>;
}

/** One person hears of one thing. */
interface Delivery {
  recipient: Recipient;
  content: NotificationContent;
}

declare module 'fastify' {
  interface FastifyInstance {
    notify: Notify;
  }
}

export default fp(
  async (app) => {
    const repository = app.notificationsRepository;

    /**
     * Each person's notification, its email (when they want emails) and the live signal: one
     * statement for the rows whatever their number (insertNotifications), one signal for everyone.
     */
    const deliver = async (trx: Knex, deliveries: readonly Delivery[]) => {
      if (deliveries.length === 0) return;
      // Rendered once per content: `send` gives every recipient (e.g. every admin) the same.
      const rendered = new Map<NotificationContent, { link: string; email: RenderedEmail }>();
      const render = (content: NotificationContent) => {
        let done = rendered.get(content);
        if (!done) {
          const link = notificationLink(content);
          done = { link, email: renderNotificationEmail(content, link, app.config.publicOrigin) };
          rendered.set(content, done);
        }
        return done;
      };
      await insertNotifications(
        trx,
        deliveries.map(({ recipient, content }) => {
          const { link, email } = render(content);
          return {
            userId: recipient.id,
            kind: content.kind,
            facts: content.facts,
            link,
            email: recipient.emailNotifications ? { recipient: recipient.email, ...email } : null,
          };
        }),
      );
      const userIds = [...new Set(deliveries.map((delivery) => delivery.recipient.id))];
      await app.notificationBus.publish(trx, { type: 'new', userIds });
    };

    const send: Notify['send'] = (trx, recipients, content) =>
      deliver(
        trx,
        recipients.map((recipient) => ({ recipient, content })),
      );

    const toUser = async (trx: Knex, userId: string, content: NotificationContent) =>
      send(trx, await repository.recipients([userId], trx), content);

    const toAdmins = async (trx: Knex, exceptId: string, content: NotificationContent) =>
      send(trx, await repository.adminRecipients(exceptId, trx), content);

    const notifyMessage = messageNotifier(app);

    const notify: Notify = {
      send,

      booking: async (trx, event, bookingIds) => {
        const ids = typeof bookingIds === 'string' ? [bookingIds] : bookingIds;
        if (ids.length === 0) return [];
        // The event's line in the conversation of its renter and listing (issue 25), in this transaction.
        await app.conversationEvents.record(trx, event, ids);
        // Every booking with both parties in one read, and every notification in one write: an
        // approval that declines twenty requests costs no more statements than one that declines none.
        const found = await app.bookingsRepository.findWithParties(ids, trx);
        if (found.length !== ids.length) throw new Error(`notify: a booking of ${ids.join(', ')} is missing`);
        const deliveries = found.flatMap(({ booking, host, renter }) => {
          const facts = bookingNotificationFacts(booking);
          // Why it was declined, in the words its card shows (issue 22); other events have none.
          const reason = declineReasonText(booking);
          return BOOKING_EVENT_RECIPIENTS[event].flatMap(({ party, kind }) => {
            const recipient = party === 'host' ? host : renter;
            const content = { kind, facts: reason === null ? facts : { ...facts, reason } };
            return recipient ? [{ recipient, content }] : [];
          });
        });
        await deliver(trx, deliveries);
        return found.map(({ booking }) => booking);
      },

      review: async (trx, kind, reviewId) => {
        const review = await app.reviewsRepository.findForModeration(reviewId, trx);
        if (!review) throw new Error(`notify: no review ${reviewId}`);
        const facts = {
          reviewId: review.id,
          listingId: review.listingId,
          listingTitle: review.listingTitle,
          reviewerName: review.reviewerName,
          rating: review.rating,
          reason: review.rejectionReason,
        };
        if (kind === 'review-awaiting-moderation') await toAdmins(trx, review.reviewerId, { kind, facts });
        else await toUser(trx, review.reviewerId, { kind, facts });
      },

      hostRequest: async (trx, kind, hostRequestId, options = {}) => {
        const request = await app.hostRequestsRepository.findById(hostRequestId, trx);
        if (!request) throw new Error(`notify: no host request ${hostRequestId}`);
        const facts = {
          hostRequestId: request.id,
          requesterName: request.name,
          reason: options.reason ?? null,
        };
        if (kind === 'host-request-submitted') await toAdmins(trx, request.userId, { kind, facts });
        else await toUser(trx, request.userId, { kind, facts });
      },

      message: async (trx, args) => notifyMessage(trx, args),

      calendarConflict: async (trx, hostId, facts) =>
        toUser(trx, hostId, { kind: 'calendar-conflict', facts }),
    };

    app.decorate('notify', notify);
  },
  {
    name: 'notify',
    dependencies: [
      'notification-bus',
      'notifications-repository',
      'email-outbox-repository',
      'bookings-repository',
      'reviews-repository',
      'host-requests-repository',
    ],
  },
);
