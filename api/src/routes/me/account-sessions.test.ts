// Active sessions and email verification on the profile (PRODUCT.md 27, issue 22 item 16).
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { countEmails, readAccountLinkToken } from '../../test/read-account-link';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

async function signIn(email: string, password: string, userAgent: string): Promise<{ cookie: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email, password },
    headers: { 'user-agent': userAgent },
  });
  expect(res.statusCode).toBe(200);
  const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? [])[0] ?? '';
  return { cookie: cookie.split(';')[0] ?? '' };
}

const listSessions = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/me/sessions', headers });

interface Listed {
  id: string;
  device: string;
  current: boolean;
  createdAt: string;
  lastSeenAt: string;
}

describe('active sessions', () => {
  it('lists only your own sessions, with a device label and "this device" marked', async () => {
    const user = await t.createUser();
    const someoneElse = await t.createUser();
    const laptop = await signIn(user.user.email, user.password, FIREFOX_WINDOWS);
    const phone = await signIn(user.user.email, user.password, CHROME_ANDROID);
    const res = await listSessions(laptop);
    expect(res.statusCode).toBe(200);
    const items = res.json().items as Listed[];
    // The test app's own session, the laptop and the phone; nobody else's.
    expect(items).toHaveLength(3);
    expect(items.filter((item) => item.current).map((item) => item.device)).toEqual(['Firefox on Windows']);
    expect(items.map((item) => item.device)).toContain('Chrome on Android');
    const others = (await listSessions(someoneElse.headers)).json().items as Listed[];
    expect(others).toHaveLength(1);
    expect((await listSessions(phone)).json().items).toHaveLength(3);
  });

  it('signs out one session: that device gets 401 at once, the others stay', async () => {
    const user = await t.createUser();
    const laptop = await signIn(user.user.email, user.password, FIREFOX_WINDOWS);
    const phone = await signIn(user.user.email, user.password, CHROME_ANDROID);
    const phoneId = ((await listSessions(phone)).json().items as Listed[]).find((item) => item.current)?.id;
    const res = await t.app.inject({ method: 'DELETE', url: `/api/me/sessions/${phoneId}`, headers: laptop });
    expect(res.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: phone })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: laptop })).statusCode).toBe(200);
  });

  it("refuses to end another person's session and changes nothing", async () => {
    const victim = await t.createUser();
    const attacker = await t.createUser();
    const victimId = ((await listSessions(victim.headers)).json().items as Listed[])[0]?.id;
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/me/sessions/${victimId}`,
      headers: attacker.headers,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MESSAGES.sessionNotFound);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: victim.headers })).statusCode).toBe(
      200,
    );
    expect((await listSessions(victim.headers)).json().items).toHaveLength(1);
  });

  it('updates "last seen" at most every 5 minutes', async () => {
    const start = new Date();
    const user = await t.createUser();
    const seen = async () => ((await listSessions(user.headers)).json().items as Listed[])[0]?.lastSeenAt;
    try {
      t.setNow(new Date(start.getTime() + 2 * 60_000));
      const first = await seen();
      t.setNow(new Date(start.getTime() + 4 * 60_000));
      expect(await seen()).toBe(first);
      t.setNow(new Date(start.getTime() + 6 * 60_000));
      await seen(); // this request records the use
      expect(await seen()).toBe(new Date(start.getTime() + 6 * 60_000).toISOString());
    } finally {
      t.setNow(null);
    }
  });
});

describe('email verification', () => {
  const verification = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/me/email-verification', headers });

  it('sends a link on sign-up; the link verifies the address once', async () => {
    const email = `fresh-${Date.now()}@example.test`;
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'Fresh Person', email, password: 'Fresh-pass-1' },
    });
    expect(signUp.statusCode).toBe(201);
    const cookie = (([] as string[]).concat(signUp.headers['set-cookie'] ?? [])[0] ?? '').split(';')[0] ?? '';
    expect((await verification({ cookie })).json()).toMatchObject({
      email,
      verified: false,
      verifiedAt: null,
    });

    const token = await readAccountLinkToken(t.knex, email, '/verify-email');
    const verify = () => t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
    expect((await verify()).statusCode).toBe(204);
    expect((await verification({ cookie })).json()).toMatchObject({ verified: true });
    const again = await verify();
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MESSAGES.emailVerificationLinkInvalid);
  });

  it('resends a link while unverified, and not once verified', async () => {
    const user = await t.createUser();
    const resend = () =>
      t.app.inject({ method: 'POST', url: '/api/me/email-verification', headers: user.headers });
    expect((await resend()).statusCode).toBe(202);
    expect(await countEmails(t.knex, user.user.email, MESSAGES.emailVerificationEmailSubject)).toBe(1);
    const token = await readAccountLinkToken(t.knex, user.user.email, '/verify-email');
    await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
    const refused = await resend();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MESSAGES.emailAlreadyVerified);
  });

  it("tells the host whether a request's renter is verified", async () => {
    const host = await t.createUser({ roles: ['renter', 'host'] });
    const renter = await t.createUser();
    const listingId = await t.createListing(host);
    await t.insertBooking({ listingId, renter, startDate: '2031-03-01', endDate: '2031-03-04' });
    const renterFlag = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/host/bookings', headers: host.headers });
      return (res.json() as { items: { renterId: string; renter: { emailVerified: boolean } }[] }).items.find(
        (booking) => booking.renterId === renter.user.id,
      )?.renter.emailVerified;
    };
    expect(await renterFlag()).toBe(false);
    await t.app.usersRepository.markEmailVerified(renter.user.id, new Date());
    expect(await renterFlag()).toBe(true);
  });
});
