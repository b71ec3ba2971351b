// Password reset (PRODUCT.md 27, issue 22 item 15): the request answers alike for registered and
// unknown addresses, the emailed link works once within 60 minutes, and using it ends every session.
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { buildTestApp, type TestApp, type TestUser } from '../../test/build-test-app';
import { countEmails, readAccountLinkToken } from '../../test/read-account-link';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Brand-new-pass-1';

const requestReset = (email: string, from = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email }, remoteAddress: from });

const confirm = (token: string, password = NEW_PASSWORD) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset/confirm',
    payload: { token, password, confirmPassword: password },
  });

const signIn = (user: TestUser, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: user.user.email, password } });

const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/me', headers });

async function resetLinkFor(user: TestUser): Promise<string> {
  expect((await requestReset(user.user.email)).statusCode).toBe(202);
  return readAccountLinkToken(t.knex, user.user.email, '/reset-password');
}

describe('asking for a reset link', () => {
  it('answers a registered and an unknown address identically; only the registered one gets an email', async () => {
    const user = await t.createUser();
    const unknown = `nobody-${Date.now()}@example.test`;
    const known = await requestReset(user.user.email.toUpperCase());
    const other = await requestReset(unknown);
    expect(known.statusCode).toBe(202);
    expect(other.statusCode).toBe(known.statusCode);
    expect(other.body).toBe(known.body);
    expect(known.json()).toEqual({ message: MESSAGES.passwordResetRequested });
    expect(other.headers['content-length']).toBe(known.headers['content-length']);
    await readAccountLinkToken(t.knex, user.user.email, '/reset-password');
    expect(await countEmails(t.knex, user.user.email, MESSAGES.passwordResetEmailSubject)).toBe(1);
    expect(await countEmails(t.knex, unknown, MESSAGES.passwordResetEmailSubject)).toBe(0);
  });

  it('stores only a hash of the token', async () => {
    const user = await t.createUser();
    const token = await resetLinkFor(user);
    const rows = (await t.knex('account_tokens').where({ user_id: user.user.id })) as {
      token_hash: string;
    }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('refuses a malformed address with the validation message', async () => {
    const res = await requestReset('not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.emailInvalid);
  });
});

describe('the emailed link', () => {
  it('sets the new password once and signs out every session of the account', async () => {
    const user = await t.createUser();
    const phone = await t.sessionFor(user.user);
    const token = await resetLinkFor(user);

    expect((await confirm(token)).statusCode).toBe(204);
    // Every device is out, on every replica (the session rows are gone).
    expect((await me(user.headers)).statusCode).toBe(401);
    expect((await me(phone.headers)).statusCode).toBe(401);
    expect((await signIn(user, user.password)).statusCode).toBe(401);
    expect((await signIn(user, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await confirm(token, 'Another-pass-2');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MESSAGES.passwordResetLinkInvalid);
    expect((await signIn(user, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('works only once when two uses race', async () => {
    const user = await t.createUser();
    const token = await resetLinkFor(user);
    const answers = await Promise.all([confirm(token, 'Racer-one-11'), confirm(token, 'Racer-two-22')]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([204, 400]);
  });

  it('expires 60 minutes after it was sent', async () => {
    const sentAt = new Date();
    t.setNow(sentAt);
    try {
      const late = await t.createUser();
      const lateToken = await resetLinkFor(late);
      const onTime = await t.createUser();
      const onTimeToken = await resetLinkFor(onTime);

      t.setNow(new Date(sentAt.getTime() + 59 * 60_000));
      expect((await confirm(onTimeToken)).statusCode).toBe(204);

      t.setNow(new Date(sentAt.getTime() + 60 * 60_000 + 1000));
      const expired = await confirm(lateToken);
      expect(expired.statusCode).toBe(400);
      expect(expired.json().message).toBe(MESSAGES.passwordResetLinkInvalid);
      expect((await signIn(late, late.password)).statusCode).toBe(200);
    } finally {
      t.setNow(null);
    }
  });

  it('makes the account’s older reset links void once one is used', async () => {
    const user = await t.createUser();
    const first = await resetLinkFor(user);
    await t.knex('email_outbox').where({ recipient: user.user.email }).delete();
    const second = await resetLinkFor(user);
    expect(second).not.toBe(first);
    expect((await confirm(second)).statusCode).toBe(204);
    expect((await confirm(first, 'Other-pass-33')).statusCode).toBe(400);
  });

  it('applies the sign-up password rules and refuses unknown tokens', async () => {
    const user = await t.createUser();
    const token = await resetLinkFor(user);
    const short = await confirm(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(MESSAGES.passwordTooShort);
    // A refused password does not use up the link.
    expect((await confirm(token)).statusCode).toBe(204);
    const forged = await confirm('x'.repeat(43));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(MESSAGES.passwordResetLinkInvalid);
  });
});

describe('limits', () => {
  it('limits the links sent to one address, from any client, whether it is registered or not', async () => {
    for (const email of [(await t.createUser()).user.email, `unknown-${Date.now()}@example.test`]) {
      for (let i = 0; i < 5; i += 1) {
        expect((await requestReset(email, `198.51.100.${i + 1}`)).statusCode).toBe(202);
      }
      const limited = await requestReset(email, '198.51.100.99');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toBe(MESSAGES.tooManyRequests);
    }
  });
});
