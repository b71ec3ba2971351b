import type { User } from '@shoreline/shared-domain/types';
import { createSessionCache, type LiveSession } from './session-cache';

const HOUR = 3_600_000;
let clock = 1_000_000;
const now = () => clock;

function sessionOf(userId: string, expiresAt = clock + HOUR): LiveSession {
  const user: User = {
    id: userId,
    name: `User ${userId}`,
    email: `${userId}@example.test`,
    roles: ['renter'],
    createdAt: new Date(0).toISOString(),
  };
  return { user, lastSeenAt: new Date(clock), expiresAt: new Date(expiresAt) };
}

function cacheOf(maxEntries = 3, ttlMs = 15_000) {
  return createSessionCache({ maxEntries, ttlMs, now });
}

function store(cache: ReturnType<typeof cacheOf>, sessionId: string, session: LiveSession) {
  cache.set(sessionId, session, cache.generation());
}

beforeEach(() => {
  clock = 1_000_000;
});

it('answers a stored session for its own user only', () => {
  const cache = cacheOf();
  const session = sessionOf('u1');
  store(cache, 's1', session);
  expect(cache.get('s1', 'u1')).toBe(session);
  expect(cache.get('s2', 'u1')).toBeUndefined();
  // A token naming another user with this session id reads the database (and finds nothing).
  expect(cache.get('s1', 'u2')).toBeUndefined();
  expect(cache.size()).toBe(0);
});

it('holds at most maxEntries, dropping the least recently used', () => {
  const cache = cacheOf(3);
  for (const id of ['s1', 's2', 's3']) store(cache, id, sessionOf(`u-${id}`));
  expect(cache.get('s1', 'u-s1')).toBeDefined(); // s2 is now the least recently used
  store(cache, 's4', sessionOf('u-s4'));
  expect(cache.size()).toBe(3);
  expect(cache.get('s2', 'u-s2')).toBeUndefined();
  for (const id of ['s1', 's3', 's4']) expect(cache.get(id, `u-${id}`)).toBeDefined();
});

it('forgets an entry once it is ttlMs old, and a session once it has expired', () => {
  const cache = cacheOf(10, 15_000);
  store(cache, 'fresh', sessionOf('u1'));
  store(cache, 'ending', sessionOf('u2', clock + 5_000));
  clock += 4_999;
  expect(cache.get('ending', 'u2')).toBeDefined();
  clock += 1;
  expect(cache.get('ending', 'u2')).toBeUndefined();
  expect(cache.get('fresh', 'u1')).toBeDefined();
  clock += 10_000; // 15 s after it was stored
  expect(cache.get('fresh', 'u1')).toBeUndefined();
  expect(cache.size()).toBe(0);
});

it('drops every session of the users named, and only theirs', () => {
  const cache = cacheOf(10);
  store(cache, 'phone', sessionOf('u1'));
  store(cache, 'laptop', sessionOf('u1'));
  store(cache, 'other', sessionOf('u2'));
  store(cache, 'third', sessionOf('u3'));
  cache.dropUsers(['u1', 'u3', 'nobody']);
  expect(cache.get('phone', 'u1')).toBeUndefined();
  expect(cache.get('laptop', 'u1')).toBeUndefined();
  expect(cache.get('third', 'u3')).toBeUndefined();
  expect(cache.get('other', 'u2')).toBeDefined();
  expect(cache.size()).toBe(1);
});

it('flushes everything', () => {
  const cache = cacheOf(10);
  store(cache, 's1', sessionOf('u1'));
  store(cache, 's2', sessionOf('u2'));
  cache.flush();
  expect(cache.size()).toBe(0);
  expect(cache.get('s1', 'u1')).toBeUndefined();
});

it('stores nothing read before a drop or flush (the read may predate the change)', () => {
  const cache = cacheOf(10);
  const beforeDrop = cache.generation();
  cache.dropUsers(['someone else']);
  cache.set('s1', sessionOf('u1'), beforeDrop);
  expect(cache.get('s1', 'u1')).toBeUndefined();
  const beforeFlush = cache.generation();
  cache.flush();
  cache.set('s1', sessionOf('u1'), beforeFlush);
  expect(cache.size()).toBe(0);
  cache.set('s1', sessionOf('u1'), cache.generation());
  expect(cache.get('s1', 'u1')).toBeDefined();
});

it('replaces a stored session and keeps its user index right', () => {
  const cache = cacheOf(10);
  store(cache, 's1', sessionOf('u1'));
  const renamed = sessionOf('u1');
  renamed.user.name = 'Renamed';
  store(cache, 's1', renamed);
  expect(cache.size()).toBe(1);
  expect(cache.get('s1', 'u1')?.user.name).toBe('Renamed');
  cache.dropUsers(['u1']);
  expect(cache.size()).toBe(0);
});
