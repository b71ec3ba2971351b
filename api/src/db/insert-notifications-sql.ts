import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';

/** A notification to store, and its email when its recipient wants emails. */
export interface NotificationDelivery {
  userId: string;
  kind: string;
  facts: object;
  link: string;
  email: { recipient: string; subject: string; text: string; html: string } | null;
}

/**
 * Notifications and their emails (the outbox) in ONE statement whatever their number (issue 28): an
 * approval tells the renter and every renter whose request it declined, and a row at a time cost two
 * statements per person inside the listing's lock. The ids are made here, so each email names its
 * notification without reading them back; the outbox's foreign key is checked at the statement's end,
 * when both inserts are done. One statement: both commit together or not at all.
 */
export async function insertNotifications(
  trx: Knex,
  deliveries: readonly NotificationDelivery[],
): Promise<void> {
  if (deliveries.length === 0) return;
  const notifications: object[] = [];
  const emails: object[] = [];
  for (const delivery of deliveries) {
    const id = randomUUID();
    const { userId, kind, facts, link, email } = delivery;
    notifications.push({ id, user_id: userId, kind, facts, link });
    if (email) {
      emails.push({
        notification_id: id,
        recipient: email.recipient,
        subject: email.subject,
        text_body: email.text,
        html_body: email.html,
      });
    }
  }
  await trx.raw(
    `WITH stored AS (
       INSERT INTO notifications (id, user_id, kind, facts, link)
       SELECT id, user_id, kind, facts, link
         FROM jsonb_to_recordset(?::jsonb) AS n (id uuid, user_id uuid, kind text, facts jsonb, link text)
     )
     INSERT INTO email_outbox (notification_id, recipient, subject, text_body, html_body)
     SELECT notification_id, recipient, subject, text_body, html_body
       FROM jsonb_to_recordset(?::jsonb)
         AS e (notification_id uuid, recipient text, subject text, text_body text, html_body text)`,
    [JSON.stringify(notifications), JSON.stringify(emails)],
  );
}
