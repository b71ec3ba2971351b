// The email outbox (PRODUCT.md 25): nothing lost, nothing sent twice. Real SMTP servers (npm
// smtp-server) receive the mail; the clock is the job's, so backoff is checked without waiting.
import { Writable } from 'node:stream';
import { buildReplica } from '../../test/build-replica';
import { buildTestApp, type TestApp, type TestUser } from '../../test/build-test-app';
import { freePort, startSmtpServer, type TestSmtpServer } from '../../test/smtp-test-server';
import { EMAIL_LEASE_MS, EMAIL_OUTBOX_JOB, retryDelayMs } from './email-outbox';

interface OutboxRow {
  recipient: string;
  attempts: number;
  sent_at: Date | null;
  failed_at: Date | null;
  next_attempt_at: Date;
  last_error: string | null;
}
const rowsOf = async (t: TestApp, who: TestUser) =>
  (await t.knex('email_outbox').where('recipient', who.user.email)) as OutboxRow[];

/** A booking request of a fresh renter on a fresh listing of `host`: one email to the host. */
async function requestBooking(t: TestApp, host: TestUser): Promise<void> {
  const renter = await t.createUser({ name: 'Ana Silva' });
  const listingId = await t.createListing(host, { title: 'Cascais Beach House' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: renter.headers,
    payload: { listingId, startDate: '2030-06-01', endDate: '2030-06-03', guests: { adults: 1 } },
  });
  expect(res.statusCode).toBe(201);
}

const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

describe('with SMTP_URL', () => {
  let t: TestApp;
  let port: number;
  let smtp: TestSmtpServer | null = null;

  beforeAll(async () => {
    port = await freePort();
    t = await buildTestApp({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      publicOrigin: 'https://shoreline.example',
    });
  });
  afterAll(async () => {
    await smtp?.close();
    await t.close();
  });

  it('keeps the email while the server is down or refusing, retries with backoff, then delivers it once', async () => {
    const host = await t.createUser({ roles: ['renter', 'host'], name: 'Marina Costa' });
    await requestBooking(t, host);
    const start = new Date(Date.now() + 1000);

    // Down: nothing listens on the port.
    await t.app.jobs.runNow(EMAIL_OUTBOX_JOB, { now: start });
    let [row] = await rowsOf(t, host);
    expect(row).toMatchObject({ attempts: 1, sent_at: null, failed_at: null });
    expect(row?.next_attempt_at.toISOString()).toBe(at(start, retryDelayMs(1)).toISOString());
    expect(row?.last_error).toMatch(/ECONNREFUSED/);

    // Not due yet: no attempt.
    await t.app.jobs.runNow(EMAIL_OUTBOX_JOB, { now: at(start, retryDelayMs(1) - 1000) });
    expect((await rowsOf(t, host))[0]?.attempts).toBe(1);

    // Up, but refusing for a while (421): a second failed attempt, twice the wait.
    smtp = await startSmtpServer({ port });
    smtp.refuseConnections(true);
    const second = at(start, retryDelayMs(1));
    await t.app.jobs.runNow(EMAIL_OUTBOX_JOB, { now: second });
    [row] = await rowsOf(t, host);
    expect(row).toMatchObject({ attempts: 2, sent_at: null });
    expect(row?.next_attempt_at.toISOString()).toBe(at(second, retryDelayMs(2)).toISOString());
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));
    expect(smtp.received).toHaveLength(0);

    // Accepting: delivered, marked sent, never again.
    smtp.refuseConnections(false);
    const third = at(second, retryDelayMs(2));
    await t.app.jobs.runNow(EMAIL_OUTBOX_JOB, { now: third });
    await t.app.jobs.runNow(EMAIL_OUTBOX_JOB, { now: at(third, 24 * 3600_000) });
    [row] = await rowsOf(t, host);
    expect(row).toMatchObject({ attempts: 3, last_error: null });
    expect(row?.sent_at?.toISOString()).toBe(third.toISOString());
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.subject).toBe('New booking request for Cascais Beach House');
    expect(mail?.to).toMatchObject({ value: [{ address: host.user.email }] });
    expect(mail?.from?.value).toEqual([{ name: 'Shoreline', address: 'no-reply@shoreline.test' }]);
    expect(mail?.text).toContain(
      'Ana Silva asked to stay Jun 1, 2030 - Jun 3, 2030 (2 nights) for 1 adult, total €240.00.',
    );
    expect(mail?.text).toMatch(
      /Review the request: https:\/\/shoreline\.example\/bookings\/[0-9a-f-]{36}\/approve/,
    );
    expect(mail?.html).toContain('<a href="https://shoreline.example/bookings/');
    expect(mail?.html).toContain('https://shoreline.example/profile');
  });

  it('a sender that died after claiming a message (a restart) leaves it to another after the lease', async () => {
    const server = smtp ?? (smtp = await startSmtpServer({ port }));
    const host = await t.createUser({ roles: ['renter', 'host'] });
    await requestBooking(t, host);
    const claimedAt = new Date(Date.now() + 1000);
    // The crashed sender: it claimed the message and never reported back.
    const claimed = await t.app.emailOutboxRepository.claimDue(claimedAt, 100, EMAIL_LEASE_MS);
    expect(claimed.map((email) => email.recipient)).toContain(host.user.email);
    const before = server.received.length;
    await t.app.jobs.runNow(EMAIL_OUTBOX_JOB, { now: at(claimedAt, EMAIL_LEASE_MS - 1000) });
    expect((await rowsOf(t, host))[0]?.sent_at).toBeNull();
    await t.app.jobs.runNow(EMAIL_OUTBOX_JOB, { now: at(claimedAt, EMAIL_LEASE_MS) });
    expect((await rowsOf(t, host))[0]).toMatchObject({ attempts: 2, sent_at: expect.any(Date) });
    expect(server.received.length - before).toBe(1);
  });

  it('gives up at once on a permanent refusal (550) and still delivers the other emails', async () => {
    const server = smtp ?? (smtp = await startSmtpServer({ port }));
    const unknown = await t.createUser({ roles: ['renter', 'host'] });
    const known = await t.createUser({ roles: ['renter', 'host'] });
    server.unknownRecipients.add(unknown.user.email);
    await requestBooking(t, unknown);
    await requestBooking(t, known);
    const before = server.received.length;
    await t.app.jobs.runNow(EMAIL_OUTBOX_JOB, { now: new Date(Date.now() + 1000) });
    const [refused] = await rowsOf(t, unknown);
    expect(refused).toMatchObject({ attempts: 1, sent_at: null });
    expect(refused?.failed_at).toBeInstanceOf(Date);
    expect(refused?.last_error).toMatch(/550/);
    expect((await rowsOf(t, known))[0]?.sent_at).toBeInstanceOf(Date);
    expect(server.received.length - before).toBe(1);
    // A failed message is not tried again.
    await t.app.jobs.runNow(EMAIL_OUTBOX_JOB, { now: new Date(Date.now() + 48 * 3600_000) });
    expect((await rowsOf(t, unknown))[0]?.attempts).toBe(1);
  });
});

