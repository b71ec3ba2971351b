// The emailed links of PRODUCT.md 27: password reset (60 minutes) and email verification (7 days).
// A link carries 32 random bytes; the database keeps their SHA-256 only (repositories/account-tokens).
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { paths } from '@shoreline/shared-domain/paths';
import type { User } from '@shoreline/shared-domain/types';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { createHash, randomBytes } from 'node:crypto';
import { escapeHtml } from './notifications/render-email';
import type { AccountTokenPurpose } from '../plugins/app/repositories/account-tokens';

export const PASSWORD_RESET_TTL_MS = 60 * 60_000;
export const EMAIL_VERIFICATION_TTL_MS = 7 * 24 * 60 * 60_000;

/** What the database stores of a token: hex SHA-256 (64 characters). */
export function hashAccountToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const LINKS: Record<
  AccountTokenPurpose,
  { ttlMs: number; path: (token: string) => string; subject: string; body: string; action: string }
> = {
  'password-reset': {
    ttlMs: PASSWORD_RESET_TTL_MS,
    path: paths.resetPassword,
    subject: MESSAGES.passwordResetEmailSubject,
    body: MESSAGES.passwordResetEmailBody,
    action: MESSAGES.passwordResetEmailAction,
  },
  'email-verification': {
    ttlMs: EMAIL_VERIFICATION_TTL_MS,
    path: paths.verifyEmail,
    subject: MESSAGES.emailVerificationEmailSubject,
    body: MESSAGES.emailVerificationEmailBody,
    action: MESSAGES.emailVerificationEmailAction,
  },
};

/**
 * Creates a link of `purpose` for `user` and queues its email in the caller's transaction (the
 * outbox sends it once that commits). Returns the link (tests read it from the outbox instead).
 */
export async function sendAccountLink(
  app: FastifyInstance,
  user: Pick<User, 'id' | 'name' | 'email'>,
  purpose: AccountTokenPurpose,
  trx: Knex,
): Promise<string> {
  const kind = LINKS[purpose];
  const token = randomBytes(32).toString('base64url');
  const now = app.now();
  await app.accountTokensRepository.create(
    {
      userId: user.id,
      purpose,
      tokenHash: hashAccountToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + kind.ttlMs),
    },
    trx,
  );
  const link = new URL(kind.path(token), app.config.publicOrigin).toString();
  await app.emailOutboxRepository.enqueue(
    [
      {
        notificationId: null,
        recipient: user.email,
        subject: kind.subject,
        text: [
          `Hello ${user.name},`,
          '',
          kind.body,
          '',
          `${kind.action}: ${link}`,
          '',
          '--',
          'Shoreline',
          '',
        ].join('\n'),
        html: `<!doctype html>
<html lang="en"><body style="margin:0;padding:24px;background:#f6f4ef;font-family:Arial,Helvetica,sans-serif;color:#1d2a33">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 16px;font-weight:bold;color:#0b5f73">Shoreline</p>
<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(kind.subject)}</h1>
<p style="font-size:16px;line-height:1.5;margin:0 0 12px">Hello ${escapeHtml(user.name)},</p>
<p style="font-size:16px;line-height:1.5;margin:0 0 20px">${escapeHtml(kind.body)}</p>
<p style="margin:0"><a href="${escapeHtml(link)}" style="display:inline-block;background:#0b5f73;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(kind.action)}</a></p>
</div></body></html>
`,
      },
    ],
    trx,
  );
  return link;
}
