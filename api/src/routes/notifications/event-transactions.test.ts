// Notification events and their transactions: a rolled-back or refused event tells nobody; email opt-out.
import { setUpNotificationEvents } from '../../test/notification-events';
import { waitFor } from '../../test/wait-for';

const { world, inbox, outbox, kinds, post, people } = setUpNotificationEvents();

describe('transactions', () => {
  it('an event that rolls back leaves no notification, no email and no live signal', async () => {
    const { host, renter, listingId } = await people();
    const bookingId = await world.t.insertBooking({
      listingId,
      renter,
      startDate: '2031-01-01',
      endDate: '2031-01-03',
    });
    const signals: unknown[] = [];
    const stop = world.t.app.notificationBus.subscribe((signal) => signals.push(signal));
    expect(await world.t.app.notificationBus.ready()).toBe(true);
    await expect(
      world.t.knex.transaction(async (trx) => {
        await world.t.app.notify.booking(trx, 'requested', bookingId);
        throw new Error('the rest of the event failed');
      }),
    ).rejects.toThrow('the rest of the event failed');
    expect(await inbox(host)).toEqual([]);
    expect(await outbox(host)).toEqual([]);

    // The same call committed is heard (the check above is not vacuous).
    await world.t.knex.transaction((trx) => world.t.app.notify.booking(trx, 'requested', bookingId));
    expect(await kinds(host)).toEqual(['booking-requested']);
    // Signals arrive in commit order: had the rolled-back event sent one, it would be first.
    await waitFor(() => signals.length > 0, 10_000, "the committed event's signal");
    stop();
    expect(signals[0]).toEqual({ type: 'new', userIds: [host.user.id] });
  });

  it('a refused event (409) tells nobody', async () => {
    const { host, renter, other, listingId } = await people();
    await world.t.insertBooking({
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
      guests: { adults: 1 },
    });
    expect(res.statusCode).toBe(409);
    expect(await inbox(host)).toEqual([]);
  });

  it('sends no email to someone who turned emails off, but still notifies them in the app', async () => {
    const { host, renter, listingId } = await people();
    await world.t.knex('users').where('id', host.user.id).update({ email_notifications: false });
    await post(renter, '/api/bookings', {
      listingId,
      startDate: '2030-03-01',
      endDate: '2030-03-02',
      guests: { adults: 1 },
    });
    expect(await kinds(host)).toEqual(['booking-requested']);
    expect(await outbox(host)).toEqual([]);
  });
});
