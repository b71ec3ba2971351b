import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { ListingSummary } from '@shoreline/shared-domain/types';
import { errorBody } from '../../lib/http-errors';
import { buildTestApp, listingInput, type TestApp, type TestUser } from '../../test/build-test-app';

let t: TestApp;
let host: TestUser;
let otherHost: TestUser;
let renter: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  host = await t.createUser({ roles: ['renter', 'host'] });
  otherHost = await t.createUser({ roles: ['renter', 'host'] });
  renter = await t.createUser();
  admin = await t.createUser({ roles: ['renter', 'admin'] });
});
afterAll(() => t.close());

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET';
const call = (method: Method, url: string, user?: TestUser, payload?: object) =>
  t.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });

describe('authorization matrix', () => {
  // For each endpoint: anonymous, renter, the owning host, another host, admin.
  const cases: [
    string,
    Method,
    (id: string) => string,
    ((user?: TestUser) => Promise<object> | object) | null,
    [number, number, number, number, number],
  ][] = [
    [
      'create',
      'POST',
      () => '/api/listings',
      // Each caller sends a photo of their own (a host may only attach their own uploads).
      async (user) => listingInput({ photos: user ? [(await t.createUpload(user)).url] : [] }),
      [401, 403, 201, 201, 403],
    ],
    [
      'replace',
      'PUT',
      (id) => `/api/listings/${id}`,
      () => listingInput({ title: 'Changed' }),
      [401, 403, 200, 403, 403],
    ],
    [
      'status',
      'PATCH',
      (id) => `/api/listings/${id}/status`,
      () => ({ isActive: false }),
      [401, 403, 200, 403, 403],
    ],
    ['delete', 'DELETE', (id) => `/api/listings/${id}`, null, [401, 403, 204, 403, 403]],
    ['host listings', 'GET', () => '/api/host/listings', null, [401, 403, 200, 200, 403]],
  ];
  const who = () => [undefined, renter, host, otherHost, admin];

  it.each(cases)('%s', async (_name, method, url, body, expected) => {
    const statuses: number[] = [];
    for (const user of who()) {
      const id = await t.createListing(host); // fresh each time: delete and status change it
      const res = await call(method, url(id), user, body ? await body(user) : undefined);
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual(expected);
  });
});

describe('POST /api/listings', () => {
  it('creates an active listing owned by the caller, price parsed from text', async () => {
    const first = await t.createUpload(host, { name: '1-a.jpg' });
    const second = await t.createUpload(host, { name: '2-b.webp', width: 300, height: 200 });
    const res = await call('POST', '/api/listings', host, {
      ...listingInput({ title: '  Dune house  ', photos: [first.url, second.url] }),
      pricePerNight: '85.50',
    });
    expect(res.statusCode).toBe(201);
    const listing = res.json();
    expect(listing).toMatchObject({
      title: 'Dune house',
      pricePerNight: 85.5,
      isActive: true,
      hostId: host.user.id,
      photos: [
        {
          url: '/uploads/listings/1-a.jpg',
          width: 1200,
          height: 800,
          variants: [
            { url: '/uploads/listings/1-a.w400.webp', width: 400 },
            { url: '/uploads/listings/1-a.w800.webp', width: 800 },
            { url: '/uploads/listings/1-a.w1200.webp', width: 1200 },
          ],
        },
        {
          url: '/uploads/listings/2-b.webp',
          width: 300,
          height: 200,
          variants: [{ url: '/uploads/listings/2-b.w300.webp', width: 300 }],
        },
      ],
    });
    expect((await call('GET', `/api/listings/${listing.id}`)).statusCode).toBe(200);
  });

  it.each([
    ['no photo', { photos: [] }, MESSAGES.newListingImageRequired],
    [
      '11 photos',
      { photos: Array.from({ length: 11 }, (_, i) => `/uploads/listings/${i}.jpg`) },
      MESSAGES.maxImages,
    ],
    ['a blank title', { title: '  ' }, MESSAGES.titleRequired],
    ['a zero price', { pricePerNight: 0 }, MESSAGES.priceOutOfRange],
    ['a negative price', { pricePerNight: -5 }, MESSAGES.priceOutOfRange],
    // Text the JSON-schema layer could coerce into a number must reach parsePrice as text.
    ['a hexadecimal price', { pricePerNight: '0x10' }, MESSAGES.priceInvalid],
    ['an exponent price', { pricePerNight: '1e3' }, MESSAGES.priceInvalid],
    ['a NaN price', { pricePerNight: 'NaN' }, MESSAGES.priceInvalid],
    [
      'dates out of order',
      { availableFrom: '2030-05-01', availableTo: '2030-04-01' },
      MESSAGES.listingDatesOutOfOrder,
    ],
    ['an impossible date', { availableFrom: '2030-02-30' }, MESSAGES.dateInvalid],
    ['a foreign photo URL', { photos: ['https://tracker.example/pixel.gif'] }, MESSAGES.imageNotAnImage],
    [
      'a path escaping the folder',
      { photos: ['/uploads/listings/../../etc/passwd'] },
      MESSAGES.imageNotAnImage,
    ],
  ])('refuses %s with 400 and the shared-domain message', async (_case, overrides, message) => {
    const res = await call('POST', '/api/listings', host, { ...listingInput(), ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(errorBody(400, message));
  });

  it('refuses a boolean price with 400 naming the field (JSON bodies are not coerced)', async () => {
    const res = await call('POST', '/api/listings', host, { ...listingInput(), pricePerNight: true });
    expect(res.statusCode).toBe(400);
    // The schema refuses it; the form's own check says why, as the form does.
    expect(res.json()).toMatchObject({ ...errorBody(400, MESSAGES.priceInvalid), fields: ['pricePerNight'] });
  });

  it('refuses a body missing fields with 400', async () => {
    const res = await call('POST', '/api/listings', host, { title: 'Only a title' });
    expect(res.statusCode).toBe(400);
  });

  it('ignores a hostId sent by the client', async () => {
    const res = await call('POST', '/api/listings', host, { ...listingInput(), hostId: otherHost.user.id });
    expect(res.json().hostId).toBe(host.user.id);
  });
});

describe('PUT /api/listings/:id', () => {
  it('replaces the fields and the photos', async () => {
    const id = await t.createListing(host, {
      photos: ['/uploads/listings/old-1.jpg', '/uploads/listings/old-2.jpg'],
    });
    const fresh = await t.createUpload(host, { name: 'new.jpg' });
    const res = await call(
      'PUT',
      `/api/listings/${id}`,
      host,
      listingInput({ title: 'Renamed', city: 'Porto', photos: ['/uploads/listings/old-2.jpg', fresh.url] }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, title: 'Renamed', city: 'Porto' });
    expect(res.json().photos.map((photo: { url: string }) => photo.url)).toEqual([
      '/uploads/listings/old-2.jpg',
      '/uploads/listings/new.jpg',
    ]);
  });

  it('refuses removing every photo with the edit message', async () => {
    const id = await t.createListing(host);
    const res = await call('PUT', `/api/listings/${id}`, host, listingInput({ photos: [] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.editListingImageRequired);
  });

  it('answers 404 for a deleted or unknown listing', async () => {
    const id = await t.createListing(host);
    await call('DELETE', `/api/listings/${id}`, host);
    expect((await call('PUT', `/api/listings/${id}`, host, listingInput())).statusCode).toBe(404);
    expect(
      (await call('PUT', '/api/listings/00000000-0000-4000-8000-000000000000', host, listingInput()))
        .statusCode,
    ).toBe(404);
  });

  it("refuses another host's listing with 403 and leaves it unchanged", async () => {
    const id = await t.createListing(host, { title: 'Mine' });
    const res = await call('PUT', `/api/listings/${id}`, otherHost, listingInput({ title: 'Stolen' }));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.notListingOwner);
    expect((await call('GET', `/api/listings/${id}`)).json().title).toBe('Mine');
  });
});

describe('PATCH /api/listings/:id/status and DELETE /api/listings/:id', () => {
  it('deactivates (gone from search) and activates again', async () => {
    const id = await t.createListing(host, { city: 'Toggletown' });
    const off = await call('PATCH', `/api/listings/${id}/status`, host, { isActive: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().isActive).toBe(false);
    expect((await call('GET', '/api/listings?location=toggletown')).json().items).toHaveLength(0);
    await call('PATCH', `/api/listings/${id}/status`, host, { isActive: true });
    expect((await call('GET', '/api/listings?location=toggletown')).json().items).toHaveLength(1);
  });

  it('refuses a status that is not a boolean', async () => {
    const id = await t.createListing(host);
    expect((await call('PATCH', `/api/listings/${id}/status`, host, { isActive: 'maybe' })).statusCode).toBe(
      400,
    );
  });

  it('soft-deletes: gone everywhere, bookings keep their listing', async () => {
    const id = await t.createListing(host, { city: 'Deleteville' });
    const bookingId = await t.insertBooking({
      listingId: id,
      renter,
      startDate: '2030-02-01',
      endDate: '2030-02-03',
      status: 'approved',
    });
    expect((await call('DELETE', `/api/listings/${id}`, host)).statusCode).toBe(204);
    expect((await call('GET', `/api/listings/${id}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/listings?location=deleteville')).json().items).toHaveLength(0);
    const mine: ListingSummary[] = (await call('GET', '/api/host/listings', host)).json().items;
    expect(mine.map((l) => l.id)).not.toContain(id);
    const booking = await t.knex('bookings').where({ id: bookingId }).first();
    expect(booking.listing_id).toBe(id);
    expect((await call('DELETE', `/api/listings/${id}`, host)).statusCode).toBe(404);
  });

  it('rejects the pending requests of a deleted listing at once, and only those', async () => {
    const id = await t.createListing(host);
    const stay = (startDate: string, endDate: string, status: 'pending' | 'approved') =>
      t.insertBooking({ listingId: id, renter, startDate, endDate, status });
    const pending = [
      await stay('2030-03-01', '2030-03-03', 'pending'),
      await stay('2030-04-01', '2030-04-05', 'pending'),
    ];
    const approved = await stay('2030-05-01', '2030-05-03', 'approved');
    const elsewhere = await t.insertBooking({
      listingId: await t.createListing(host),
      renter,
      startDate: '2030-03-01',
      endDate: '2030-03-03',
    });
    expect((await call('DELETE', `/api/listings/${id}`, host)).statusCode).toBe(204);
    const statuses = async (ids: string[]) =>
      ((await t.knex('bookings').whereIn('id', ids).select('status')) as { status: string }[]).map(
        (row) => row.status,
      );
    expect(await statuses(pending)).toEqual(['rejected', 'rejected']);
    expect(await statuses([approved])).toEqual(['approved']);
    expect(await statuses([elsewhere])).toEqual(['pending']);
    // The renter sees the decision on their own list, with the listing's title kept.
    const mine = (await call('GET', '/api/bookings/mine', renter)).json().items as {
      id: string;
      status: string;
    }[];
    expect(mine.filter((b) => pending.includes(b.id)).map((b) => b.status)).toEqual(['rejected', 'rejected']);
  });
});

describe('GET /api/host/listings', () => {
  it("lists the host's own listings, inactive too, newest first", async () => {
    const fresh = await t.createUser({ roles: ['renter', 'host'] });
    const first = await t.createListing(fresh, { title: 'First' });
    const second = await t.createListing(fresh, { title: 'Second', isActive: false });
    await t.createListing(otherHost, { title: 'Not mine' });
    const res = await call('GET', '/api/host/listings', fresh);
    expect(res.statusCode).toBe(200);
    const items: ListingSummary[] = res.json().items;
    expect(items.map((l) => [l.id, l.isActive])).toEqual([
      [second, false],
      [first, true],
    ]);
  });
});

describe('photo ownership (issue 11)', () => {
  const refuse = async (method: 'POST' | 'PUT', url: string, photos: string[]) => {
    const res = await call(method, url, host, listingInput({ title: 'Should not change', photos }));
    expect(res.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'LISTING_PHOTO_NOT_UPLOADED',
      message: MESSAGES.listingPhotoNotUploaded,
    });
  };

  it("refuses another host's upload, a photo of another host's listing and a URL that is no upload", async () => {
    await t.createListing(otherHost, { photos: ['/uploads/listings/other-host-photo.jpg'] });
    const before = Number((await t.knex('listings').count('* as n').first())?.n);
    await refuse('POST', '/api/listings', [(await t.createUpload(otherHost)).url]);
    await refuse('POST', '/api/listings', ['/uploads/listings/other-host-photo.jpg']);
    await refuse('POST', '/api/listings', ['/uploads/listings/1767000000000-never-uploaded.jpg']);
    expect(Number((await t.knex('listings').count('* as n').first())?.n)).toBe(before);
  });

  it('refuses an admin destination image and a variant URL as listing photos', async () => {
    const destinationImage = await t.createUpload(admin, { folder: 'destinations' });
    const own = await t.createUpload(host);
    for (const photos of [[destinationImage.url], [own.url.replace(/\.jpg$/, '.w400.webp')]]) {
      const res = await call('POST', '/api/listings', host, listingInput({ photos }));
      expect(res.json().message).toBe(MESSAGES.imageNotAnImage);
    }
  });

  it('keeps a photo already on the listing whoever uploaded it, but adds only own uploads', async () => {
    // A listing from before ownership checks, showing a photo another host uploaded.
    const shared = await t.createUpload(otherHost, { name: 'legacy-shared.jpg' });
    const id = await t.createListing(host, { photos: [shared.url] });
    const kept = await call(
      'PUT',
      `/api/listings/${id}`,
      host,
      listingInput({ title: 'Kept', photos: [shared.url] }),
    );
    expect(kept.statusCode).toBe(200);
    await refuse('PUT', `/api/listings/${id}`, [shared.url, (await t.createUpload(otherHost)).url]);
    const listing = (await call('GET', `/api/listings/${id}`)).json();
    expect(listing.title).toBe('Kept');
    expect(listing.photos.map((photo: { url: string }) => photo.url)).toEqual([shared.url]);
  });
});
