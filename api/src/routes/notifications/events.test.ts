// PRODUCT.md 25: every booking, host-request and review event reaches the people it concerns, once
// each, in the event's own transaction (with its email in the outbox), and nobody else.
import { buildTestApp, type TestApp, type TestUser } from '../../test/build-test-app';
import { waitFor } from '../../test/wait-for';

let t: TestApp;
let admin: TestUser;
let otherAdmin: TestUser;

beforeAll(async () => {
  t = await buildTestApp({ publicOrigin: 'https://shoreline.example' });
  admin = await t.createUser({ roles: ['renter', 'admin'], name: 'Ada Admin' });
  otherAdmin = await t.createUser({ roles: ['renter', 'admin'], name: 'Otto Admin' });
});
afterAll(() => t.close());

interface Stored {
  kind: string;
  link: string;
  facts: Record<string, unknown>;
}
/** What a person was told, oldest first. */
const inbox = async (who: TestUser): Promise<Stored[]> =>
  (await t
    .knex('notifications')
    .select('kind', 'link', 'facts')
    .where('user_id', who.user.id)
    .orderBy([{ column: 'created_at' }, { column: 'kind' }])) as Stored[];
const outbox = async (who: TestUser) =>
  (await t
    .knex('email_outbox')
    .select('subject', 'text_body', 'html_body')
    .where('recipient', who.user.email)) as {
    subject: string;
    text_body: string;
    html_body: string;
  }[];
const kinds = async (who: TestUser) => (await inbox(who)).map((n) => n.kind);

const post = (who: TestUser, url: string, payload?: unknown) =>
  t.app.inject({ method: 'POST', url, headers: who.headers, ...(payload ? { payload } : {}) });

async function people() {
  const host = await t.createUser({ roles: ['renter', 'host'], name: 'Marina Costa' });
  const renter = await t.createUser({ name: 'Ana Silva' });
  const other = await t.createUser({ name: 'Ben Okafor' });
  const listingId = await t.createListing(host, { title: 'Brighton Seafront Flat', city: 'Brighton' });
  return { host, renter, other, listingId };
}

