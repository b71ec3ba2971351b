// A small stand-in for the API behind the real ApiClient: routes answer by "METHOD /path" (query
// string included), every call is recorded, and an unknown route is a 404 like the API's own.
export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

export type FakeRoute = FakeAnswer | ((request: { body: unknown; url: string }) => FakeAnswer);

export interface FakeCall {
  method: string;
  url: string;
  body: unknown;
}

export interface FakeFetch {
  fetch: typeof fetch;
  calls: FakeCall[];
  /** Adds or replaces a route, e.g. `on('GET /api/bookings/mine', { body: [] })`. */
  on: (route: string, answer: FakeRoute) => void;
}

export function createFakeFetch(routes: Record<string, FakeRoute> = {}): FakeFetch {
  const table = new Map(Object.entries(routes));
  const calls: FakeCall[] = [];
  const fakeFetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const method = init.method ?? 'GET';
    const url = String(input);
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, url, body });
    const route = table.get(`${method} ${url}`);
    const answer: FakeAnswer = route
      ? typeof route === 'function'
        ? route({ body, url })
        : route
      : { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Not found' } };
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return { ok: status >= 200 && status < 300, status, text: async () => text } as Response;
  };
  return { fetch: fakeFetch as typeof fetch, calls, on: (route, answer) => table.set(route, answer) };
}
