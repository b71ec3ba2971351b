import { createPrefetchStore, PREFETCH_MAX_AGE_MS } from './createPrefetchStore';

/** A JSON answer as fetch gives it (jsdom has no Response): each clone reads the same body. */
function jsonResponse(body: unknown, status = 200): Response {
  const make = () =>
    ({ ok: status < 400, status, json: async () => body, clone: make }) as unknown as Response;
  return make();
}

describe('createPrefetchStore', () => {
  it('starts a GET once, hands the answer to the first taker only', async () => {
    const answer = { ok: true, status: 200, json: async () => ({ items: [] }) } as Response;
    const fetchImpl = jest.fn(async () => answer);
    const store = createPrefetchStore(fetchImpl);
    store.prefetch('/api/listings?limit=8');
    store.prefetch('/api/listings?limit=8');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledWith(
      '/api/listings?limit=8',
      expect.objectContaining({ credentials: 'same-origin', headers: { Accept: 'application/json' } }),
    );
    const taken = await store.take('/api/listings?limit=8');
    expect(await taken?.json()).toEqual({ items: [] });
    expect(store.take('/api/listings?limit=8')).toBeNull();
    expect(store.take('/api/destinations')).toBeNull();
  });

  it('forgets every answer on clear (a write happened after the prefetch)', () => {
    const fetchImpl = jest.fn(async () => ({ ok: true, status: 200 }) as Response);
    const store = createPrefetchStore(fetchImpl);
    store.prefetch('/api/host/listings');
    store.clear();
    expect(store.take('/api/host/listings')).toBeNull();
    store.prefetch('/api/host/listings');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('does not hand out an answer older than its max age (a hover long ago)', () => {
    const answer = { ok: true, status: 200 } as Response;
    let now = 1_000;
    const store = createPrefetchStore(
      async () => answer,
      () => now,
    );
    store.prefetch('/api/destinations');
    now += PREFETCH_MAX_AGE_MS + 1;
    expect(store.take('/api/destinations')).toBeNull();
  });

  it('lets a reader peek at a copy of the answer, leaving the original for its taker', async () => {
    const store = createPrefetchStore(async () => jsonResponse({ items: [1] }));
    expect(store.peek('/api/listings?limit=8')).toBeNull();
    store.prefetch('/api/listings?limit=8');
    const copy = store.peek('/api/listings?limit=8');
    const taken = store.take('/api/listings?limit=8');
    // Both bodies can be read, in either order.
    expect(await (await taken)?.json()).toEqual({ items: [1] });
    expect(await (await copy)?.json()).toEqual({ items: [1] });
    expect(store.peek('/api/listings?limit=8')).toBeNull();
  });
});
