import { MESSAGE_EMAIL_DIGEST_MS, messageExcerpt } from '@shoreline/shared-domain/conversations';
import { notificationLink, type NotificationContent } from '@shoreline/shared-domain/notifications';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { claimMessageEmail, readMessageAudience } from './message-audience';
import { renderNotificationEmail } from './render-email';

/**
 * `app.notify.message` (issue 25): a text message reaches the other party of its conversation. Called
 * in the send's transaction, after the message and the recipient's unread flag are stored (the send
 * holds the conversation row's lock, so two sends to one thread notify one after the other).
 *
 * - The bell: ONE unread 'message-received' notification per recipient and conversation. While one
 *   is unread, each message refreshes its excerpt and its arrival time instead of adding another
 *   (ten messages are one thing to read, not ten).
 * - The live signal, always: the recipient's streams get the count and the refreshed notification as
 *   `latest`, which is what an open thread listens for.
 * - Email, a digest: only when the recipient wants email, the thread is unread for them and they were
 *   not emailed about it within MESSAGE_EMAIL_DIGEST_MS by the app's clock (`app.now()`). Reading the
 *   thread does not reopen the window; a message after it, still or again unread, is emailed.
 */
export function messageNotifier(app: FastifyInstance) {
  return async (trx: Knex, args: { conversationId: string; messageId: string; senderId: string }) => {
    const repository = app.notificationsRepository;
    const audience = await readMessageAudience(trx, args.conversationId, args.messageId);
    if (!audience) throw new Error(`notify: no text message ${args.messageId} in ${args.conversationId}`);
    if (audience.recipient.id === args.senderId) {
      throw new Error(`notify: message ${args.messageId} was not sent by ${args.senderId}`);
    }
    const { recipient } = audience;
    const content: NotificationContent = {
      kind: 'message-received',
      facts: {
        conversationId: args.conversationId,
        listingId: audience.listingId,
        listingTitle: audience.listingTitle,
        senderName: audience.senderName,
        excerpt: messageExcerpt(audience.body),
        recipientRole: audience.recipientRole,
      },
    };
    const link = notificationLink(content);
    await repository.refreshUnreadMessage(
      { userId: recipient.id, content, link, conversationId: args.conversationId },
      trx,
    );

    const emailed =
      recipient.emailNotifications &&
      (await claimMessageEmail(
        trx,
        args.conversationId,
        audience.recipientRole,
        app.now(),
        MESSAGE_EMAIL_DIGEST_MS,
      ));
    if (emailed) {
      const email = renderNotificationEmail(content, link, app.config.publicOrigin);
      await app.emailOutboxRepository.enqueue(
        [
          {
            // No link to the notification: it is refreshed, not replaced, and the outbox holds at most
            // one email per notification, while a thread unread for long is emailed every window.
            notificationId: null,
            recipient: recipient.email,
            subject: email.subject,
            text: email.text,
            html: email.html,
          },
        ],
        trx,
      );
    }
    await app.notificationBus.publish(trx, { type: 'new', userIds: [recipient.id] });
  };
}
