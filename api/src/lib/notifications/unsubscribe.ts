import { createHmac, timingSafeEqual } from 'node:crypto';

// One-click unsubscribe (RFC 8058) from notification emails (issue 20). The link must work without
// a session (a mail provider POSTs it from its servers), so the link itself is the credential: the
// user's id and an HMAC of it under the server's secret. Only the holder of an email sent to that
// person has it; all it can do is turn that person's emails off, so it needs no expiry (RFC 8058
// wants such links to keep working) and no storage.

export const UNSUBSCRIBE_PATH = '/api/notifications/unsubscribe';
/** Told apart from every other use of the secret (session JWTs). */
const PURPOSE = 'shoreline list-unsubscribe v1:';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function mac(userId: string, secret: string): Buffer {
  return createHmac('sha256', secret)
    .update(PURPOSE + userId)
    .digest();
}

export function unsubscribeToken(userId: string, secret: string): string {
  return `${userId}.${mac(userId, secret).toString('base64url')}`;
}

/** The user id a token was made for, or null when it was not made with this secret. */
export function verifyUnsubscribeToken(token: string, secret: string): string | null {
  const [userId, signature, ...rest] = token.split('.');
  if (!userId || !signature || rest.length > 0 || !UUID.test(userId)) return null;
  const expected = Buffer.from(mac(userId, secret).toString('base64url'));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

export function unsubscribeUrl(publicOrigin: string, token: string): string {
  const url = new URL(UNSUBSCRIBE_PATH, publicOrigin);
  url.searchParams.set('token', token);
  return url.toString();
}

/**
 * The headers that let a mail client offer "Unsubscribe" (RFC 2369) and do it in one click without
 * a visit (RFC 8058: a POST of `List-Unsubscribe=One-Click` to that https URL).
 */
export function listUnsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
