// Issue 24 item 7: a host's public page. Anyone may read it; it shows the host's active listings
// only, and its rating counts the approved reviews of those listings only.
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { buildTestApp, type TestApp, type TestUser } from '../../test/build-test-app';
import { insertReview } from '../../test/insert-review';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers?: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

async function newHost(name = 'Marina Costa'): Promise<TestUser> {
  return t.createUser({ roles: ['renter', 'host'], name });
}

describe('GET /api/hosts/:id', () => {
  it('host profile shows only active listings and approved reviews', async () => {
    const host = await newHost();
    const active = await t.createListing(host, { title: 'Cliff House', city: 'Porto' });
    const inactive = await t.createListing(host, { title: 'Closed Flat' });
    await t.knex('listings').where({ id: inactive }).update({ is_active: false });
    const deleted = await t.createListing(host, { title: 'Gone Villa' });
    await t.knex('listings').where({ id: deleted }).update({ deleted_at: new Date(), is_active: false });
    const guests = await Promise.all([1, 2, 3, 4, 5].map(() => t.createUser()));
    const [a, b, c, d, e] = guests as [TestUser, TestUser, TestUser, TestUser, TestUser];
    await insertReview(t, { listingId: active, renter: a, rating: 5, startDate: '2025-01-01' });
    await insertReview(t, { listingId: active, renter: b, rating: 4, startDate: '2025-02-01' });
    await insertReview(t, { listingId: active, renter: b, rating: 4, startDate: '2025-03-01' });
    await insertReview(t, {
      listingId: active,
      renter: c,
      rating: 1,
      startDate: '2025-04-01',
      status: 'pending',
    });
    await insertReview(t, {
      listingId: active,
      renter: d,
      rating: 1,
      startDate: '2025-05-01',
      status: 'rejected',
    });
    // Approved, but of a listing guests cannot see: not part of the host's page.
    await insertReview(t, { listingId: inactive, renter: e, rating: 1, startDate: '2025-06-01' });

    // Signed out: the page is public.
    const res = await get(`/api/hosts/${host.user.id}`);
    expect(res.statusCode).toBe(200);
    const profile = res.json();
    expect(profile).toMatchObject({
      id: host.user.id,
      name: 'Marina Costa',
      initials: 'MC',
      about: null,
      averageRating: 4.3,
      reviewCount: 3,
    });
    expect(profile.listings.items.map((item: { id: string }) => item.id)).toEqual([active]);
    expect(profile.listings.items[0]).toMatchObject({
      title: 'Cliff House',
      averageRating: 4.33,
      reviewCount: 3,
    });
    expect(profile.listings.nextCursor).toBeNull();
    // Never the host's email or roles.
    expect(Object.keys(profile).sort()).toEqual(
      ['about', 'averageRating', 'hostingSince', 'id', 'initials', 'listings', 'name', 'reviewCount'].sort(),
    );
    // A visitor's answer may be cached briefly; a signed-in person's never is.
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const signedIn = await get(`/api/hosts/${host.user.id}`, host.headers);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
  });

  it('says no rating (null, 0) while no review of an active listing is approved', async () => {
    const host = await newHost('Theo');
    const listingId = await t.createListing(host);
    const renter = await t.createUser();
    await insertReview(t, { listingId, renter, rating: 5, startDate: '2025-01-01', status: 'pending' });
    const res = await get(`/api/hosts/${host.user.id}`);
    expect(res.json()).toMatchObject({ initials: 'T', averageRating: null, reviewCount: 0 });
  });

  it('hosts since their host request was approved, or since the account exists without one', async () => {
    const host = await newHost();
    const admin = await t.createUser({ roles: ['renter', 'admin'] });
    await t.knex('host_requests').insert([
      {
        user_id: host.user.id,
        name: host.user.name,
        email: host.user.email,
        reason: 'r',
        status: 'rejected',
        created_at: new Date('2025-09-01T10:00:00Z'),
        reviewed_at: new Date('2025-09-02T10:00:00Z'),
        reviewed_by: admin.user.id,
      },
      {
        user_id: host.user.id,
        name: host.user.name,
        email: host.user.email,
        reason: 'r',
        status: 'approved',
        created_at: new Date('2025-11-01T10:00:00Z'),
        reviewed_at: new Date('2025-11-03T09:30:00Z'),
        reviewed_by: admin.user.id,
      },
    ]);
    const res = await get(`/api/hosts/${host.user.id}`);
    expect(res.json().hostingSince).toBe('2025-11-03T09:30:00.000Z');

    const direct = await newHost();
    expect((await get(`/api/hosts/${direct.user.id}`)).json().hostingSince).toBe(direct.user.createdAt);
  });

  it('answers 404 "Host not found" for a renter or an unknown id, 400 for a malformed one', async () => {
    const renter = await t.createUser();
    for (const id of [renter.user.id, '00000000-0000-4000-8000-000000000000']) {
      for (const url of [`/api/hosts/${id}`, `/api/hosts/${id}/listings`]) {
        const res = await get(url);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: 'HOST_NOT_FOUND', message: MESSAGES.hostNotFound });
        expect(res.headers['cache-control']).toBe('private, no-cache');
      }
    }
    expect((await get('/api/hosts/not-a-uuid')).statusCode).toBe(400);
    expect((await get('/api/hosts/not-a-uuid/listings')).statusCode).toBe(400);
  });
});

