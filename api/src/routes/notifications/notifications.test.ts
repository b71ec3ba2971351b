import type { Notification } from '@shoreline/shared-domain/notifications';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { Page } from '@shoreline/shared-domain/types';
import { buildTestApp, type TestApp, type TestUser } from '../../test/build-test-app';

let t: TestApp;
let ana: TestUser;
let ben: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  ana = await t.createUser({ name: 'Ana Silva' });
  ben = await t.createUser({ name: 'Ben Okafor' });
});
afterAll(() => t.close());

/**
 * `count` notifications for `who`, oldest first, each strictly newer than every one before it: two
 * transactions can read the same clock (PGlite's ticks are coarser than Postgres's), and equal
 * times are ordered by id, which is random.
 */
async function notificationsFor(who: TestUser, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const [id] = await t.app.notificationsRepository.create([
      {
        userId: who.user.id,
        link: '/listings/new',
        content: {
          kind: 'host-request-approved',
          facts: {
            hostRequestId: '00000000-0000-4000-8000-00000000000' + (i % 10),
            requesterName: who.user.name,
            reason: null,
          },
        },
      },
    ]);
    await t.app
      .knex('notifications')
      .where({ id })
      .update({
        created_at: t.app.knex.raw(
          "greatest(created_at, (select max(created_at) from notifications where id <> ?) + interval '1 millisecond')",
          [id as string],
        ),
      });
    ids.push(id as string);
  }
  return ids;
}

const get = (who: TestUser | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
const post = (who: TestUser | null, url: string) =>
  t.app.inject({ method: 'POST', url, headers: who?.headers ?? {} });
const unread = async (who: TestUser) =>
  (await get(who, '/api/notifications/unread-count')).json().unreadCount as number;

describe('GET /api/notifications', () => {
  it('lists only your own, newest first, page by page with a cursor, until nextCursor is null', async () => {
    const who = await t.createUser();
    const ids = await notificationsFor(who, 5);
    await notificationsFor(await t.createUser(), 2); // someone else's

    const first = await get(who, '/api/notifications?limit=2');
    expect(first.statusCode).toBe(200);
    const page1 = first.json() as Page<Notification>;
    expect(page1.items.map((n) => n.id)).toEqual([ids[4], ids[3]]);
    expect(page1.items[0]).toMatchObject({
      kind: 'host-request-approved',
      link: '/listings/new',
      readAt: null,
      facts: { requesterName: who.user.name, reason: null },
    });
    const page2 = (
      await get(who, `/api/notifications?limit=2&cursor=${page1.nextCursor}`)
    ).json() as Page<Notification>;
    expect(page2.items.map((n) => n.id)).toEqual([ids[2], ids[1]]);
    const page3 = (
      await get(who, `/api/notifications?limit=2&cursor=${page2.nextCursor}`)
    ).json() as Page<Notification>;
    expect(page3).toEqual({ items: [expect.objectContaining({ id: ids[0] })], nextCursor: null });
  });

  it('keeps its place when new notifications arrive between pages (keyset, not offset)', async () => {
    const who = await t.createUser();
    const ids = await notificationsFor(who, 3);
    const page1 = (await get(who, '/api/notifications?limit=2')).json() as Page<Notification>;
    await notificationsFor(who, 2);
    const page2 = (
      await get(who, `/api/notifications?limit=2&cursor=${page1.nextCursor}`)
    ).json() as Page<Notification>;
    expect(page2.items.map((n) => n.id)).toEqual([ids[0]]);
  });

  it('answers 400 for a bad cursor or limit, 401 signed out', async () => {
    for (const query of ['cursor=nonsense', 'limit=0', 'limit=51', 'limit=x']) {
      expect((await get(ana, `/api/notifications?${query}`)).statusCode).toBe(400);
    }
    expect((await get(null, '/api/notifications')).statusCode).toBe(401);
  });
});

describe('marking as read', () => {
  it('opening one marks it read and lowers the count; marking it again changes nothing', async () => {
    const who = await t.createUser();
    const [first] = await notificationsFor(who, 3);
    expect(await unread(who)).toBe(3);
    const res = await post(who, `/api/notifications/${first}/read`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ unreadCount: 2 });
    const readAt = (
      (await t.knex('notifications').select('read_at').where('id', first).first()) as { read_at: Date }
    ).read_at;
    expect(readAt).toBeInstanceOf(Date);
    expect((await post(who, `/api/notifications/${first}/read`)).json()).toEqual({ unreadCount: 2 });
    const again = (
      (await t.knex('notifications').select('read_at').where('id', first).first()) as { read_at: Date }
    ).read_at;
    expect(again.toISOString()).toBe(readAt.toISOString());
  });

  it('"Mark all as read" reads all of yours and none of anyone else\'s', async () => {
    const who = await t.createUser();
    const other = await t.createUser();
    await notificationsFor(who, 3);
    await notificationsFor(other, 2);
    expect((await post(who, '/api/notifications/read-all')).json()).toEqual({ unreadCount: 0 });
    expect(await unread(who)).toBe(0);
    expect(await unread(other)).toBe(2);
    const page = (await get(who, '/api/notifications')).json() as Page<Notification>;
    expect(page.items.every((n) => n.readAt !== null)).toBe(true);
  });
});

