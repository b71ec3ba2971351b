import type { CodedMessage } from '@shoreline/shared-domain/errorCodes';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { Destination } from '@shoreline/shared-domain/types';
import { errorBody } from '../../../lib/http-errors';
import { buildTestApp, type TestApp, type TestUser } from '../../../test/build-test-app';

let t: TestApp;
let admin: TestUser;
let host: TestUser;
let renter: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.createUser({ roles: ['renter', 'admin'] });
  host = await t.createUser({ roles: ['renter', 'host'] });
  renter = await t.createUser();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.knex('destinations').delete();
});

/** Image URLs of these tests are uploads of `admin` (recorded on first use). */
async function uploaded(payload: Record<string, unknown>): Promise<void> {
  const key = typeof payload.image === 'string' ? t.app.imageStorage.keyOf(payload.image) : null;
  if (key?.startsWith('destinations/'))
    await t.createUpload(admin, { folder: 'destinations', name: key.slice(13) });
}
/** The Photo of an admin upload recorded by `uploaded` (a 1200 x 800 image). */
const photo = (url: string) => ({
  url,
  width: 1200,
  height: 800,
  variants: [400, 800, 1200].map((width) => ({ url: url.replace(/\.jpg$/, `.w${width}.webp`), width })),
});
const add = async (payload: Record<string, unknown>, who: TestUser | null = admin) => {
  await uploaded(payload);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/destinations',
    headers: who?.headers ?? {},
    payload,
  });
};
const edit = async (id: string, payload: Record<string, unknown>, who: TestUser | null = admin) => {
  await uploaded(payload);
  return t.app.inject({
    method: 'PUT',
    url: `/api/admin/destinations/${id}`,
    headers: who?.headers ?? {},
    payload,
  });
};
const remove = (id: string, who: TestUser | null = admin) =>
  t.app.inject({ method: 'DELETE', url: `/api/admin/destinations/${id}`, headers: who?.headers ?? {} });
