// One-click unsubscribe (RFC 8058, issue 20): every notification email names a link that turns the
// person's emails off without a session; a mail provider POSTs it, a browser gets a page that asks
// first (scanners open every link), and a link that was not made by us changes nothing. Real SMTP.
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { ParsedMail } from 'mailparser';
import { EMAIL_OUTBOX_JOB } from '../../plugins/app/email-outbox';
import { buildTestApp, type TestApp, type TestUser } from '../../test/build-test-app';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp-test-server';
import { unsubscribeToken } from '../../lib/notifications/unsubscribe';

const ORIGIN = 'https://shoreline.example';
let t: TestApp;
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({ smtpUrl: smtp.url, publicOrigin: ORIGIN });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** A booking request on a fresh listing of `host`: a notification, and an email when theirs are on. */
async function notifyHost(host: TestUser): Promise<void> {
  const renter = await t.createUser();
  const listingId = await t.createListing(host);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: renter.headers,
    payload: { listingId, startDate: '2030-06-01', endDate: '2030-06-03', guests: { adults: 1 } },
  });
  expect(res.statusCode).toBe(201);
}

/** The email `who` received last, once the outbox has sent what is due. */
async function lastEmailTo(who: TestUser): Promise<ParsedMail> {
  await t.app.jobs.runNow(EMAIL_OUTBOX_JOB, { now: new Date(Date.now() + 1000) });
  const mails = smtp.received.filter((mail) =>
    [mail.to].flat().some((to) => to?.value.some((address) => address.address === who.user.email)),
  );
  const mail = mails.at(-1);
  if (!mail) throw new Error(`no email to ${who.user.email}`);
  return mail;
}

/** A header as it travelled (unfolded), from the raw lines rather than mailparser's reading of it. */
function rawHeader(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((header) => header.key === name.toLowerCase())?.line;
  return line?.replace(/\r?\n[ \t]+/g, ' ').replace(/^[^:]+:\s*/, '');
}

const emailSetting = async (who: TestUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/me/notification-settings', headers: who.headers })).json()
    .email as boolean;

/** What a mail provider sends (RFC 8058 3.2): a form POST, no cookie, from no browser page. */
const oneClick = (pathAndQuery: string, contentType = 'application/x-www-form-urlencoded') =>
  t.app.inject({
    method: 'POST',
    url: pathAndQuery,
    headers: { 'content-type': contentType },
    payload:
      contentType === 'multipart/form-data; boundary=---FormBoundaryjWmhtjORrn'
        ? '-----FormBoundaryjWmhtjORrn\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\n' +
          'One-Click\r\n-----FormBoundaryjWmhtjORrn--\r\n'
        : 'List-Unsubscribe=One-Click',
  });

it('sends each notification email with List-Unsubscribe and List-Unsubscribe-Post headers', async () => {
  const host = await t.createUser({ roles: ['renter', 'host'] });
  await notifyHost(host);
  const mail = await lastEmailTo(host);
  const header = rawHeader(mail, 'List-Unsubscribe');
  expect(header).toMatch(/^<https:\/\/shoreline\.example\/api\/notifications\/unsubscribe\?token=[^>]+>$/);
  expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  // Each person's link is their own.
  const other = await t.createUser({ roles: ['renter', 'host'] });
  await notifyHost(other);
  expect(rawHeader(await lastEmailTo(other), 'List-Unsubscribe')).not.toBe(header);
});

it("turns the recipient's emails off with the one-click POST, without a session; in-app ones stay", async () => {
  const host = await t.createUser({ roles: ['renter', 'host'] });
  await notifyHost(host);
  const url = new URL(rawHeader(await lastEmailTo(host), 'List-Unsubscribe')!.slice(1, -1));
  expect(await emailSetting(host)).toBe(true);

  const res = await oneClick(url.pathname + url.search);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.body).toContain(`${ORIGIN}/profile`);
  expect(await emailSetting(host)).toBe(false);

  // The next event still notifies in the app, and emails nobody.
  const sent = smtp.received.length;
  await notifyHost(host);
  await t.app.jobs.runNow(EMAIL_OUTBOX_JOB, { now: new Date(Date.now() + 1000) });
  expect(smtp.received.length).toBe(sent);
  const unread = await t.app.inject({
    method: 'GET',
    url: '/api/notifications/unread-count',
    headers: host.headers,
  });
  expect(unread.json()).toEqual({ unreadCount: 2 });
});

it("accepts RFC 8058's multipart form as well", async () => {
  const user = await t.createUser();
  const token = unsubscribeToken(user.user.id, t.config.jwtSecret);
  const res = await oneClick(
    `/api/notifications/unsubscribe?token=${token}`,
    'multipart/form-data; boundary=---FormBoundaryjWmhtjORrn',
  );
  expect(res.statusCode).toBe(200);
  expect(await emailSetting(user)).toBe(false);
});

it("works from a webmail page's own origin: the signed link authorises it, not a cookie", async () => {
  const user = await t.createUser();
  await notifyHost(user);
  const url = new URL(rawHeader(await lastEmailTo(user), 'List-Unsubscribe')!.slice(1, -1));
  const res = await t.app.inject({
    method: 'POST',
    url: url.pathname + url.search,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'https://mail.example.net',
      'sec-fetch-site': 'cross-site',
    },
    payload: 'List-Unsubscribe=One-Click',
  });
  expect(res.statusCode).toBe(200);
  expect(await emailSetting(user)).toBe(false);
  // Every other write from that page is still refused.
  const other = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signout',
    headers: { ...user.headers, origin: 'https://mail.example.net', 'sec-fetch-site': 'cross-site' },
  });
  expect(other.statusCode).toBe(403);
});

it('only asks when the link is opened (GET): scanners and previews change nothing', async () => {
  const user = await t.createUser();
  const token = unsubscribeToken(user.user.id, t.config.jwtSecret);
  const res = await t.app.inject({ method: 'GET', url: `/api/notifications/unsubscribe?token=${token}` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.body).toContain(MESSAGES.unsubscribeButton);
  expect(res.body).toContain(`<form method="post" action="?token=${token}">`);
  expect(res.body).toContain('name="List-Unsubscribe" value="One-Click"');
  expect(await emailSetting(user)).toBe(true);
});

it('refuses a link that was not made for that person by this server (400), and changes nothing', async () => {
  const user = await t.createUser();
  const victim = await t.createUser();
  const token = unsubscribeToken(user.user.id, t.config.jwtSecret);
  const signature = token.split('.')[1]!;
  const forged = [
    `${victim.user.id}.${signature}`, // someone else's id under this user's signature
    unsubscribeToken(victim.user.id, 'another-secret-another-secret-another'),
    `${victim.user.id}.${signature.slice(0, -2)}AA`,
    `${victim.user.id}.`,
    victim.user.id,
    'garbage',
    `${token}.extra`,
  ];
  for (const bad of forged) {
    const post = await oneClick(`/api/notifications/unsubscribe?token=${encodeURIComponent(bad)}`);
    expect(post.statusCode).toBe(400);
    expect(post.json().message).toBe(MESSAGES.unsubscribeLinkInvalid);
    const get = await t.app.inject({
      method: 'GET',
      url: `/api/notifications/unsubscribe?token=${encodeURIComponent(bad)}`,
    });
    expect(get.statusCode).toBe(400);
  }
  expect((await oneClick('/api/notifications/unsubscribe')).statusCode).toBe(400);
  expect(await emailSetting(victim)).toBe(true);
  expect(await emailSetting(user)).toBe(true);
});
