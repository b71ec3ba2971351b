import type { ConversationRole } from '@shoreline/shared-domain/conversations';
import type { Knex } from 'knex';
import type { Recipient } from '../../plugins/app/repositories/notifications';

// What `app.notify.message` reads and claims about a conversation (issue 25), in the send's
// transaction: who hears of a message, and whose turn it is for the digest email.

/** What the notification of a message needs to know (`readMessageAudience`). */
export interface MessageAudience {
  recipient: Recipient;
  recipientRole: ConversationRole;
  senderName: string;
  listingId: string;
  listingTitle: string;
  body: string;
}

interface MessageAudienceRow {
  id: string;
  email: string;
  email_notifications: boolean;
  recipient_role: ConversationRole;
  sender_name: string;
  listing_id: string;
  listing_title: string;
  body: string;
}

/**
 * What the notification of a text message needs: its recipient (the other party), their side, the
 * sender's name, the listing and the text. Null when the message is not a text of that conversation.
 */
export async function readMessageAudience(
  trx: Knex,
  conversationId: string,
  messageId: string,
): Promise<MessageAudience | null> {
  const row = (await trx('messages as m')
    .join('conversations as c', 'c.id', 'm.conversation_id')
    .join('listings as l', 'l.id', 'c.listing_id')
    .join('users as s', 's.id', 'm.sender_id')
    .joinRaw(
      'JOIN users AS r ON r.id = CASE WHEN m.sender_id = c.renter_id THEN c.host_id ELSE c.renter_id END',
    )
    .select(
      'r.id',
      'r.email',
      'r.email_notifications',
      trx.raw(`CASE WHEN r.id = c.host_id THEN 'host' ELSE 'renter' END AS recipient_role`),
      's.name as sender_name',
      'l.id as listing_id',
      'l.title as listing_title',
      'm.body',
    )
    .where({ 'm.id': messageId, 'm.conversation_id': conversationId, 'm.kind': 'text' })
    .first()) as MessageAudienceRow | undefined;
  if (!row) return null;
  return {
    recipient: { id: row.id, email: row.email, emailNotifications: row.email_notifications },
    recipientRole: row.recipient_role,
    senderName: row.sender_name,
    listingId: row.listing_id,
    listingTitle: row.listing_title,
    body: row.body,
  };
}

/**
 * Takes the recipient's digest turn: sets their side's `*_emailed_at` to `now` when the conversation
 * is unread for them and they were not emailed about it since `now - windowMs`. True when it did (the
 * caller enqueues the email in the same transaction).
 */
export async function claimMessageEmail(
  trx: Knex,
  conversationId: string,
  role: ConversationRole,
  now: Date,
  windowMs: number,
): Promise<boolean> {
  // The side names the columns: one of two literals, never input.
  const unread = role === 'host' ? 'host_unread' : 'renter_unread';
  const emailedAt = role === 'host' ? 'host_emailed_at' : 'renter_emailed_at';
  const claimed = await trx('conversations')
    .where('id', conversationId)
    .where(unread, true)
    .where((q) => q.whereNull(emailedAt).orWhere(emailedAt, '<=', new Date(now.getTime() - windowMs)))
    .update({ [emailedAt]: now });
  return claimed === 1;
}
