import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { ListingSummary } from '@shoreline/shared-domain/types';
import { errorBody } from '../../lib/http-errors';
import { buildTestApp, listingInput, type TestApp, type TestUser } from '../../test/build-test-app';

// Issue 24: a host says how many guests fit, the kind of place, rooms, times, house rules and
// amenities; every read answers them as they were written.

let t: TestApp;
let host: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  host = await t.createUser({ roles: ['renter', 'host'] });
});
afterAll(() => t.close());

const call = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: host.headers, ...(payload ? { payload } : {}) });

async function newBody(overrides: object = {}) {
  return { ...listingInput({ photos: [(await t.createUpload(host)).url] }), ...overrides };
}

const villa = {
  maxGuests: 10,
  propertyType: 'villa',
  bedrooms: 5,
  beds: 6,
  bathrooms: 3.5,
  checkInFrom: '16:00',
  checkOutBy: '10:30',
  houseRules: { petsAllowed: true, smokingAllowed: false, eventsAllowed: true, text: 'Pool unfenced.' },
  // Out of catalogue order and repeated: stored once each, answered in catalogue order.
  amenities: ['pool', 'wifi', 'sea-view', 'pool'],
};
const villaAnswer = { ...villa, amenities: ['wifi', 'sea-view', 'pool'] };

describe('facts round-trip', () => {
  it('stores the facts on create and answers them on every read', async () => {
    const created = await call('POST', '/api/listings', await newBody(villa));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject(villaAnswer);
    const id = created.json().id as string;
    expect((await call('GET', `/api/listings/${id}`)).json()).toMatchObject(villaAnswer);
    expect((await call('GET', `/api/listings/${id}/page`)).json().listing).toMatchObject(villaAnswer);
    const card = { maxGuests: 10, propertyType: 'villa', bedrooms: 5, beds: 6, bathrooms: 3.5 };
    const mine = (await call('GET', '/api/host/listings')).json().items as ListingSummary[];
    expect(mine.find((item) => item.id === id)).toMatchObject(card);
    const found = (await call('GET', '/api/listings?location=lisbon&limit=50')).json()
      .items as ListingSummary[];
    expect(found.find((item) => item.id === id)).toMatchObject(card);
  });

  it('takes numbers typed as text and trims times and rules, as the form sends them', async () => {
    const res = await call(
      'POST',
      '/api/listings',
      await newBody({
        maxGuests: '3',
        bedrooms: ' 1 ',
        beds: '2',
        bathrooms: '1.5',
        checkInFrom: ' 14:00 ',
        houseRules: { petsAllowed: false, smokingAllowed: true, eventsAllowed: false, text: '  No shoes.  ' },
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      maxGuests: 3,
      bedrooms: 1,
      beds: 2,
      bathrooms: 1.5,
      checkInFrom: '14:00',
      houseRules: { smokingAllowed: true, text: 'No shoes.' },
    });
  });

  it('replaces every fact on edit, down to no amenities and no rules text', async () => {
    const id = (await call('POST', '/api/listings', await newBody(villa))).json().id as string;
    const body = await newBody({
      maxGuests: 1,
      propertyType: 'room',
      bedrooms: 0,
      beds: 1,
      bathrooms: 0.5,
      checkInFrom: '12:00',
      checkOutBy: '09:00',
      houseRules: { petsAllowed: false, smokingAllowed: false, eventsAllowed: false },
      amenities: [],
    });
    const res = await call('PUT', `/api/listings/${id}`, body);
    expect(res.statusCode).toBe(200);
    const expected = {
      maxGuests: 1,
      propertyType: 'room',
      bedrooms: 0,
      beds: 1,
      bathrooms: 0.5,
      checkInFrom: '12:00',
      checkOutBy: '09:00',
      houseRules: { petsAllowed: false, smokingAllowed: false, eventsAllowed: false, text: '' },
      amenities: [],
    };
    expect(res.json()).toMatchObject(expected);
    expect((await call('GET', `/api/listings/${id}`)).json()).toMatchObject(expected);
  });
});

describe('facts are required and checked', () => {
  it.each([
    ['maxGuests', MESSAGES.maxGuestsInvalid],
    ['propertyType', MESSAGES.propertyTypeRequired],
    ['bedrooms', MESSAGES.bedroomsInvalid],
    ['beds', MESSAGES.bedsInvalid],
    ['bathrooms', MESSAGES.bathroomsInvalid],
    ['checkInFrom', MESSAGES.checkInFromInvalid],
    ['checkOutBy', MESSAGES.checkOutByInvalid],
    ['houseRules', MESSAGES.invalidRequest],
    ['amenities', MESSAGES.amenityUnknown],
  ] as const)(
    'a create without %s answers 400 with its message and stores nothing',
    async (field, message) => {
      const body: Record<string, unknown> = await newBody({ title: `Missing ${field}` });
      delete body[field];
      const res = await call('POST', '/api/listings', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ ...errorBody(400, message), fields: [field] });
      expect(
        await t
          .knex('listings')
          .where({ title: `Missing ${field}` })
          .first(),
      ).toBeUndefined();
    },
  );

  it.each([
    ['17 guests', { maxGuests: 17 }, MESSAGES.maxGuestsInvalid, 'maxGuests'],
    ['2.5 guests', { maxGuests: 2.5 }, MESSAGES.maxGuestsInvalid, 'maxGuests'],
    ['an unknown type', { propertyType: 'castle' }, MESSAGES.propertyTypeRequired, 'propertyType'],
    ['21 bedrooms', { bedrooms: 21 }, MESSAGES.bedroomsInvalid, 'bedrooms'],
    ['no bed', { beds: 0 }, MESSAGES.bedsInvalid, 'beds'],
    ['a quarter bathroom', { bathrooms: 1.25 }, MESSAGES.bathroomsInvalid, 'bathrooms'],
    ['a time of 24:00', { checkInFrom: '24:00' }, MESSAGES.checkInFromInvalid, 'checkInFrom'],
    ['a time with seconds', { checkOutBy: '11:00:00' }, MESSAGES.checkOutByInvalid, 'checkOutBy'],
    ['an unknown amenity', { amenities: ['wifi', 'helipad'] }, MESSAGES.amenityUnknown, 'amenities'],
    ['"__proto__" as an amenity', { amenities: ['__proto__'] }, MESSAGES.amenityUnknown, 'amenities'],
    [
      'house rules over 1000 characters',
      {
        houseRules: {
          petsAllowed: false,
          smokingAllowed: false,
          eventsAllowed: false,
          text: 'x'.repeat(1001),
        },
      },
      MESSAGES.houseRulesTooLong,
      'houseRules',
    ],
    [
      'a house rule that is not yes or no',
      { houseRules: { petsAllowed: 'yes', smokingAllowed: false, eventsAllowed: false, text: '' } },
      MESSAGES.invalidRequest,
      'houseRules',
    ],
  ])('refuses %s with 400, its message and field', async (_case, overrides, message, field) => {
    const res = await call('POST', '/api/listings', await newBody(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ ...errorBody(400, message), fields: [field] });
  });

  it('drops an unknown house-rules key, as any unknown field (the object is closed)', async () => {
    const id = (await call('POST', '/api/listings', await newBody(villa))).json().id as string;
    const res = await call(
      'PUT',
      `/api/listings/${id}`,
      await newBody({ ...villa, maxGuests: 2, houseRules: { ...villa.houseRules, partiesAllowed: true } }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ maxGuests: 2 });
    expect(res.json().houseRules).toEqual(villa.houseRules);
  });
});
