import { addDays } from '@shoreline/shared-domain/dates';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('externalCalendarsRepository.replaceImport', () => {
  it('writes an import of more blocks than one statement can carry (65,535 parameters, six a block)', async () => {
    const host = await t.createUser({ roles: ['renter', 'host'] });
    const listingId = await t.createListing(host);
    const calendar = await t.app.externalCalendarsRepository.create(listingId, {
      name: 'Channel manager',
      url: 'https://calendar.example/feed.ics',
    });
    // 5,000 events cut by the nights other calendars took can leave this many pieces.
    const blocks = Array.from({ length: 11_000 }, (_, index) => ({
      start: addDays('2030-01-01', index * 2),
      end: addDays('2030-01-01', index * 2 + 1),
      summary: 'Reserved',
    }));
    await t.knex.transaction((trx) =>
      t.app.externalCalendarsRepository.replaceImport(
        calendar,
        { blocks, conflicts: [], eventCount: 5000 },
        new Date('2030-01-01T00:00:00Z'),
        trx,
      ),
    );
    // Every block stored, and its nights taken (the trigger on calendar_blocks).
    const count = async (table: string) =>
      Number(
        ((await t.knex(table).where({ listing_id: listingId }).count('* as n')) as { n: string }[])[0]?.n,
      );
    expect(await count('calendar_blocks')).toBe(11_000);
    expect(await count('taken_ranges')).toBe(11_000);
  });
});
