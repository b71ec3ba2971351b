import { addDays, todayIso } from '@shoreline/shared-domain/dates';
import type { Availability, Destination, ListingSummary, Page } from '@shoreline/shared-domain/types';
import sharp from 'sharp';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { seedDemoData } from './seed-demo-data';
import { seedIfEmpty } from './seed-if-empty';

let t: TestApp;
const today = todayIso();

beforeAll(async () => {
  t = await buildTestApp();
  expect(await seedIfEmpty(t.knex, t.app.imageStorage)).toBe(true);
}, 60000);
afterAll(() => t.close());

async function signIn(email: string, password: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password } });
  expect(res.statusCode).toBe(200);
  return res;
}

describe('demo data', () => {
  it('does nothing on a database that already has users', async () => {
    expect(await seedIfEmpty(t.knex, t.app.imageStorage)).toBe(false);
  });

  it.each(DEMO_ACCOUNTS.map((a) => [a.email, a.password, a.roles] as const))(
    '%s signs in with its password',
    async (email, password, roles) => {
      const res = await signIn(email, password);
      expect(res.json().user.roles).toEqual(roles);
    },
  );

  it('has every demo account verified (no "Email not verified" in the demo, PRODUCT 27)', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const cookie = ([] as string[]).concat(
        (await signIn(account.email, account.password)).headers['set-cookie'] ?? [],
      )[0];
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/me/email-verification',
        headers: { cookie: cookie?.split(';')[0] ?? '' },
      });
      expect(res.json()).toMatchObject({ email: account.email, verified: true });
    }
  });

  it('shows 23 active coastal listings with photos and ratings, "Ericeira Surf Loft" newest', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/listings?limit=50' });
    const page: Page<ListingSummary> = res.json();
    expect(page.items).toHaveLength(23);
    expect(page.items[0]?.title).toBe('Ericeira Surf Loft');
    expect(page.items.every((l) => l.photo?.url.startsWith('/uploads/listings/seed-'))).toBe(true);
    expect(page.items.filter((l) => l.reviewCount > 0).length).toBeGreaterThanOrEqual(15);
    expect(page.items[0]).toMatchObject({
      availableFrom: addDays(today, -90),
      availableTo: addDays(today, 270),
    });
    const photo = await t.app.inject({ method: 'GET', url: page.items[0]!.photo!.url });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
  });

  it('gives every seeded photo its size and WebP variants (400, 800, and 1200 = the original width)', async () => {
    const listing = (
      await t.app.inject({ method: 'GET', url: '/api/listings?limit=1' })
    ).json() as Page<ListingSummary>;
    const photo = listing.items[0]!.photo!;
    expect(photo).toMatchObject({ width: 1200, height: 800 });
    expect(photo.variants.map((variant) => variant.width)).toEqual([400, 800, 1200]);
    for (const variant of photo.variants) {
      const served = await t.app.inject({ method: 'GET', url: variant.url });
      expect(served.headers['content-type']).toBe('image/webp');
      expect((await sharp(served.rawPayload).metadata()).width).toBe(variant.width);
    }
    const destinations = (
      (await t.app.inject({ method: 'GET', url: '/api/destinations' })).json() as { items: Destination[] }
    ).items;
    expect(destinations.every((d) => d.image.variants.length === 3 && d.image.width === 1200)).toBe(true);
    const unrendered = await t.knex('uploads').whereNull('variant_widths').orWhereNull('completed_at');
    expect(unrendered).toEqual([]);
  });

  it('gives Ana the stays the browser tests rely on', async () => {
    const rows = (await t
      .knex('bookings as b')
      .join('listings as l', 'l.id', 'b.listing_id')
      .join('users as u', 'u.id', 'b.renter_id')
      .leftJoin('reviews as r', 'r.booking_id', 'b.id')
      .where('u.email', 'ana@shoreline.test')
      .select('l.title', 'b.start_date', 'b.end_date', 'b.status', 'r.id as review_id')) as {
      title: string;
      start_date: string;
      end_date: string;
      status: string;
      review_id: string | null;
    }[];
    const unreviewed = rows.filter(
      (r) => r.status === 'approved' && r.end_date < today && r.review_id === null,
    );
    expect(unreviewed.map((r) => r.title)).toEqual(['Surf House near Grande Plage']);
    expect(rows.filter((r) => r.status === 'pending' && r.start_date > today)).toHaveLength(1);
    expect(rows.filter((r) => r.status === 'rejected')).toHaveLength(1);
    expect(rows.filter((r) => r.status === 'cancelled')).toHaveLength(1);
    const future = rows.filter((r) => r.status === 'approved' && r.start_date > today);
    expect(future).toEqual([
      {
        title: 'Brighton Seafront Regency Flat',
        start_date: addDays(today, 30),
        end_date: addDays(today, 35),
        status: 'approved',
        review_id: null,
      },
    ]);
  });

  it("blocks Ana's approved Brighton nights in the listing's availability", async () => {
    const brighton = (await t
      .knex('listings')
      .where({ title: 'Brighton Seafront Regency Flat' })
      .first()) as { id: string };
    const res = await t.app.inject({ method: 'GET', url: `/api/listings/${brighton.id}/availability` });
    const availability: Availability = res.json();
    expect(availability.booked).toContainEqual({ start: addDays(today, 30), end: addDays(today, 35) });
  });

  it("shows Marina's blocked Lisbon nights on her calendar and takes them in availability", async () => {
    const lisbon = (await t
      .knex('calendar_blocks as cb')
      .join('listings as l', 'l.id', 'cb.listing_id')
      .select('l.id')
      .first()) as {
      id: string;
    };
    const marina = DEMO_ACCOUNTS.find((a) => a.key === 'marina')!;
    const session = await signIn(marina.email, marina.password);
    const cookie = String(session.headers['set-cookie']).split(';')[0]!;
    const calendar = await t.app.inject({
      method: 'GET',
      url: `/api/listings/${lisbon.id}/calendar`,
      headers: { cookie },
    });
    expect(calendar.json().blocks).toEqual([
      expect.objectContaining({
        startDate: addDays(today, 24),
        endDate: addDays(today, 27),
        note: 'Family visit',
        source: 'host',
      }),
    ]);
    const res = await t.app.inject({ method: 'GET', url: `/api/listings/${lisbon.id}/availability` });
    expect((res.json() as Availability).booked).toContainEqual({
      start: addDays(today, 24),
      end: addDays(today, 27),
    });
  });

  it('gives Marina and Theo a public host page with what they wrote and their active listings (issue 24)', async () => {
    for (const key of ['marina', 'theo'] as const) {
      const account = DEMO_ACCOUNTS.find((a) => a.key === key)!;
      const user = (await t.knex('users').where({ email: account.email }).first()) as { id: string };
      const res = await t.app.inject({ method: 'GET', url: `/api/hosts/${user.id}` });
      expect(res.statusCode).toBe(200);
      const profile = res.json();
      expect(profile).toMatchObject({ name: account.name, about: account.about });
      expect(profile.about).toBeTruthy();
      expect(profile.listings.items.length).toBeGreaterThan(0);
      expect(profile.listings.items.every((l: ListingSummary) => l.isActive)).toBe(true);
      // Approved 109 days ago (the seed's host requests), before any of their listings.
      expect(Date.parse(profile.hostingSince)).toBeLessThan(Date.now() - 100 * 24 * 60 * 60 * 1000);
    }
  });

  it('has bookings in every status, reviews approved, pending and rejected, a pending host request and 5 destinations', async () => {
    const statuses = await t.knex('bookings').distinct('status').pluck('status');
    expect(statuses.sort()).toEqual(['approved', 'cancelled', 'expired', 'pending', 'rejected']);
    const reviewStatuses = await t.knex('reviews').distinct('status').pluck('status');
    expect(reviewStatuses.sort()).toEqual(['approved', 'pending', 'rejected']);
    const pending = await t.knex('host_requests').where({ status: 'pending' }).select('email');
    expect(pending).toEqual([{ email: 'chloe@shoreline.test' }]);
    const destinations = await t.knex('destinations').orderBy('order').pluck('name');
    expect(destinations).toEqual(['Lisbon', 'Biarritz', 'Split', 'Santa Cruz', 'Brighton']);
  });

  it('has a favourite or two for each demo renter, newest saved first (issue 24 item 6)', async () => {
    for (const [email, titles] of [
      ['ana@shoreline.test', 2],
      ['ben@shoreline.test', 2],
    ] as const) {
      const account = DEMO_ACCOUNTS.find((a) => a.email === email)!;
      const cookie = ([] as string[]).concat(
        (await signIn(email, account.password)).headers['set-cookie'] ?? [],
      );
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/me/favourites',
        headers: { cookie: cookie.map((c) => c.split(';')[0]).join('; ') },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().items).toHaveLength(titles);
    }
  });

  it('gives every demo renter and host an unread thread and its notification (issue 25)', async () => {
    const sides = [
      ['ana', 'renter'],
      ['ben', 'renter'],
      ['chloe', 'renter'],
      ['marina', 'host'],
      ['theo', 'host'],
    ] as const;
    for (const [key, side] of sides) {
      const account = DEMO_ACCOUNTS.find((a) => a.key === key)!;
      const user = (await t.knex('users').where({ email: account.email }).first('id')) as { id: string };
      const unread = (await t
        .knex('conversations')
        .where({ [`${side}_id`]: user.id, [`${side}_unread`]: true })
        .pluck('id')) as string[];
      expect(unread.length).toBeGreaterThanOrEqual(1);
      // What the signed-in menu counts.
      const cookie = ([] as string[]).concat(
        (await signIn(account.email, account.password)).headers['set-cookie'] ?? [],
      );
      const counts = await t.app.inject({
        method: 'GET',
        url: '/api/conversations/unread',
        headers: { cookie: cookie.map((c) => c.split(';')[0]).join('; ') },
      });
      expect(counts.json()).toMatchObject({ [side]: unread.length });
      const notified = (await t
        .knex('notifications')
        .where({ user_id: user.id, kind: 'message-received' })
        .whereNull('read_at')
        .select('facts', 'link')) as { facts: { conversationId: string }; link: string }[];
      expect(notified.map((n) => n.facts.conversationId).sort()).toEqual([...unread].sort());
      expect(notified.every((n) => n.link.includes(n.facts.conversationId))).toBe(true);
      // The thread's newest message is the other party's: what the unread flag says arrived.
      for (const id of unread) {
        const newest = (await t
          .knex('messages')
          .where({ conversation_id: id })
          .orderBy('id', 'desc')
          .first('kind', 'sender_id')) as { kind: string; sender_id: string | null };
        expect(newest.kind).toBe('text');
        expect(newest.sender_id).not.toBe(user.id);
      }
    }
  });

  it("puts every seeded booking's events in its conversation, in time order (issue 25)", async () => {
    const events = {
      pending: [],
      approved: ['approved'],
      rejected: ['declined'],
      cancelled: ['cancelled'],
      expired: ['expired'],
    };
    const bookings = (await t.knex('bookings').select('id', 'status', 'renter_id', 'listing_id')) as {
      id: string;
      status: keyof typeof events;
      renter_id: string;
      listing_id: string;
    }[];
    for (const booking of bookings) {
      const written = (await t
        .knex('messages as m')
        .join('conversations as c', 'c.id', 'm.conversation_id')
        .where({
          'm.booking_id': booking.id,
          'c.renter_id': booking.renter_id,
          'c.listing_id': booking.listing_id,
        })
        .orderBy('m.id')
        .pluck('m.event')) as string[];
      expect(written).toEqual(['requested', ...events[booking.status]]);
    }
    // Ids are each thread's order: no message is older than the one before it.
    const disordered = await t.knex.raw(`
      SELECT 1 FROM (SELECT created_at < lag(created_at) OVER (PARTITION BY conversation_id ORDER BY id) AS back
                       FROM messages) m WHERE back`);
    expect(disordered.rows).toEqual([]);
    const texts = (await t.knex('messages').where({ kind: 'text' }).pluck('body')) as string[];
    expect(texts.some((body) => body.includes('\n'))).toBe(true);
    const questions = await t
      .knex('conversations as c')
      .leftJoin('bookings as b', function () {
        this.on('b.renter_id', 'c.renter_id').andOn('b.listing_id', 'c.listing_id');
      })
      .whereNull('b.id')
      .count('* as n')
      .first();
    expect(Number(questions?.n)).toBeGreaterThanOrEqual(2);
  });

  it('has one open conversation report for the admin (issue 25)', async () => {
    const open = await t.knex('conversation_reports').whereNull('resolved_at').select('reason');
    expect(open).toHaveLength(1);
  });

  it('can be run again after a reset (npm run seed)', async () => {
    const { resetDemoData } = await import('./reset-demo-data');
    await resetDemoData(t.knex);
    await seedDemoData(t.knex, t.app.imageStorage);
    expect(Number((await t.knex('listings').count('* as n').first())?.n)).toBe(24);
  }, 60000);
});