describe('booking events', () => {
  it('a new request tells the host who, where, when and how much, with the approve link, in app and by email', async () => {
    const { host, renter, listingId } = await people();
    const res = await post(renter, '/api/bookings', {
      listingId,
      startDate: '2030-07-01',
      endDate: '2030-07-04',
    });
    expect(res.statusCode).toBe(201);
    const bookingId = res.json().id as string;
    expect(await inbox(host)).toEqual([
      {
        kind: 'booking-requested',
        link: `/bookings/${bookingId}/approve`,
        facts: {
          bookingId,
          listingId,
          listingTitle: 'Brighton Seafront Flat',
          city: 'Brighton',
          country: 'Portugal',
          startDate: '2030-07-01',
          endDate: '2030-07-04',
          totalPrice: 360,
          renterName: 'Ana Silva',
        },
      },
    ]);
    expect(await inbox(renter)).toEqual([]);
    const [email] = await outbox(host);
    expect(email?.subject).toBe('New booking request for Brighton Seafront Flat');
    expect(email?.text_body).toContain(
      'Ana Silva asked to stay Jul 1, 2030 - Jul 4, 2030 (3 nights), total €360.00.',
    );
    expect(email?.text_body).toContain(
      `Review the request: https://shoreline.example/bookings/${bookingId}/approve`,
    );
    expect(email?.html_body).toContain(`href="https://shoreline.example/bookings/${bookingId}/approve"`);
  });

  it('approval tells the renter, and each overlapping request it declined is told the dates were taken', async () => {
    const { host, renter, other, listingId } = await people();
    const target = await t.insertBooking({
      listingId,
      renter,
      startDate: '2030-08-01',
      endDate: '2030-08-05',
    });
    const overlapping = await t.insertBooking({
      listingId,
      renter: other,
      startDate: '2030-08-03',
      endDate: '2030-08-06',
    });
    const later = await t.insertBooking({
      listingId,
      renter: other,
      startDate: '2030-08-05',
      endDate: '2030-08-07',
    });

    expect((await post(host, `/api/bookings/${target}/approve`)).statusCode).toBe(200);
    expect(await inbox(renter)).toEqual([
      expect.objectContaining({
        kind: 'booking-approved',
        link: '/bookings',
        facts: expect.objectContaining({ bookingId: target }),
      }),
    ]);
    expect(await inbox(other)).toEqual([
      {
        kind: 'booking-declined-dates-taken',
        link: '/search?location=Brighton&checkin=2030-08-03&checkout=2030-08-06',
        facts: expect.objectContaining({
          bookingId: overlapping,
          startDate: '2030-08-03',
          endDate: '2030-08-06',
        }),
      },
    ]);
    expect((await outbox(other))[0]?.text_body).toContain(
      'was declined because the host accepted another booking for those dates',
    );
    // The back-to-back request is still pending: nobody told its renter anything about it.
    expect((await inbox(other)).some((n) => n.facts.bookingId === later)).toBe(false);
    expect(await inbox(host)).toEqual([]);
  });

  it('a rejection tells the renter; a cancellation tells the host', async () => {
    const { host, renter, listingId } = await people();
    const rejected = await t.insertBooking({
      listingId,
      renter,
      startDate: '2030-09-01',
      endDate: '2030-09-03',
    });
    const cancelled = await t.insertBooking({
      listingId,
      renter,
      startDate: '2030-09-10',
      endDate: '2030-09-12',
    });
    expect((await post(host, `/api/bookings/${rejected}/reject`)).statusCode).toBe(200);
    expect((await post(renter, `/api/bookings/${cancelled}/cancel`)).statusCode).toBe(200);
    expect(await inbox(renter)).toEqual([
      expect.objectContaining({ kind: 'booking-rejected', link: '/bookings' }),
    ]);
    expect(await inbox(host)).toEqual([
      expect.objectContaining({
        kind: 'booking-cancelled',
        link: '/bookings/manage',
        facts: expect.objectContaining({ bookingId: cancelled }),
      }),
    ]);
  });

  it('deleting a listing tells the renters whose pending requests it declined', async () => {
    const { host, renter, other, listingId } = await people();
    await t.insertBooking({ listingId, renter, startDate: '2030-10-01', endDate: '2030-10-03' });
    await t.insertBooking({ listingId, renter: other, startDate: '2030-10-05', endDate: '2030-10-07' });
    await t.insertBooking({
      listingId,
      renter: other,
      startDate: '2030-11-05',
      endDate: '2030-11-07',
      status: 'rejected',
    });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/listings/${listingId}`,
      headers: host.headers,
    });
    expect(res.statusCode).toBe(204);
    expect(await kinds(renter)).toEqual(['booking-declined-listing-removed']);
    expect(await kinds(other)).toEqual(['booking-declined-listing-removed']);
  });

  it('an expired request (the expiry job) tells the renter and the host, each in their words', async () => {
    const { host, renter, listingId } = await people();
    const createdAt = new Date('2030-11-01T09:00:00Z');
    await t.insertBooking({
      listingId,
      renter,
      startDate: '2030-12-01',
      endDate: '2030-12-03',
      createdAt,
    });
    // 72 hours later, nobody has answered.
    const now = new Date(createdAt.getTime() + 72 * 60 * 60 * 1000);
    await expect(t.app.jobs.runNow('expire-booking-requests', { now })).resolves.toBe(true);
    expect(await kinds(renter)).toEqual(['booking-expired']);
    expect(await kinds(host)).toEqual(['booking-request-expired']);
    expect((await inbox(host))[0]?.link).toBe('/bookings/manage');
  });
});

describe('review events', () => {
  it('a new review waits for moderation: every admin hears of it once; approval then tells the reviewer', async () => {
    const { host, renter, listingId } = await people();
    const bookingId = await t.insertCompletedStay(listingId, renter);
    const created = await post(renter, '/api/reviews', { bookingId, rating: 5, comment: 'Lovely' });
    expect(created.statusCode).toBe(201);
    const reviewId = created.json().id as string;
    const waiting = {
      kind: 'review-awaiting-moderation',
      link: '/admin/reviews',
      facts: {
        reviewId,
        listingId,
        listingTitle: 'Brighton Seafront Flat',
        reviewerName: 'Ana Silva',
        rating: 5,
        reason: null,
      },
    };
    expect((await inbox(admin)).filter((n) => n.facts.reviewId === reviewId)).toEqual([waiting]);
    expect((await inbox(otherAdmin)).filter((n) => n.facts.reviewId === reviewId)).toEqual([waiting]);
    expect(await inbox(host)).toEqual([]);

    expect((await post(admin, `/api/admin/reviews/${reviewId}/approve`)).statusCode).toBe(200);
    expect(await inbox(renter)).toEqual([
      expect.objectContaining({ kind: 'review-approved', link: `/listings/${listingId}` }),
    ]);
  });

  it('a rejection tells the reviewer the reason; editing it puts it back in the queue and tells the admins again', async () => {
    const { renter, listingId } = await people();
    const bookingId = await t.insertCompletedStay(listingId, renter);
    const reviewId = (await post(renter, '/api/reviews', { bookingId, rating: 2, comment: 'Meh' })).json()
      .id as string;
    expect(
      (await post(admin, `/api/admin/reviews/${reviewId}/reject`, { reason: 'Off-topic' })).statusCode,
    ).toBe(200);
    expect(await inbox(renter)).toEqual([
      expect.objectContaining({
        kind: 'review-rejected',
        facts: expect.objectContaining({ reason: 'Off-topic' }),
      }),
    ]);
    expect((await outbox(renter))[0]?.text_body).toContain('Reason: Off-topic.');

    const edit = () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/reviews/${reviewId}`,
        headers: renter.headers,
        payload: { rating: 3, comment: 'Better said' },
      });
    expect((await edit()).statusCode).toBe(200);
    expect((await edit()).statusCode).toBe(200); // still pending: no second notice
    const queued = (await inbox(otherAdmin)).filter((n) => n.facts.reviewId === reviewId);
    expect(queued.map((n) => n.kind)).toEqual(['review-awaiting-moderation', 'review-awaiting-moderation']);
  });
});

