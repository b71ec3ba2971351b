/** @jest-environment node */
// The server's data for a page: the page's own requests, the session (with the visitor's cookie) and
// the rates, within a time budget; what is late is left to the browser; an API that refuses
// everything is an error (the page is then rendered in the browser).
import { apiPaths } from '@shoreline/shared-ui/api/apiPaths';
import { createSharedAnswers } from './createSharedAnswers';
import { ApiDownError, fetchPageState } from './pageData';

const FEED = apiPaths.featuredListings();
const NOW = () => new Date(2026, 10, 30, 12);

type Handler = (path: string, init: RequestInit) => Promise<Response>;

function api(handler: Handler) {
  const seen: { path: string; headers: Record<string, string> }[] = [];
  const fetchImpl = (async (input: URL, init: RequestInit) => {
    const path = input.pathname + input.search;
    seen.push({ path, headers: init.headers as Record<string, string> });
    return handler(path, init);
  }) as unknown as typeof fetch;
  return { fetchImpl, seen };
}

const request = (fetchImpl: typeof fetch, href = '/', cookie?: string) => ({
  href,
  cookie,
  forwardedFor: '203.0.113.7',
  apiUrl: 'http://api.test',
  budgetMs: 100,
  fetch: fetchImpl,
  now: NOW,
});

/** Never answers; ends with the request's signal, as fetch does. */
const silent: Handler = (_path, init) =>
  new Promise((_resolve, reject) =>
    init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
  );

describe('fetchPageState', () => {
  it("holds the page's answers, the session and rates, the cookie's currency and the server's date", async () => {
    const { fetchImpl, seen } = api(async (path) => {
      if (path === '/api/session') return Response.json({ user: { id: 'u1', name: 'Ana' } });
      if (path === '/api/rates') return Response.json({ base: 'EUR', rates: { GBP: 0.86 } });
      if (path === FEED) return Response.json({ items: [] });
      return Response.json({ message: 'Not found' }, { status: 404 });
    });
    const state = await fetchPageState(request(fetchImpl, '/', 'session=abc; shoreline_currency=GBP'));
    expect(state).toEqual({
      version: 1,
      href: '/',
      today: '2026-11-30',
      session: { user: { id: 'u1', name: 'Ana' } },
      currency: 'GBP',
      rates: { base: 'EUR', rates: { GBP: 0.86 } },
      answers: {
        [FEED]: { status: 200, body: { items: [] } },
        '/api/destinations': { status: 404, body: { message: 'Not found' } },
      },
    });
    // The visitor's cookie and address go to the API with every request.
    expect(seen.map((entry) => entry.path).sort()).toEqual(
      ['/api/destinations', '/api/rates', '/api/session', FEED].sort(),
    );
    for (const entry of seen) {
      expect(entry.headers).toMatchObject({
        cookie: 'session=abc; shoreline_currency=GBP',
        'x-forwarded-for': '203.0.113.7',
      });
    }
  });

  it('leaves out what did not answer within the budget, and a server error', async () => {
    const { fetchImpl } = api(async (path, init) => {
      if (path === '/api/session') return silent(path, init);
      if (path === '/api/rates') return Response.json({ message: 'down' }, { status: 503 });
      return Response.json({ items: [] });
    });
    const started = Date.now();
    const state = await fetchPageState(request(fetchImpl, '/', 'shoreline_session=abc'));
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(state.session).toBeNull();
    expect(state.rates).toBeNull();
    expect(state.currency).toBe('EUR');
    expect(Object.keys(state.answers)).toEqual([FEED, '/api/destinations']);
  });

  it('rejects when the API refuses every request (not merely slow)', async () => {
    const refused = api(async () => {
      throw new TypeError('fetch failed: connect ECONNREFUSED');
    });
    await expect(fetchPageState(request(refused.fetchImpl))).rejects.toBeInstanceOf(ApiDownError);

    const slow = api(silent);
    const state = await fetchPageState(request(slow.fetchImpl));
    expect(state.answers).toEqual({});
  });

  it('asks for nothing of a page the server does not render data for', async () => {
    const { fetchImpl, seen } = api(async () => Response.json({ user: null }));
    const state = await fetchPageState(request(fetchImpl, '/signin', 'shoreline_session=abc'));
    expect(seen.map((entry) => entry.path).sort()).toEqual(['/api/rates', '/api/session']);
    expect(state.session).toEqual({ user: null });
  });

  it('shares the rates between pages rendered within seconds, and asks again after a failure', async () => {
    let ratesUp = false;
    const { fetchImpl, seen } = api(async (path) => {
      if (path !== '/api/rates') return Response.json({ items: [] });
      return ratesUp
        ? Response.json({ base: 'EUR', rates: { GBP: 0.86 } })
        : Response.json({ message: 'down' }, { status: 503 });
    });
    const shared = createSharedAnswers();
    const page = () => fetchPageState({ ...request(fetchImpl, '/'), shared });
    expect((await page()).rates).toBeNull();
    ratesUp = true;
    expect((await page()).rates).toEqual({ base: 'EUR', rates: { GBP: 0.86 } });
    expect((await page()).rates).toEqual({ base: 'EUR', rates: { GBP: 0.86 } });
    expect(seen.filter((entry) => entry.path === '/api/rates')).toHaveLength(2);
  });

  it('knows a request without a cookie is a visitor without asking the API', async () => {
    const { fetchImpl, seen } = api(async (path) =>
      path === '/api/rates'
        ? Response.json({ base: 'EUR', rates: { GBP: 0.86 } })
        : Response.json({ items: [] }),
    );
    const state = await fetchPageState(request(fetchImpl, '/'));
    expect(seen.map((entry) => entry.path)).not.toContain('/api/session');
    expect(state.session).toEqual({ user: null });
    expect(state.rates).toEqual({ base: 'EUR', rates: { GBP: 0.86 } });
    expect(state.answers[FEED]).toEqual({ status: 200, body: { items: [] } });
  });
});
