// Issue 22 item 3: the host may say why they reject a request (optional, at most 500 characters,
// trimmed); the renter reads it on their booking and in the notification. Bad input changes nothing.
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { setUpNotificationEvents } from '../../test/notification-events';

const { world, inbox, outbox, post, people } = setUpNotificationEvents();

const row = async (id: string) =>
  (await world.t
    .knex('bookings')
    .select('status', 'decline_cause', 'decline_reason', 'updated_at')
    .where({ id })
    .first()) as {
    status: string;
    decline_cause: string | null;
    decline_reason: string | null;
    updated_at: Date;
  };

async function pendingRequest() {
  const { host, renter, listingId } = await people();
  const id = await world.t.insertBooking({
    listingId,
    renter,
    startDate: '2030-08-01',
    endDate: '2030-08-04',
  });
  return { host, renter, id };
}

describe('POST /api/bookings/:id/reject with a reason', () => {
  it('stores the trimmed reason and shows it to the renter on the booking and in the notification', async () => {
    const { host, renter, id } = await pendingRequest();
    const res = await post(host, `/api/bookings/${id}/reject`, { reason: '  We are closed for repairs  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'rejected',
      declineCause: 'host',
      declineReason: 'We are closed for repairs',
    });
    expect(await row(id)).toMatchObject({
      decline_cause: 'host',
      decline_reason: 'We are closed for repairs',
    });

    const mine = await world.t.app.inject({
      method: 'GET',
      url: '/api/bookings/mine',
      headers: renter.headers,
    });
    expect(mine.json().items).toEqual([
      expect.objectContaining({ id, declineCause: 'host', declineReason: 'We are closed for repairs' }),
    ]);
    expect(await inbox(renter)).toEqual([
      expect.objectContaining({
        kind: 'booking-rejected',
        facts: expect.objectContaining({ bookingId: id, reason: 'We are closed for repairs' }),
      }),
    ]);
    expect((await outbox(renter))[0]?.text_body).toContain('Reason: We are closed for repairs.');
  });

  it('rejects without a reason when none (or a blank one) is given, as before', async () => {
    for (const payload of [undefined, {}, { reason: null }, { reason: '   ' }]) {
      const { host, renter, id } = await pendingRequest();
      const res = await post(host, `/api/bookings/${id}/reject`, payload);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'rejected', declineCause: 'host', declineReason: null });
      const [notification] = await inbox(renter);
      expect(notification?.facts).not.toHaveProperty('reason');
    }
  });

  it.each([
    ['longer than 500 characters', { reason: 'x'.repeat(501) }, MESSAGES.bookingDeclineReasonTooLong],
    ['not text', { reason: 42 }, null],
    ['that is not valid Unicode', { reason: 'closed \ud800' }, MESSAGES.textInvalidCharacters],
    ['far too long for the schema', { reason: 'x'.repeat(10_001) }, null],
  ])('refuses a reason %s with a 400 and changes nothing', async (_case, payload, message) => {
    const { host, renter, id } = await pendingRequest();
    const before = await row(id);
    const res = await post(host, `/api/bookings/${id}/reject`, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.any(String) });
    if (message) expect(res.json().message).toBe(message);
    expect(await row(id)).toEqual(before);
    expect(before.status).toBe('pending');
    expect(await inbox(renter)).toEqual([]);
  });

  it('takes exactly 500 characters after trimming', async () => {
    const { host, id } = await pendingRequest();
    const res = await post(host, `/api/bookings/${id}/reject`, { reason: ` ${'y'.repeat(500)} ` });
    expect(res.statusCode).toBe(200);
    expect((await row(id)).decline_reason).toHaveLength(500);
  });
});
