import type { Knex } from 'knex';
import { waitFor } from './wait-for';

/**
 * The token of the newest account link (password reset, email verification) queued for `email`, read
 * from the email outbox as the mail would carry it; waits for links queued after an answer.
 */
export async function readAccountLinkToken(
  knex: Knex,
  email: string,
  page: '/reset-password' | '/verify-email',
): Promise<string> {
  const pattern = new RegExp(`${page}#token=([A-Za-z0-9_-]+)`);
  return waitFor(
    async () => {
      const rows = (await knex('email_outbox')
        .select('text_body')
        .where({ recipient: email })
        .orderBy('created_at', 'desc')) as { text_body: string }[];
      for (const row of rows) {
        const match = pattern.exec(row.text_body);
        if (match?.[1]) return match[1];
      }
      return undefined;
    },
    10_000,
    `a ${page} link for ${email}`,
  );
}

/** How many emails of `subject` were queued for `email`. */
export async function countEmails(knex: Knex, email: string, subject: string): Promise<number> {
  const row = (await knex('email_outbox').where({ recipient: email, subject }).count('* as n').first()) as
    { n: string | number } | undefined;
  return Number(row?.n ?? 0);
}