const move = (id: string, direction: 'up' | 'down', who: TestUser | null = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/destinations/${id}/move`,
    headers: who?.headers ?? {},
    payload: { direction },
  });
const listAll = async () =>
  ((await t.app.inject({ method: 'GET', url: '/api/destinations' })).json() as { items: Destination[] })
    .items;

describe('destinations', () => {
  it('adds destinations at the end (order = current count) and lists them to anyone by order', async () => {
    const lisbon = await add({ name: '  Lisbon ', image: '/uploads/destinations/1-lisbon.jpg' });
    expect(lisbon.statusCode).toBe(201);
    expect(lisbon.json()).toEqual({
      id: expect.any(String),
      name: 'Lisbon',
      image: photo('/uploads/destinations/1-lisbon.jpg'),
      order: 0,
    });
    await add({ name: 'Biarritz', image: '/uploads/destinations/2-biarritz.jpg' });
    await add({ name: 'Split', image: '/uploads/destinations/3-split.jpg' });
    const res = await t.app.inject({ method: 'GET', url: '/api/destinations' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { items: Destination[] }).items.map((d) => [d.name, d.order])).toEqual([
      ['Lisbon', 0],
      ['Biarritz', 1],
      ['Split', 2],
    ]);
  });

  it('gives parallel adds distinct positions', async () => {
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        add({ name: `Place ${i}`, image: `/uploads/destinations/${i}.jpg` }),
      ),
    );
    expect((await listAll()).map((d) => d.order)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('refuses an add without name or image with the SPEC message', async () => {
    for (const payload of [
      { name: 'Nazaré' },
      { image: '/uploads/destinations/x.jpg' },
      { name: ' ', image: '/uploads/destinations/x.jpg' },
      { name: 'Nazaré', image: '' },
    ]) {
      const res = await add(payload);
      expect(res.statusCode).toBe(400);
      // `fields` names the missing one (name or image).
      expect(res.json()).toMatchObject({
        statusCode: 400,
        error: 'Bad Request',
        code: 'DESTINATION_NAME_AND_IMAGE_REQUIRED',
        message: MESSAGES.destinationNameAndImageRequired,
      });
    }
    for (const image of [
      'javascript:alert(1)',
      'https://tracker.example.test/pixel.gif',
      '/uploads/destinations/../../etc/passwd',
    ]) {
      const res = await add({ name: 'Elsewhere', image });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MESSAGES.imageNotAnImage);
    }
    expect(await listAll()).toEqual([]);
  });

  it('edits the name, keeps the image unless a new one is sent, and requires a name', async () => {
    const { id } = (
      await add({ name: 'Porto', image: '/uploads/destinations/porto.jpg' })
    ).json() as Destination;
    const renamed = await edit(id, { name: 'Porto & Gaia' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({
      id,
      name: 'Porto & Gaia',
      image: photo('/uploads/destinations/porto.jpg'),
      order: 0,
    });
    const newImage = await edit(id, { name: 'Porto', image: '/uploads/destinations/porto-2.jpg' });
    expect(newImage.json().image).toEqual(photo('/uploads/destinations/porto-2.jpg'));
    const blank = await edit(id, { name: '  ', image: '/uploads/destinations/porto-3.jpg' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(MESSAGES.destinationNameRequired);
    expect((await edit('00000000-0000-4000-8000-000000000000', { name: 'Ghost' })).statusCode).toBe(404);
  });

  it('deletes and closes the gap so the next add still goes last', async () => {
    const ids: string[] = [];
    for (const name of ['A', 'B', 'C'])
      ids.push(((await add({ name, image: `/uploads/destinations/${name}.jpg` })).json() as Destination).id);
    const res = await remove(ids[1]!);
    expect(res.statusCode).toBe(204);
    await add({ name: 'D', image: '/uploads/destinations/D.jpg' });
    expect((await listAll()).map((d) => [d.name, d.order])).toEqual([
      ['A', 0],
      ['C', 1],
      ['D', 2],
    ]);
    expect((await remove(ids[1]!)).statusCode).toBe(404);
    expect((await remove('x')).statusCode).toBe(400);
  });

  it('lets only admins manage destinations: 401 signed out, 403 renter and host', async () => {
    const { id } = (
      await add({ name: 'Cadiz', image: '/uploads/destinations/cadiz.jpg' })
    ).json() as Destination;
    for (const who of [null, renter, host]) {
      const expected = who ? 403 : 401;
      expect((await add({ name: 'X', image: '/uploads/destinations/x.jpg' }, who)).statusCode).toBe(expected);
      expect((await edit(id, { name: 'X' }, who)).statusCode).toBe(expected);
      expect((await remove(id, who)).statusCode).toBe(expected);
    }
    expect((await listAll()).map((d) => d.name)).toEqual(['Cadiz']);
  });
});

describe('home page order (issue 22)', () => {
  const addAll = async (names: string[]) => {
    const ids: string[] = [];
    for (const name of names)
      ids.push(((await add({ name, image: `/uploads/destinations/${name}.jpg` })).json() as Destination).id);
    return ids;
  };
  const order = async () => (await listAll()).map((d) => [d.name, d.order]);

  it('moves a destination one place up or down, answers the new order, and the public list follows it', async () => {
    const [, , c] = await addAll(['A', 'B', 'C']);
    const up = await move(c!, 'up');
    expect(up.statusCode).toBe(200);
    expect((up.json() as { items: Destination[] }).items.map((d) => [d.name, d.order])).toEqual([
      ['A', 0],
      ['C', 1],
      ['B', 2],
    ]);
    expect(await order()).toEqual([
      ['A', 0],
      ['C', 1],
      ['B', 2],
    ]);
    expect((await move(c!, 'up')).statusCode).toBe(200);
    const down = await move(c!, 'down');
    expect((down.json() as { items: Destination[] }).items.map((d) => d.name)).toEqual(['A', 'C', 'B']);
    // A new one still goes last.
    await add({ name: 'D', image: '/uploads/destinations/D.jpg' });
    expect(await order()).toEqual([
      ['A', 0],
      ['C', 1],
      ['B', 2],
      ['D', 3],
    ]);
  });

  it('refuses to move the first up or the last down (409), an unknown one (404) and a bad direction (400)', async () => {
    const [a, , c] = await addAll(['A', 'B', 'C']);
    const first = await move(a!, 'up');
    expect(first.statusCode).toBe(409);
    expect(first.json().message).toBe(MESSAGES.destinationAlreadyFirst);
    const last = await move(c!, 'down');
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(MESSAGES.destinationAlreadyLast);
    expect((await move('00000000-0000-4000-8000-000000000000', 'up')).statusCode).toBe(404);
    const sideways = await t.app.inject({
      method: 'POST',
      url: `/api/admin/destinations/${a}/move`,
      headers: admin.headers,
      payload: { direction: 'left' },
    });
    expect(sideways.statusCode).toBe(400);
    expect((await listAll()).map((d) => d.name)).toEqual(['A', 'B', 'C']);
  });

  it('numbers positions 0..n-1 again when older rows share a position', async () => {
    const [a, b, c] = await addAll(['A', 'B', 'C']);
    await t.knex('destinations').whereIn('id', [a!, b!, c!]).update({ order: 7 });
    await move(c!, 'up');
    expect(await order()).toEqual([
      ['A', 0],
      ['C', 1],
      ['B', 2],
    ]);
  });

  it('keeps every position distinct when admins move destinations at the same time', async () => {
    const ids = await addAll(['A', 'B', 'C', 'D', 'E']);
    const moves = await Promise.all([
      move(ids[1]!, 'up'),
      move(ids[3]!, 'down'),
      move(ids[2]!, 'up'),
      move(ids[2]!, 'down'),
    ]);
    expect(moves.map((res) => res.statusCode).every((code) => code === 200 || code === 409)).toBe(true);
    const positions = (await listAll()).map((d) => d.order);
    expect(positions).toEqual([0, 1, 2, 3, 4]);
  });

  it('lets only admins move destinations: 401 signed out, 403 renter and host', async () => {
    const [, b] = await addAll(['A', 'B']);
    for (const who of [null, renter, host])
      expect((await move(b!, 'up', who)).statusCode).toBe(who ? 403 : 401);
    expect((await listAll()).map((d) => d.name)).toEqual(['A', 'B']);
  });
});

describe('destination images (issue 11)', () => {
  it("takes only an admin's complete destination upload, with a clear 400 otherwise", async () => {
    const hostsPhoto = await t.createUpload(host, { folder: 'destinations', name: 'by-a-host.jpg' });
    const listingPhoto = await t.createUpload(admin, { folder: 'listings', name: 'listing-photo.jpg' });
    const cases: [string, CodedMessage][] = [
      [hostsPhoto.url, MESSAGES.destinationImageNotUploaded],
      ['/uploads/destinations/1767000000000-never-uploaded.jpg', MESSAGES.destinationImageNotUploaded],
      [listingPhoto.url, MESSAGES.imageNotAnImage],
    ];
    for (const [image, message] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/destinations',
        headers: admin.headers,
        payload: { name: 'Nazaré', image },
      });
      expect(res.json()).toMatchObject(errorBody(400, message));
    }
    const { id } = (
      await add({ name: 'Peniche', image: '/uploads/destinations/peniche.jpg' })
    ).json() as Destination;
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/destinations/${id}`,
      headers: admin.headers,
      payload: { name: 'Peniche', image: hostsPhoto.url },
    });
    expect(refused.json().message).toBe(MESSAGES.destinationImageNotUploaded);
    expect((await listAll()).map((d) => [d.name, d.image.url])).toEqual([
      ['Peniche', '/uploads/destinations/peniche.jpg'],
    ]);
  });
});