describe("authorization: nobody reads or marks another person's notifications", () => {
  // One of Ana's notifications, tried by each kind of caller.
  let anas: string;
  beforeAll(async () => {
    [anas] = (await notificationsFor(ana, 1)) as [string];
  });

  it.each([
    ['signed out', 401, null],
    ['another user', 404, 'ben'],
    ['the owner', 200, 'ana'],
  ] as const)('POST /api/notifications/:id/read as %s -> %i', async (_label, status, who) => {
    const caller = who === 'ana' ? ana : who === 'ben' ? ben : null;
    const res = await post(caller, `/api/notifications/${anas}/read`);
    expect(res.statusCode).toBe(status);
    if (status === 404) {
      expect(res.json().message).toBe(MESSAGES.notificationNotFound);
      // ...and it is still unread: Ben's call changed nothing.
      expect(
        (
          (await t.knex('notifications').select('read_at').where('id', anas).first()) as {
            read_at: Date | null;
          }
        ).read_at,
      ).toBeNull();
    }
  });

  it("lists and counts only the caller's own; an unknown or malformed id is 404 / 400", async () => {
    const list = (await get(ben, '/api/notifications')).json() as Page<Notification>;
    expect(list.items.some((n) => n.id === anas)).toBe(false);
    expect(await unread(ben)).toBe(0);
    expect((await post(ben, '/api/notifications/00000000-0000-4000-8000-000000000000/read')).statusCode).toBe(
      404,
    );
    expect((await post(ben, '/api/notifications/not-a-uuid/read')).statusCode).toBe(400);
    for (const url of [
      '/api/notifications',
      '/api/notifications/unread-count',
      '/api/notifications/stream',
    ]) {
      expect((await get(null, url)).statusCode).toBe(401);
    }
    expect((await post(null, '/api/notifications/read-all')).statusCode).toBe(401);
  });
});

describe('/api/me/notification-settings', () => {
  it('emails are on by default; each user turns their own off and on', async () => {
    const who = await t.createUser();
    const settings = (user: TestUser) => get(user, '/api/me/notification-settings');
    expect((await settings(who)).json()).toEqual({ email: true });
    const put = (email: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/me/notification-settings',
        headers: who.headers,
        payload: { email },
      });
    expect((await put(false)).json()).toEqual({ email: false });
    expect((await settings(who)).json()).toEqual({ email: false });
    expect((await settings(ana)).json()).toEqual({ email: true });
    expect((await put(true)).json()).toEqual({ email: true });
    expect((await put('maybe')).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/me/notification-settings', payload: { email: false } }))
        .statusCode,
    ).toBe(401);
  });
});