describe('host request events', () => {
  it('a request tells every admin but the requester; approval tells the requester how to add a first listing', async () => {
    const requester = await t.createUser({ name: 'Chloe Martin' });
    const res = await post(requester, '/api/host-requests', { reason: 'A cottage by the sea' });
    expect(res.statusCode).toBe(201);
    const requestId = res.json().request.id as string;
    for (const who of [admin, otherAdmin]) {
      expect((await inbox(who)).filter((n) => n.facts.hostRequestId === requestId)).toEqual([
        {
          kind: 'host-request-submitted',
          link: '/admin/host-requests',
          facts: { hostRequestId: requestId, requesterName: 'Chloe Martin', reason: null },
        },
      ]);
    }
    expect((await post(admin, `/api/admin/host-requests/${requestId}/approve`)).statusCode).toBe(200);
    expect(await inbox(requester)).toEqual([
      expect.objectContaining({ kind: 'host-request-approved', link: '/listings/new' }),
    ]);
    expect((await outbox(requester))[0]?.text_body).toContain(
      'Add your first listing: https://shoreline.example/listings/new',
    );
  });

  it('an admin asking to become a host is not told of their own request; a signed-out request reaches the admins too', async () => {
    const adminRequester = await t.createUser({ roles: ['renter', 'admin'], name: 'Ida Admin' });
    const own = (await post(adminRequester, '/api/host-requests', { reason: 'Mine' })).json().request
      .id as string;
    expect((await inbox(adminRequester)).some((n) => n.facts.hostRequestId === own)).toBe(false);
    expect((await inbox(admin)).filter((n) => n.facts.hostRequestId === own)).toHaveLength(1);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/host-requests',
      payload: {
        reason: 'Flat in Porto',
        name: 'New Person',
        email: 'new.person@example.test',
        password: 'Password123!',
      },
    });
    expect(res.statusCode).toBe(201);
    const signedOut = res.json().request.id as string;
    expect((await inbox(otherAdmin)).filter((n) => n.facts.hostRequestId === signedOut)).toHaveLength(1);
  });

  it('a rejection tells the requester (with the reason when the admin gives one)', async () => {
    const requester = await t.createUser();
    const requestId = (await post(requester, '/api/host-requests', { reason: 'Why not' })).json().request
      .id as string;
    const rejected = await post(admin, `/api/admin/host-requests/${requestId}/reject`, {
      reason: 'Too little detail',
    });
    expect(rejected.statusCode).toBe(200);
    expect(await inbox(requester)).toEqual([
      expect.objectContaining({
        kind: 'host-request-rejected',
        link: '/become-host',
        facts: expect.objectContaining({ reason: 'Too little detail' }),
      }),
    ]);
    expect(
      (await outbox(requester))
        .map((e) => e.text_body)
        .some((text) => text.includes('Reason: Too little detail.')),
    ).toBe(true);
  });
});

