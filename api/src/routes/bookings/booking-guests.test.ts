// Issue 24: who is coming. The renter must say it; the listing's maximum and pet rule are checked in
// the booking's transaction; the renter, the host and the host's notification all see the party.
import { ERROR_CODE_OF_MESSAGE as CODES } from '@shoreline/shared-domain/errorCodes';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { buildTestApp, type TestApp, type TestUser } from '../../test/build-test-app';

let t: TestApp;
let host: TestUser;
let renter: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  host = await t.createUser({ roles: ['renter', 'host'], name: 'Marina Host' });
  renter = await t.createUser({ name: 'Ana Renter' });
});
afterAll(() => t.close());

const book = (listingId: string, guests: unknown, startDate = '2030-07-01', endDate = '2030-07-04') =>
  t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: renter.headers,
    payload:
      guests === undefined ? { listingId, startDate, endDate } : { listingId, startDate, endDate, guests },
  });

const storedBookings = async (listingId: string) =>
  Number((await t.knex('bookings').where({ listing_id: listingId }).count({ n: '*' }))[0]?.n);

describe('POST /api/bookings: guests', () => {
  it('refuses a booking over the guest maximum with its message and code, storing nothing', async () => {
    const listingId = await t.createListing(host, { maxGuests: 4 });
    const res = await book(listingId, { adults: 3, children: 2 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: MESSAGES.guestsOverMaximum,
      code: CODES.guestsOverMaximum,
      fields: ['guests'],
    });
    expect(await storedBookings(listingId)).toBe(0);
  });

  it('does not count infants against the maximum, within their own limit', async () => {
    const listingId = await t.createListing(host, { maxGuests: 2 });
    const res = await book(listingId, { adults: 1, children: 1, infants: 2 });
    expect(res.statusCode).toBe(201);
    expect(res.json().guests).toEqual({ adults: 1, children: 1, infants: 2, pets: false });
    const tooMany = await book(listingId, { adults: 1, infants: 6 }, '2030-08-01', '2030-08-03');
    expect(tooMany.statusCode).toBe(400);
    expect(await storedBookings(listingId)).toBe(1);
  });

  it('refuses pets where the house rules do not allow them, and takes them where they do', async () => {
    const noPets = await t.createListing(host);
    const refused = await book(noPets, { adults: 2, pets: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: MESSAGES.petsNotAllowed,
      code: CODES.petsNotAllowed,
    });
    expect(await storedBookings(noPets)).toBe(0);
    const petsWelcome = await t.createListing(host, {
      houseRules: { petsAllowed: true, smokingAllowed: false, eventsAllowed: false, text: '' },
    });
    const taken = await book(petsWelcome, { adults: 2, pets: true });
    expect(taken.statusCode).toBe(201);
    expect(taken.json().guests.pets).toBe(true);
  });

  it('asks for at least one adult when guests are missing or have none', async () => {
    const listingId = await t.createListing(host);
    for (const guests of [undefined, {}, { adults: 0, children: 2 }]) {
      const res = await book(listingId, guests);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: MESSAGES.adultsRequired,
        code: CODES.adultsRequired,
      });
    }
    const wrong = await book(listingId, { adults: 'two' });
    expect(wrong.statusCode).toBe(400);
    expect(await storedBookings(listingId)).toBe(0);
  });

  it('checks the maximum as the listing says it when booking, after the host lowered it', async () => {
    const listingId = await t.createListing(host, { maxGuests: 6 });
    await t.knex('listings').where({ id: listingId }).update({ max_guests: 3 });
    const res = await book(listingId, { adults: 4 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.guestsOverMaximum);
  });

  it("shows the party to the renter, on the host's requests and detail, and in the host's notification", async () => {
    const listingId = await t.createListing(host, { maxGuests: 5, title: 'Dune house' });
    const guests = { adults: 2, children: 1, infants: 1, pets: false };
    const created = await book(listingId, guests, '2030-09-01', '2030-09-05');
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;

    const mine = await t.app.inject({ method: 'GET', url: '/api/bookings/mine', headers: renter.headers });
    expect(mine.json().items.find((b: { id: string }) => b.id === id).guests).toEqual(guests);
    const hosts = await t.app.inject({ method: 'GET', url: '/api/host/bookings', headers: host.headers });
    expect(hosts.json().items.find((b: { id: string }) => b.id === id).guests).toEqual(guests);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/host/bookings/${id}`,
      headers: host.headers,
    });
    expect(detail.json().guests).toEqual(guests);

    const notes = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: host.headers });
    const requested = (notes.json().items as { kind: string; facts: { bookingId: string } }[]).find(
      (note) => note.kind === 'booking-requested' && note.facts.bookingId === id,
    );
    expect(requested?.facts).toMatchObject({ guests });
  });
});
