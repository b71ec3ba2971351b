// Notification events of the host calendar: an imported event overlapping a stay.
import { setUpNotificationEvents } from '../../test/notification-events';

const { world, inbox, people } = setUpNotificationEvents();

describe('calendar events', () => {
  it('an imported event overlapping a stay tells the host', async () => {
    const { host, listingId } = await people();
    await world.t.knex.transaction((trx) =>
      world.t.app.notify.calendarConflict(trx, host.user.id, {
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
