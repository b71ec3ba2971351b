import fp from 'fastify-plugin';
import type { Knex } from 'knex';

export interface OutgoingEmail {
  notificationId: string | null;
  recipient: string;
  subject: string;
  text: string;
  html: string;
}

/** A message a sender has claimed: its lease runs until it is marked sent or failed. */
export interface ClaimedEmail extends OutgoingEmail {
  id: string;
  /** Including this one. */
  attempts: number;
}

interface OutboxRow {
  id: string;
  notification_id: string | null;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
}

function createEmailOutboxRepository(knex: Knex) {
  return {
    /** Queues emails in the caller's transaction: they go out only if it commits. */
    async enqueue(emails: OutgoingEmail[], trx: Knex = knex): Promise<void> {
      if (emails.length === 0) return;
      await trx('email_outbox').insert(
        emails.map((email) => ({
          notification_id: email.notificationId,
          recipient: email.recipient,
          subject: email.subject,
          text_body: email.text,
          html_body: email.html,
        })),
      );
    },

    /**
     * Claims up to `limit` due messages for this sender and commits at once, so no transaction stays
     * open while SMTP talks (the embedded database serialises transactions). Rows another sender is
     * claiming are skipped (FOR UPDATE SKIP LOCKED); a claimed row is not due again until its lease
     * ends, so two senders never send one message, and a sender that dies mid-send only delays it.
     */
    async claimDue(now: Date, limit: number, leaseMs: number, trx: Knex = knex): Promise<ClaimedEmail[]> {
      const { rows } = (await trx.raw(
        `UPDATE email_outbox AS o
            SET attempts = o.attempts + 1, next_attempt_at = ?::timestamptz + ? * interval '1 millisecond'
          WHERE o.id IN (
            SELECT id FROM email_outbox
             WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= ?::timestamptz
             ORDER BY next_attempt_at
             LIMIT ?
             FOR UPDATE SKIP LOCKED)
        RETURNING o.id, o.notification_id, o.recipient, o.subject, o.text_body, o.html_body, o.attempts`,
        [now.toISOString(), leaseMs, now.toISOString(), limit],
      )) as { rows: OutboxRow[] };
      return rows.map((row) => ({
        id: row.id,
        notificationId: row.notification_id,
        recipient: row.recipient,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        attempts: row.attempts,
      }));
    },

    async markSent(id: string, now: Date, trx: Knex = knex): Promise<void> {
      await trx('email_outbox').where({ id }).update({ sent_at: now, last_error: null });
    },

    /** A failed attempt: due again at `retryAt`, or given up for good when `retryAt` is null. */
    async markFailed(
      id: string,
      error: string,
      now: Date,
      retryAt: Date | null,
      trx: Knex = knex,
    ): Promise<void> {
      await trx('email_outbox')
        .where({ id })
        .update(
          retryAt
            ? { next_attempt_at: retryAt, last_error: error.slice(0, 1000) }
            : { failed_at: now, last_error: error.slice(0, 1000) },
        );
    },
  };
}

export type EmailOutboxRepository = ReturnType<typeof createEmailOutboxRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    emailOutboxRepository: EmailOutboxRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('emailOutboxRepository', createEmailOutboxRepository(app.knex));
  },
  { name: 'email-outbox-repository', dependencies: ['db'] },
);
