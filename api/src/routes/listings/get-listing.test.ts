import { MESSAGES } from '@shoreline/shared-domain/messages';
import { buildTestApp, type TestApp, type TestUser } from '../../test/build-test-app';

let t: TestApp;
let host: TestUser;
let otherHost: TestUser;
let renter: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  host = await t.createUser({ roles: ['renter', 'host'], name: 'Marina Costa' });
  otherHost = await t.createUser({ roles: ['renter', 'host'] });
  renter = await t.createUser();
});
afterAll(() => t.close());

const get = (url: string, user?: TestUser) =>
  t.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });

describe('GET /api/listings/:id', () => {
  it('returns the listing with photos in order, host name and rating', async () => {
    const id = await t.createListing(host, {
      title: 'Harbour loft',
      pricePerNight: 99.5,
      photos: ['/uploads/listings/a.jpg', '/uploads/listings/b.jpg', '/uploads/listings/c.jpg'],
    });
    const res = await get(`/api/listings/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id,
      title: 'Harbour loft',
      description: 'Two rooms above the harbour.',
      pricePerNight: 99.5,
      address: '1 Harbour Road',
      city: 'Lisbon',
      country: 'Portugal',
      availableFrom: '2030-01-01',
      availableTo: '2030-12-31',
      isActive: true,
      hostId: host.user.id,
      hostName: 'Marina Costa',
      // Each photo with its size and variants, built from the stored key (createListing's 1200 x 800 uploads).
      photos: ['a', 'b', 'c'].map((name) => ({
        url: `/uploads/listings/${name}.jpg`,
        width: 1200,
        height: 800,
        variants: [400, 800, 1200].map((width) => ({
          url: `/uploads/listings/${name}.w${width}.webp`,
          width,
        })),
      })),
      averageRating: null,
      reviewCount: 0,
      createdAt: expect.any(String),
      // The facts (issue 24), as listingInput gives them.
      maxGuests: 4,
      propertyType: 'flat',
      bedrooms: 2,
      beds: 2,
      bathrooms: 1,
      checkInFrom: '15:00',
      checkOutBy: '11:00',
      houseRules: { petsAllowed: false, smokingAllowed: false, eventsAllowed: false, text: '' },
      amenities: ['wifi', 'kitchen'],
    });
  });

  it('shows an inactive listing to its host only', async () => {
    const id = await t.createListing(host, { isActive: false });
    expect((await get(`/api/listings/${id}`, host)).statusCode).toBe(200);
    for (const user of [undefined, renter, otherHost]) {
      const res = await get(`/api/listings/${id}`, user);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(MESSAGES.listingNotFound);
    }
  });

  it('answers 404 for a deleted listing, even to its host', async () => {
    const id = await t.createListing(host);
    await t.app.listingsRepository.softDelete(id);
    expect((await get(`/api/listings/${id}`, host)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await get('/api/listings/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const res = await get('/api/listings/not-a-uuid');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });
});

describe('GET /api/listings/:id/availability', () => {
  it('lists approved stays as booked and the gaps around them as free', async () => {
    const id = await t.createListing(host, { availableFrom: '2030-06-01', availableTo: '2030-06-30' });
    await t.insertBooking({
      listingId: id,
      renter,
      startDate: '2030-06-10',
      endDate: '2030-06-15',
      status: 'approved',
    });
    await t.insertBooking({
      listingId: id,
      renter,
      startDate: '2030-06-20',
      endDate: '2030-06-22',
      status: 'approved',
    });
    // Only approved bookings block dates.
    for (const status of ['pending', 'rejected', 'cancelled'] as const) {
      await t.insertBooking({
        listingId: id,
        renter,
        startDate: '2030-06-02',
        endDate: '2030-06-05',
        status,
      });
    }
    const res = await get(`/api/listings/${id}/availability`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      availableFrom: '2030-06-01',
      availableTo: '2030-06-30',
      booked: [
        { start: '2030-06-10', end: '2030-06-15' },
        { start: '2030-06-20', end: '2030-06-22' },
      ],
      free: [
        { start: '2030-06-01', end: '2030-06-10' },
        { start: '2030-06-15', end: '2030-06-20' },
        { start: '2030-06-22', end: '2030-06-30' },
      ],
    });
  });

  it('answers 404 for an inactive listing to others and 400 for a malformed id', async () => {
    const id = await t.createListing(host, { isActive: false });
    expect((await get(`/api/listings/${id}/availability`, renter)).statusCode).toBe(404);
    expect((await get(`/api/listings/${id}/availability`, host)).statusCode).toBe(200);
    expect((await get('/api/listings/123/availability')).statusCode).toBe(400);
  });
});
