// Favourites (issue 24 item 6): a signed-in person saves listings, lists them newest first (with
// availability for chosen dates) and reads every saved id at once; only their own, on both databases.
import { MAX_FAVOURITES } from '@shoreline/shared-domain/constants';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { FavouriteListing, Page } from '@shoreline/shared-domain/types';
import { randomUUID } from 'node:crypto';
import { buildTestApp, type TestApp, type TestUser } from '../../test/build-test-app';

let t: TestApp;
let host: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  host = await t.createUser({ roles: ['renter', 'host'] });
});
afterAll(() => t.close());

const save = (who: TestUser, listingId: string) =>
  t.app.inject({ method: 'PUT', url: `/api/me/favourites/${listingId}`, headers: who.headers });
const unsave = (who: TestUser, listingId: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/me/favourites/${listingId}`, headers: who.headers });
async function idsOf(who: TestUser): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/me/favourite-ids', headers: who.headers });
  expect(res.statusCode).toBe(200);
  return (res.json() as { ids: string[] }).ids;
}
async function listOf(who: TestUser, query = ''): Promise<Page<FavouriteListing>> {
  const res = await t.app.inject({ method: 'GET', url: `/api/me/favourites${query}`, headers: who.headers });
  expect(res.statusCode).toBe(200);
  return res.json() as Page<FavouriteListing>;
}

describe('saving and removing', () => {
  it('saves once however often it is asked, lists the card and forgets it on removal', async () => {
    const renter = await t.createUser();
    const listingId = await t.createListing(host, { title: 'Harbour loft' });
    expect((await save(renter, listingId)).statusCode).toBe(204);
    expect((await save(renter, listingId)).statusCode).toBe(204);
    expect(await idsOf(renter)).toEqual([listingId]);
    const page = await listOf(renter);
    expect(page.nextCursor).toBeNull();
    expect(page.items).toEqual([
      expect.objectContaining({
        id: listingId,
        title: 'Harbour loft',
        isActive: true,
        savedAt: expect.any(String),
        availableForStay: null,
      }),
    ]);
    expect((await unsave(renter, listingId)).statusCode).toBe(204);
    // Removing what is not saved is the same answer: the heart's state is what was asked.
    expect((await unsave(renter, listingId)).statusCode).toBe(204);
    expect(await idsOf(renter)).toEqual([]);
    expect((await listOf(renter)).items).toEqual([]);
  });

  it('answers 404 for a listing that does not exist or that renters cannot see, and saves nothing', async () => {
    const renter = await t.createUser();
    const inactive = await t.createListing(host, { isActive: false });
    const deleted = await t.createListing(host);
    await t.knex('listings').where({ id: deleted }).update({ deleted_at: new Date(), is_active: false });
    for (const id of [randomUUID(), inactive, deleted]) {
      const res = await save(renter, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'LISTING_NOT_FOUND', message: MESSAGES.listingNotFound });
    }
    const malformed = await save(renter, 'not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(await t.knex('favourites').where({ user_id: renter.user.id })).toEqual([]);
  });

  it('asks a visitor to sign in for every favourites endpoint', async () => {
    const listingId = await t.createListing(host);
    for (const [method, url] of [
      ['PUT', `/api/me/favourites/${listingId}`],
      ['DELETE', `/api/me/favourites/${listingId}`],
      ['GET', '/api/me/favourites'],
      ['GET', '/api/me/favourite-ids'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode).toBe(401);
    }
  });

  it('hides a saved listing once renters cannot see it, and shows it again when it is back', async () => {
    const renter = await t.createUser();
    const listingId = await t.createListing(host);
    await save(renter, listingId);
    await t.knex('listings').where({ id: listingId }).update({ is_active: false });
    expect(await idsOf(renter)).toEqual([]);
    expect((await listOf(renter)).items).toEqual([]);
    await t.knex('listings').where({ id: listingId }).update({ is_active: true });
    expect(await idsOf(renter)).toEqual([listingId]);
  });
});

describe('only your own favourites', () => {
  it("never shows nor changes another person's saves", async () => {
    const ana = await t.createUser();
    const ben = await t.createUser();
    const listingId = await t.createListing(host);
    await save(ana, listingId);
    expect(await idsOf(ben)).toEqual([]);
    expect((await listOf(ben)).items).toEqual([]);
    // Ben removing "the same favourite" removes his own (none): Ana's stays.
    expect((await unsave(ben, listingId)).statusCode).toBe(204);
    expect(await idsOf(ana)).toEqual([listingId]);
    // Ben saving it too is his own row; removing it again leaves Ana's.
    await save(ben, listingId);
    await unsave(ben, listingId);
    expect(await idsOf(ana)).toEqual([listingId]);
    expect(await idsOf(ben)).toEqual([]);
  });

  it("refuses another list's cursor rather than reading someone else's page", async () => {
    const renter = await t.createUser();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/me/favourites?cursor=${Buffer.from(JSON.stringify(['my-bookings', 1, randomUUID()])).toString('base64url')}`,
      headers: renter.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: MESSAGES.invalidCursor });
  });
});