describe('GET /api/hosts/:id/listings', () => {
  it('continues the first page with the rest of the active listings, newest first', async () => {
    const host = await newHost();
    const ids: string[] = [];
    for (let n = 0; n < 14; n += 1) ids.push(await t.createListing(host, { title: `Stay ${n}` }));
    await t.knex('listings').where({ id: ids[3] }).update({ is_active: false });
    const visible = ids.filter((id) => id !== ids[3]).reverse();

    const first = (await get(`/api/hosts/${host.user.id}`)).json();
    expect(first.listings.items).toHaveLength(12);
    expect(first.listings.nextCursor).not.toBeNull();
    const rest = await get(`/api/hosts/${host.user.id}/listings?cursor=${first.listings.nextCursor}`);
    expect(rest.statusCode).toBe(200);
    expect(rest.json().nextCursor).toBeNull();
    const shown = [...first.listings.items, ...rest.json().items].map((item: { id: string }) => item.id);
    expect(shown).toEqual(visible);
  });

  it("refuses another list's cursor", async () => {
    const host = await newHost();
    await t.createListing(host);
    await t.createListing(host);
    const own = (await get('/api/host/listings?limit=1', host.headers)).json();
    const res = await get(`/api/hosts/${host.user.id}/listings?cursor=${own.nextCursor}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.invalidCursor);
  });
});

describe('"About you" on the profile and the host page', () => {
  const patch = (user: TestUser, payload: object) =>
    t.app.inject({ method: 'PATCH', url: '/api/me', headers: user.headers, payload });

  it('is saved trimmed with its line breaks, shown on the host page, and kept when left out', async () => {
    const host = await newHost();
    const about = 'I grew up in Porto.\n\nAsk me about the beaches!';
    expect((await patch(host, { name: host.user.name, about: `  ${about}  ` })).statusCode).toBe(200);
    expect((await get('/api/me/profile', host.headers)).json()).toEqual({ name: host.user.name, about });
    expect((await get(`/api/hosts/${host.user.id}`)).json().about).toBe(about);

    // A change of name alone leaves it; null (or blank) clears it.
    expect((await patch(host, { name: 'Marina C.' })).statusCode).toBe(200);
    expect((await get(`/api/hosts/${host.user.id}`)).json()).toMatchObject({ name: 'Marina C.', about });
    expect((await patch(host, { name: 'Marina C.', about: '   ' })).statusCode).toBe(200);
    expect((await get(`/api/hosts/${host.user.id}`)).json().about).toBeNull();
  });

  it('takes 500 characters and refuses 501 with a clear message, changing nothing', async () => {
    const renter = await t.createUser({ name: 'Ana' });
    const longest = 'é'.repeat(500);
    expect((await patch(renter, { name: 'Ana', about: longest })).statusCode).toBe(200);
    const refused = await patch(renter, { name: 'Ana Silva', about: 'x'.repeat(501) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'ABOUT_TOO_LONG',
      message: MESSAGES.aboutTooLong,
      fields: ['about'],
    });
    const lone = await patch(renter, { name: 'Ana Silva', about: 'Hi \uD83D' });
    expect(lone.json()).toMatchObject({ message: MESSAGES.textInvalidCharacters });
    expect((await get('/api/me/profile', renter.headers)).json()).toEqual({ name: 'Ana', about: longest });
    // A renter has no public page, whatever they wrote.
    expect((await get(`/api/hosts/${renter.user.id}`)).statusCode).toBe(404);
  });

  it('is limited by the database too', async () => {
    const renter = await t.createUser();
    await expect(
      t
        .knex('users')
        .where({ id: renter.user.id })
        .update({ about: 'x'.repeat(501) }),
    ).rejects.toThrow(/users_about_length/);
  });

  it('needs a session to read or change', async () => {
    expect((await get('/api/me/profile')).statusCode).toBe(401);
  });
});
