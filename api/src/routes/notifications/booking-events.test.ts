// Notification events of bookings: requests, decisions, cancellations, removed listings and expiry.
import { setUpNotificationEvents } from '../../test/notification-events';

const { world, inbox, outbox, kinds, post, people } = setUpNotificationEvents();

describe('booking events', () => {
  it('a new request tells the host who, where, when and how much, with the approve link, in app and by email', async () => {
    const { host, renter, listingId } = await people();
    const res = await post(renter, '/api/bookings', {
      listingId,
      startDate: '2030-07-01',
      endDate: '2030-07-04',
      guests: { adults: 2, children: 1 },
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
          guests: { adults: 2, children: 1, infants: 0, pets: false },
        },
      },
    ]);
    expect(await inbox(renter)).toEqual([]);
    const [email] = await outbox(host);
    expect(email?.subject).toBe('New booking request for Brighton Seafront Flat');
    expect(email?.text_body).toContain(
      'Ana Silva asked to stay Jul 1, 2030 - Jul 4, 2030 (3 nights) for 2 adults, 1 child, total €360.00.',
    );
    expect(email?.text_body).toContain(
      `Review the request: https://shoreline.example/bookings/${bookingId}/approve`,
    );
    expect(email?.html_body).toContain(`href="https://shoreline.example/bookings/${bookingId}/approve"`);
  });

  it('approval tells the renter, and each overlapping request it declined is told the dates were taken', async () => {
    const { host, renter, other, listingId } = await people();
    const target = await world.t.insertBooking({
      listingId,
      renter,
      startDate: '2030-08-01',
      endDate: '2030-08-05',
    });
    const overlapping = await world.t.insertBooking({
      listingId,
      renter: other,
      startDate: '2030-08-03',
      endDate: '2030-08-06',
    });
    const later = await world.t.insertBooking({
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
      'was declined. Reason: Another request for these dates was approved.',
    );
    // The back-to-back request is still pending: nobody told its renter anything about it.
    expect((await inbox(other)).some((n) => n.facts.bookingId === later)).toBe(false);
    expect(await inbox(host)).toEqual([]);
  });

  it('a rejection tells the renter; a cancellation tells the host', async () => {
    const { host, renter, listingId } = await people();
    const rejected = await world.t.insertBooking({
      listingId,
      renter,
      startDate: '2030-09-01',
      endDate: '2030-09-03',
    });
    const cancelled = await world.t.insertBooking({
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
    await world.t.insertBooking({ listingId, renter, startDate: '2030-10-01', endDate: '2030-10-03' });
    await world.t.insertBooking({ listingId, renter: other, startDate: '2030-10-05', endDate: '2030-10-07' });
    await world.t.insertBooking({
      listingId,
      renter: other,
      startDate: '2030-11-05',
      endDate: '2030-11-07',
      status: 'rejected',
    });
    const res = await world.t.app.inject({
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
    await world.t.insertBooking({
      listingId,
      renter,
      startDate: '2030-12-01',
      endDate: '2030-12-03',
      createdAt,
    });
    // 72 hours later, nobody has answered.
    const now = new Date(createdAt.getTime() + 72 * 60 * 60 * 1000);
    await expect(world.t.app.jobs.runNow('expire-booking-requests', { now })).resolves.toBe(true);
    expect(await kinds(renter)).toEqual(['booking-expired']);
    expect(await kinds(host)).toEqual(['booking-request-expired']);
    expect((await inbox(host))[0]?.link).toBe('/bookings/manage');
  });
});
