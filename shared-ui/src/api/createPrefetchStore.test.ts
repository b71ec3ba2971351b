import { createPrefetchStore, PREFETCH_MAX_AGE_MS } from './createPrefetchStore';

/** A JSON answer as fetch gives it (jsdom has no Response): each clone reads the same body. */
function jsonResponse(body: unknown, status = 200): Response {
  const make = () =>
    ({
      ok: status < 400,
      status,
      json: async () => body,
      text: async () => JSON.stringify(body),
      clone: make,
    }) as unknown as Response;
  return make();
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

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

  it('hands over the body of a successful answer once it has arrived, synchronously and once', async () => {
    let answer!: (response: Response) => void;
    const store = createPrefetchStore(() => new Promise<Response>((resolve) => (answer = resolve)));
    store.prefetch('/api/host/listings');
    expect(store.takeArrived('/api/host/listings')).toBeNull();
    answer(jsonResponse({ items: [2] }));
    await settle();
    expect(store.takeArrived('/api/host/listings')).toEqual({ status: 200, text: '{"items":[2]}' });
    // Taken: neither a second early read nor the request's own take gets it again.
    expect(store.takeArrived('/api/host/listings')).toBeNull();
    expect(store.take('/api/host/listings')).toBeNull();
  });

  it('keeps a refusal, a failure and an old answer from early readers', async () => {
    let now = 1_000;
    const store = createPrefetchStore(
      async (input) => {
        if (String(input) === '/api/failed') throw new TypeError('Failed to fetch');
        return jsonResponse({ message: 'Not found' }, String(input) === '/api/missing' ? 404 : 200);
      },
      () => now,
    );
    for (const path of ['/api/missing', '/api/failed', '/api/old']) store.prefetch(path);
    await settle();
    expect(store.takeArrived('/api/missing')).toBeNull();
    expect(store.takeArrived('/api/failed')).toBeNull();
    // The refusal is still there for the request, which reports it.
    expect((await store.take('/api/missing'))?.status).toBe(404);
    now += PREFETCH_MAX_AGE_MS + 1;
    expect(store.takeArrived('/api/old')).toBeNull();
  });
});