describe('the list', () => {
  it('lists newest saved first, a page at a time', async () => {
    const renter = await t.createUser();
    const ids: string[] = [];
    for (const title of ['First', 'Second', 'Third']) {
      const id = await t.createListing(host, { title });
      ids.push(id);
      await save(renter, id);
    }
    // Saved at distinct times, whatever the clock's resolution.
    for (const [index, id] of ids.entries()) {
      await t
        .knex('favourites')
        .where({ user_id: renter.user.id, listing_id: id })
        .update({ created_at: new Date(Date.UTC(2026, 0, 1 + index)) });
    }
    const first = await listOf(renter, '?limit=2');
    expect(first.items.map((item) => item.title)).toEqual(['Third', 'Second']);
    expect(first.nextCursor).toEqual(expect.any(String));
    const next = await listOf(renter, `?limit=2&cursor=${first.nextCursor}`);
    expect(next.items.map((item) => item.title)).toEqual(['First']);
    expect(next.nextCursor).toBeNull();
    expect(await idsOf(renter)).toEqual([ids[2], ids[1], ids[0]]);
  });

  it('says for chosen dates which saved listings are free: window, approved stays and host blocks', async () => {
    const renter = await t.createUser();
    const guest = await t.createUser();
    const free = await t.createListing(host, { title: 'Free' });
    const booked = await t.createListing(host, { title: 'Booked' });
    const blocked = await t.createListing(host, { title: 'Blocked' });
    const outside = await t.createListing(host, { title: 'Outside', availableTo: '2030-06-01' });
    const pending = await t.createListing(host, { title: 'Pending only' });
    await t.insertBooking({
      listingId: booked,
      renter: guest,
      startDate: '2030-07-03',
      endDate: '2030-07-06',
      status: 'approved',
    });
    await t.insertBooking({
      listingId: pending,
      renter: guest,
      startDate: '2030-07-01',
      endDate: '2030-07-04',
      status: 'pending',
    });
    await t
      .knex('calendar_blocks')
      .insert({ listing_id: blocked, start_date: '2030-07-04', end_date: '2030-07-05', source: 'host' });
    for (const id of [free, booked, blocked, outside, pending]) await save(renter, id);
    const page = await listOf(renter, '?checkin=2030-07-01&checkout=2030-07-05');
    const availability = Object.fromEntries(page.items.map((item) => [item.title, item.availableForStay]));
    expect(availability).toEqual({
      Free: true,
      Booked: false,
      Blocked: false,
      Outside: false,
      'Pending only': true,
    });
    // Checking out the day a stay starts is free (nights are [checkin, checkout)).
    const before = await listOf(renter, '?checkin=2030-07-01&checkout=2030-07-03');
    expect(before.items.find((item) => item.title === 'Booked')?.availableForStay).toBe(true);
    // A stay that started in the past fits nowhere.
    const past = await listOf(renter, '?checkin=2020-07-01&checkout=2020-07-05');
    expect(past.items.every((item) => item.availableForStay === false)).toBe(true);
  });

  it('refuses dates it cannot read, half a stay and a stay that ends before it starts (400)', async () => {
    const renter = await t.createUser();
    const cases = [
      ['?checkin=2030-02-30&checkout=2030-03-02', MESSAGES.dateInvalid],
      ['?checkin=2030-03-01', MESSAGES.checkOutRequired],
      ['?checkout=2030-03-01', MESSAGES.checkInRequired],
      ['?checkin=2030-03-05&checkout=2030-03-05', MESSAGES.checkOutBeforeCheckIn],
    ] as const;
    for (const [query, message] of cases) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/me/favourites${query}`,
        headers: renter.headers,
      });
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 400, message });
    }
  });
});

describe('the cap', () => {
  it(`keeps at most ${MAX_FAVOURITES} favourites and says so; saving a saved one still works`, async () => {
    const renter = await t.createUser();
    // MAX_FAVOURITES copies of one listing, saved straight in the database (not 500 requests).
    const model = await t.createListing(host, { title: 'Bulk' });
    await t.knex.raw(
      `WITH l AS (
         INSERT INTO listings
         SELECT (jsonb_populate_record(l, jsonb_build_object('id', gen_random_uuid()))).*
           FROM listings l CROSS JOIN generate_series(1, ?) g
          WHERE l.id = ?
         RETURNING id)
       INSERT INTO favourites (user_id, listing_id) SELECT ?, id FROM l`,
      [MAX_FAVOURITES, model, renter.user.id],
    );
    const ids = await idsOf(renter);
    expect(ids).toHaveLength(MAX_FAVOURITES);
    const another = await t.createListing(host);
    const refused = await save(renter, another);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'FAVOURITES_LIMIT_REACHED',
      message: MESSAGES.favouritesLimitReached,
    });
    expect((await save(renter, ids[0]!)).statusCode).toBe(204);
    // Room again after removing one.
    await unsave(renter, ids[0]!);
    expect((await save(renter, another)).statusCode).toBe(204);
    expect(await idsOf(renter)).toHaveLength(MAX_FAVOURITES);
  });
});
