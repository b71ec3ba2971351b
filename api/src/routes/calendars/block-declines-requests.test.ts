// Issue 22 item 1: a host's block over pending requests declines them in its own transaction, with the
// reason "The host blocked these dates", each renter told as for the decline on approval.
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { setUpNotificationEvents } from '../../test/notification-events';

const { world, inbox, outbox, post, people } = setUpNotificationEvents();

beforeAll(() => {
  // Listings are open for 2030; requests made now are not expired yet.
  world.t.setNow(new Date('2030-03-01T12:00:00Z'));
});

const CREATED = new Date('2030-03-01T10:00:00Z');
const bookingRow = async (id: string) =>
  (await world.t
    .knex('bookings')
    .select('status', 'decline_cause', 'decline_reason')
    .where({ id })
    .first()) as { status: string; decline_cause: string | null; decline_reason: string | null };

describe('POST /api/listings/:id/blocks over pending requests', () => {
  it('declines exactly the requests it covers, says which, and tells each renter why', async () => {
    const { host, renter, other, listingId } = await people();
    const request = (renterOf: typeof renter, startDate: string, endDate: string, listing = listingId) =>
      world.t.insertBooking({ listingId: listing, renter: renterOf, startDate, endDate, createdAt: CREATED });
    const covered = await request(renter, '2030-05-03', '2030-05-06');
    const overlapping = await request(other, '2030-05-05', '2030-05-09');
    const backToBack = await request(other, '2030-05-07', '2030-05-10');
    const before = await request(renter, '2030-04-28', '2030-05-01');
    const otherListing = await world.t.createListing(host, { title: 'Elsewhere' });
    const elsewhere = await request(renter, '2030-05-03', '2030-05-06', otherListing);

    const res = await post(host, `/api/listings/${listingId}/blocks`, {
      startDate: '2030-05-01',
      endDate: '2030-05-07',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      startDate: '2030-05-01',
      endDate: '2030-05-07',
      source: 'host',
      declinedRequests: [
        { bookingId: covered, renterName: 'Ana Silva', startDate: '2030-05-03', endDate: '2030-05-06' },
        { bookingId: overlapping, renterName: 'Ben Okafor', startDate: '2030-05-05', endDate: '2030-05-09' },
      ],
    });

    for (const id of [covered, overlapping]) {
      expect(await bookingRow(id)).toEqual({
        status: 'rejected',
        decline_cause: 'dates-blocked',
        decline_reason: null,
      });
    }
    for (const id of [backToBack, before, elsewhere]) expect((await bookingRow(id)).status).toBe('pending');

    // The renter reads the reason on their booking...
    const mine = await world.t.app.inject({
      method: 'GET',
      url: '/api/bookings/mine',
      headers: renter.headers,
    });
    expect(mine.json().items.find((b: { id: string }) => b.id === covered)).toMatchObject({
      status: 'rejected',
      declineCause: 'dates-blocked',
      declineReason: null,
    });
    // ...and in the notification of the decline on approval, in the app and by email.
    expect(await inbox(renter)).toEqual([
      {
        kind: 'booking-declined-dates-taken',
        link: '/search?location=Brighton&checkin=2030-05-03&checkout=2030-05-06',
        facts: expect.objectContaining({ bookingId: covered, reason: MESSAGES.declinedDatesBlocked }),
      },
    ]);
    expect((await inbox(other)).map((n) => n.facts.bookingId)).toEqual([overlapping]);
    expect((await outbox(renter))[0]?.text_body).toContain(
      'was declined. Reason: The host blocked these dates.',
    );
    expect(await inbox(host)).toEqual([]);
  });

  it('declines nothing and tells nobody when it is refused (409 over an approved stay)', async () => {
    const { host, renter, other, listingId } = await people();
    await world.t.insertBooking({
      listingId,
      renter: other,
      startDate: '2030-06-01',
      endDate: '2030-06-03',
      status: 'approved',
    });
    const pending = await world.t.insertBooking({
      listingId,
      renter,
      startDate: '2030-06-03',
      endDate: '2030-06-06',
      createdAt: CREATED,
    });
    const res = await post(host, `/api/listings/${listingId}/blocks`, {
      startDate: '2030-06-02',
      endDate: '2030-06-05',
    });
    expect(res.statusCode).toBe(409);
    expect(await bookingRow(pending)).toEqual({
      status: 'pending',
      decline_cause: null,
      decline_reason: null,
    });
    expect(await inbox(renter)).toEqual([]);
  });

  it('is one transaction: a block that fails after declining leaves the requests pending and nobody told', async () => {
    const { host, renter, listingId } = await people();
    const pending = await world.t.insertBooking({
      listingId,
      renter,
      startDate: '2030-07-03',
      endDate: '2030-07-06',
      createdAt: CREATED,
    });
    // A real failure of the block's own insert, after the requests were declined in its transaction.
    await world.t.knex.raw(`
      CREATE FUNCTION test_refuse_block() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused for the test'; END $$;
      CREATE TRIGGER test_refuse_block BEFORE INSERT ON calendar_blocks
        FOR EACH ROW WHEN (NEW.note = 'refuse me') EXECUTE FUNCTION test_refuse_block();
    `);
    try {
      const res = await post(host, `/api/listings/${listingId}/blocks`, {
        startDate: '2030-07-01',
        endDate: '2030-07-08',
        note: 'refuse me',
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await world.t.knex.raw(`
        DROP TRIGGER test_refuse_block ON calendar_blocks;
        DROP FUNCTION test_refuse_block();
      `);
    }
    expect(await bookingRow(pending)).toEqual({
      status: 'pending',
      decline_cause: null,
      decline_reason: null,
    });
    expect(await inbox(renter)).toEqual([]);
    expect(await outbox(renter)).toEqual([]);
    expect(await world.t.knex('calendar_blocks').where({ listing_id: listingId })).toEqual([]);

    // The same block without the fault declines it (the check above is not vacuous).
    const res = await post(host, `/api/listings/${listingId}/blocks`, {
      startDate: '2030-07-01',
      endDate: '2030-07-08',
    });
    expect(res.statusCode).toBe(201);
    expect((await bookingRow(pending)).status).toBe('rejected');
    expect((await inbox(renter)).map((n) => n.kind)).toEqual(['booking-declined-dates-taken']);
  });
});