describe('calendar events', () => {
  it('an imported event overlapping a stay tells the host', async () => {
    const { host, listingId } = await people();
    await t.knex.transaction((trx) =>
      t.app.notify.calendarConflict(trx, host.user.id, {
        listingId,
        listingTitle: 'Brighton Seafront Flat',
        startDate: '2030-07-02',
        endDate: '2030-07-03',
        calendarName: 'Airbnb',
      }),
    );
    expect(await inbox(host)).toEqual([
      expect.objectContaining({ kind: 'calendar-conflict', link: `/listings/${listingId}/calendar` }),
    ]);
  });
});

describe('transactions', () => {
  it('an event that rolls back leaves no notification, no email and no live signal', async () => {
    const { host, renter, listingId } = await people();
    const bookingId = await t.insertBooking({
      listingId,
      renter,
      startDate: '2031-01-01',
      endDate: '2031-01-03',
    });
    const signals: unknown[] = [];
    const stop = t.app.notificationBus.subscribe((signal) => signals.push(signal));
    expect(await t.app.notificationBus.ready()).toBe(true);
    await expect(
      t.knex.transaction(async (trx) => {
        await t.app.notify.booking(trx, 'requested', bookingId);
        throw new Error('the rest of the event failed');
      }),
    ).rejects.toThrow('the rest of the event failed');
    expect(await inbox(host)).toEqual([]);
    expect(await outbox(host)).toEqual([]);

    // The same call committed is heard (the check above is not vacuous).
    await t.knex.transaction((trx) => t.app.notify.booking(trx, 'requested', bookingId));
    expect(await kinds(host)).toEqual(['booking-requested']);
    // Signals arrive in commit order: had the rolled-back event sent one, it would be first.
    await waitFor(() => signals.length > 0, 10_000, "the committed event's signal");
    stop();
    expect(signals[0]).toEqual({ type: 'new', userIds: [host.user.id] });
  });

  it('a refused event (409) tells nobody', async () => {
    const { host, renter, other, listingId } = await people();
    await t.insertBooking({
      listingId,
      renter,
      startDate: '2030-02-01',
      endDate: '2030-02-05',
      status: 'approved',
    });
    const res = await post(other, '/api/bookings', {
      listingId,
      startDate: '2030-02-03',
      endDate: '2030-02-06',
    });
    expect(res.statusCode).toBe(409);
    expect(await inbox(host)).toEqual([]);
  });

  it('sends no email to someone who turned emails off, but still notifies them in the app', async () => {
    const { host, renter, listingId } = await people();
    await t.knex('users').where('id', host.user.id).update({ email_notifications: false });
    await post(renter, '/api/bookings', { listingId, startDate: '2030-03-01', endDate: '2030-03-02' });
    expect(await kinds(host)).toEqual(['booking-requested']);
    expect(await outbox(host)).toEqual([]);
  });
});
