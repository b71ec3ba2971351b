import fp from 'fastify-plugin';
import { defaultMailFrom } from '../../config';
import {
  listUnsubscribeHeaders,
  unsubscribeToken,
  unsubscribeUrl,
} from '../../lib/notifications/unsubscribe';
import type { ClaimedEmail } from './repositories/email-outbox';

/** How a message leaves: SMTP (nodemailer), or the log when no SMTP_URL is configured. */
export interface Mailer {
  /** `headers`: more message headers (List-Unsubscribe). */
  send: (email: ClaimedEmail, headers: Record<string, string>) => Promise<void>;
  close: () => void;
}

export interface SendOutcome {
  sent: number;
  retrying: number;
  failed: number;
}

export interface EmailOutbox {
  /**
   * Sends every message that is due at `now`, batch by batch, until none is left: each one once
   * (claimed with SKIP LOCKED and a lease), failures retried with exponential backoff, refusals for
   * good (SMTP 5xx) and messages out of attempts marked failed. Safe to run on several replicas at once.
   */
  sendDue: (options?: { now?: Date }) => Promise<SendOutcome>;
}

declare module 'fastify' {
  interface FastifyInstance {
    emailOutbox: EmailOutbox;
  }
}

export const EMAIL_OUTBOX_JOB = 'email-outbox';
export const EMAIL_OUTBOX_EVERY_MS = 5_000;
const BATCH_SIZE = 10;
/** Time a sender has to deliver a claimed message before another sender may try it. */
export const EMAIL_LEASE_MS = 2 * 60_000;
export const EMAIL_MAX_ATTEMPTS = 12;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;

/** 30 s after the first failure, doubling, at most an hour apart: 12 attempts span about 6.5 hours. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, failedAttempts - 1), MAX_RETRY_MS);
}

/** SMTP says 5xx when retrying cannot help (unknown mailbox, refused sender): no retry then. */
function isPermanent(error: unknown): boolean {
  const smtp = error as { responseCode?: unknown; permanent?: unknown } | null;
  return smtp?.permanent === true || (typeof smtp?.responseCode === 'number' && smtp.responseCode >= 500);
}

export default fp(
  async (app) => {
    const from = app.config.mailFrom ?? defaultMailFrom(app.config.publicOrigin);
    const mailer: Mailer = app.config.smtpUrl
      ? await createSmtpMailer(app.config.smtpUrl, from)
      : {
          // `npm start` without SMTP_URL: the demo shows each email happening without sending it.
          send: async (email) =>
            app.log.info(
              { to: email.recipient, subject: email.subject },
              'email (no SMTP_URL: logged, not sent)',
            ),
          close: () => undefined,
        };

    /**
     * One-click unsubscribe for the account the message goes to (RFC 8058). The outbox keeps the
     * address, not the account, so it is looked up as sign-in does (lower(email), unique index); an
     * address without an account any more gets no such headers.
     */
    const unsubscribeHeaders = async (recipient: string): Promise<Record<string, string>> => {
      const account = await app.usersRepository.findCredentialsByEmail(recipient);
      if (!account) return {};
      const token = unsubscribeToken(account.user.id, app.config.jwtSecret);
      return listUnsubscribeHeaders(unsubscribeUrl(app.config.publicOrigin, token));
    };

    const sendDue: EmailOutbox['sendDue'] = async (options = {}) => {
      const outcome: SendOutcome = { sent: 0, retrying: 0, failed: 0 };
      for (;;) {
        const now = options.now ?? new Date();
        const batch = await app.emailOutboxRepository.claimDue(now, BATCH_SIZE, EMAIL_LEASE_MS);
        if (batch.length === 0) return outcome;
        for (const email of batch) {
          try {
            await mailer.send(email, await unsubscribeHeaders(email.recipient));
            await app.emailOutboxRepository.markSent(email.id, options.now ?? new Date());
            outcome.sent += 1;
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            const giveUp = isPermanent(error) || email.attempts >= EMAIL_MAX_ATTEMPTS;
            const failedAt = options.now ?? new Date();
            const retryAt = giveUp ? null : new Date(failedAt.getTime() + retryDelayMs(email.attempts));
            await app.emailOutboxRepository.markFailed(email.id, message, failedAt, retryAt);
            if (giveUp) outcome.failed += 1;
            else outcome.retrying += 1;
            app.log.warn(
              { err: error, emailId: email.id, attempts: email.attempts, retryAt },
              giveUp ? 'notification email given up' : 'notification email failed; will retry',
            );
          }
        }
      }
    };

    app.decorate('emailOutbox', { sendDue });
    app.jobs.register({
      name: EMAIL_OUTBOX_JOB,
      everyMs: EMAIL_OUTBOX_EVERY_MS,
      run: async ({ now }) => {
        // A timer run sends with the real clock; a test's run (runNow with its clock) with that one.
        await sendDue({ now });
      },
    });
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'email-outbox', dependencies: ['jobs', 'email-outbox-repository', 'users-repository'] },
);

async function createSmtpMailer(url: string, from: string): Promise<Mailer> {
  // Loaded only with SMTP_URL: nodemailer is 40 modules that every app without it (each test app)
  // would otherwise load for nothing.
  const { default: nodemailer } = await import('nodemailer');
  const transport = nodemailer.createTransport({
    url,
    // Fail fast when the server is down: the outbox retries later, a hung connection would stall it.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    send: async (email, headers) => {
      await transport.sendMail({
        headers,
        from,
        to: email.recipient,
        subject: email.subject,
        text: email.text,
        html: email.html,
        // One id per outbox row: a receiving server can recognise a retry of a message it already has.
        messageId: `<${email.id}@shoreline.notifications>`,
      });
    },
    close: () => transport.close(),
  };
}
