import { PublicAnswerCache, type CachedAnswer } from './public-answer-cache';

const answer = (bytes: number, expiresAt = 1000): CachedAnswer => ({
  body: Buffer.alloc(bytes),
  contentType: 'application/json; charset=utf-8',
  variesByEncoding: true,
  encoding: 'br',
  expiresAt,
});

it('serves an answer until its expiry, then forgets it', () => {
  const cache = new PublicAnswerCache();
  cache.set('a', answer(10, 1000));
  expect(cache.get('a', 999)?.body.length).toBe(10);
  expect(cache.get('a', 1000)).toBeNull();
  expect(cache.size).toBe(0);
});

it('stays within its entries and bytes, evicting the least recently used first', () => {
  const cache = new PublicAnswerCache({ maxEntries: 2, maxBytes: 800 });
  cache.set('a', answer(10));
  cache.set('b', answer(10));
  cache.get('a', 0); // a is now the most recent
  cache.set('c', answer(10));
  expect(cache.get('b', 0)).toBeNull();
  expect(cache.get('a', 0)).not.toBeNull();
  expect(cache.get('c', 0)).not.toBeNull();
  // Over the bytes: the oldest go; an answer bigger than an eighth of the cache is never kept.
  cache.set('d', answer(100));
  expect(cache.get('d', 0)).not.toBeNull();
  cache.set('huge', answer(101));
  expect(cache.get('huge', 0)).toBeNull();
  const bytes = new PublicAnswerCache({ maxEntries: 100, maxBytes: 800 });
  for (const key of ['1', '2', '3', '4', '5', '6', '7', '8', '9']) bytes.set(key, answer(100));
  expect(bytes.size).toBe(8);
  expect(bytes.get('1', 0)).toBeNull();
  expect(bytes.get('9', 0)).not.toBeNull();
});