describe('two senders on one database (two replicas)', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    // A slow server, so both senders are busy at the same time.
    smtp = await startSmtpServer({ delayMs: 10 });
    t = await buildTestApp({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await smtp.close();
    await t.close();
  });

  it('delivers each message exactly once while both send concurrently', async () => {
    const admins = await Promise.all(
      Array.from({ length: 24 }, () => t.createUser({ roles: ['renter', 'admin'] })),
    );
    const requester = await t.createUser({ name: 'Chloe Martin' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/host-requests',
      headers: requester.headers,
      payload: { reason: 'A cottage' },
    });
    expect(res.statusCode).toBe(201);
    const replica = await buildReplica(t, { smtpUrl: smtp.url });
    try {
      const now = new Date(Date.now() + 1000);
      const outcomes = await Promise.all([
        t.app.emailOutbox.sendDue({ now }),
        replica.emailOutbox.sendDue({ now }),
        t.app.emailOutbox.sendDue({ now }),
      ]);
      expect(outcomes.reduce((sum, o) => sum + o.sent, 0)).toBe(24);
      // Both replicas did part of the work (the claim really is shared, not serialised by luck).
      expect(outcomes.filter((o) => o.sent > 0).length).toBeGreaterThan(1);
    } finally {
      await replica.close();
    }
    const recipients = smtp.received.map(
      (mail) => (mail.to as { value: { address: string }[] }).value[0]?.address,
    );
    expect(recipients.sort()).toEqual(admins.map((a) => a.user.email.toLowerCase()).sort());
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(24);
    const attempts = (await t.knex('email_outbox').select('attempts').whereNotNull('sent_at')) as {
      attempts: number;
    }[];
    expect(attempts.map((a) => a.attempts)).toEqual(Array(24).fill(1));
  });
});

describe('without SMTP_URL', () => {
  it('logs each email (subject and recipient) and marks it sent, so a demo shows it happening', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const t = await buildTestApp({}, { logStream });
    try {
      const host = await t.createUser({ roles: ['renter', 'host'] });
      await requestBooking(t, host);
      await t.app.jobs.runNow(EMAIL_OUTBOX_JOB, { now: new Date(Date.now() + 1000) });
      const logged = lines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .find((entry) => entry.to === host.user.email);
      expect(logged).toMatchObject({
        msg: 'email (no SMTP_URL: logged, not sent)',
        subject: 'New booking request for Cascais Beach House',
      });
      expect((await rowsOf(t, host))[0]?.sent_at).toBeInstanceOf(Date);
    } finally {
      await t.close();
    }
  });
});
