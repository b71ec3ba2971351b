import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { createApiClient } from './createApiClient';
import { createPrefetchStore } from './createPrefetchStore';
import { ApiRequestError } from './apiRequestError';

// jsdom has no fetch; this one speaks real HTTP through node:http and answers with the subset of
// Response the client and the prefetch store read (ok, status, text, clone), so the client is
// exercised against a real server.
function nodeFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      String(input),
      { method: init.method ?? 'GET', headers: init.headers as Record<string, string> },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          const answer = (): Response =>
            ({
              ok: status >= 200 && status < 300,
              status,
              text: async () => text,
              clone: answer,
            }) as Response;
          resolve(answer());
        });
      },
    );
    request.on('error', (error) => reject(new TypeError('Failed to fetch', { cause: error })));
    // Like the browser's fetch: an aborted signal ends the request and rejects with its reason.
    init.signal?.addEventListener('abort', () => {
      request.destroy();
      reject(init.signal?.reason);
    });
    request.end(typeof init.body === 'string' ? init.body : undefined);
  });
}

interface Seen {
  method?: string;
  url?: string;
  contentType?: string;
  body: string;
}

let server: http.Server;
let baseUrl: string;
const seen: Seen = { body: '' };

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      Object.assign(seen, {
        method: req.method,
        url: req.url,
        contentType: req.headers['content-type'],
        body,
      });
      const send = (status: number, payload?: string, type = 'application/json') => {
        res.writeHead(status, payload === undefined ? {} : { 'Content-Type': type });
        res.end(payload);
      };
      if (req.url === '/api/echo') return send(200, JSON.stringify({ got: body ? JSON.parse(body) : null }));
      if (req.url === '/api/empty') return send(204);
      if (req.url === '/api/taken')
        return send(
          409,
          JSON.stringify({
            statusCode: 409,
            error: 'Conflict',
            code: 'BOOKING_DATES_TAKEN',
            message: MESSAGES.bookingDatesUnavailable,
          }),
        );
      if (req.url === '/api/broken') return send(502, '<html>Bad gateway</html>', 'text/html');
      if (req.url === '/api/hang') return undefined; // accepts the request, never answers
      return send(404, JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'Not found' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('createApiClient().request', () => {
  it('sends JSON and resolves with the parsed answer', async () => {
    const api = createApiClient({ baseUrl, fetch: nodeFetch });
    await expect(api.request('POST', '/api/echo', { name: 'Ana' })).resolves.toEqual({
      got: { name: 'Ana' },
    });
    expect(seen).toMatchObject({ method: 'POST', contentType: 'application/json' });
  });

  it('sends the session cookie of the same origin only', async () => {
    const inits: RequestInit[] = [];
    const recording: typeof fetch = (input, init) => {
      inits.push(init ?? {});
      return nodeFetch(input, init);
    };
    await createApiClient({ baseUrl, fetch: recording }).request('GET', '/api/echo');
    expect(inits[0]?.credentials).toBe('same-origin');
  });

  it('sends no JSON content type without a body, which Fastify would refuse as an empty JSON body', async () => {
    const api = createApiClient({ baseUrl, fetch: nodeFetch });
    await api.request('POST', '/api/echo');
    expect(seen.contentType).toBeUndefined();
    expect(seen.body).toBe('');
  });

  it('resolves a 204 to undefined', async () => {
    await expect(
      createApiClient({ baseUrl, fetch: nodeFetch }).request('POST', '/api/empty'),
    ).resolves.toBeUndefined();
  });

  it("rejects with the API's status and message", async () => {
    const error = await createApiClient({ baseUrl, fetch: nodeFetch })
      .request('POST', '/api/taken')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 409,
      error: 'Conflict',
      message: MESSAGES.bookingDatesUnavailable,
    });
  });

  it('turns a non-JSON failure into a generic message that keeps the status', async () => {
    const error = await createApiClient({ baseUrl, fetch: nodeFetch })
      .request('GET', '/api/broken')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, message: MESSAGES.somethingWentWrong });
  });

  it('reports an unreachable server as a network error (status 0) with the offline message', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await createApiClient({ baseUrl: `http://127.0.0.1:${port}`, fetch: nodeFetch })
      .request('GET', '/api/me')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 0, isNetworkError: true, message: MESSAGES.offline });
  });

  it('gives up on an API that never answers, as a network error the screen turns into its message', async () => {
    const started = Date.now();
    const error = await createApiClient({ baseUrl, fetch: nodeFetch, timeoutMs: 50 })
      .request('GET', '/api/hang')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 0, isNetworkError: true });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('takes a GET answer prefetched for the same path once, and asks the API for everything else', async () => {
    const calls: string[] = [];
    const fetchSpy: typeof fetch = async (input, init) => {
      calls.push(String(input));
      return nodeFetch(input, init);
    };
    const early = { got: 'early' };
    const prefetched = createPrefetchStore(
      async () => ({ ok: true, status: 200, text: async () => JSON.stringify(early) }) as Response,
    );
    prefetched.prefetch('/api/echo');
    const api = createApiClient({ baseUrl, fetch: fetchSpy, prefetched });
    await expect(api.request('GET', '/api/echo')).resolves.toEqual(early);
    expect(calls).toEqual([]);
    // Taken: the next read is a real request (a Retry must not replay an old answer).
    await expect(api.request('GET', '/api/echo')).resolves.toEqual({ got: null });
    expect(calls).toEqual([`${baseUrl}/api/echo`]);
  });

  it('hands over a prefetched answer that has arrived at once, and only a successful one', async () => {
    const prefetched = createPrefetchStore((input, init) => nodeFetch(`${baseUrl}${String(input)}`, init));
    const api = createApiClient({ baseUrl, fetch: nodeFetch, prefetched });
    prefetched.prefetch('/api/echo');
    prefetched.prefetch('/api/taken');
    // Still on its way: nothing yet, and nothing taken.
    expect(api.takeArrived?.('/api/echo')).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.takeArrived?.('/api/echo')).toEqual({ status: 200, body: { got: null } });
    // Once: a later read asks the API.
    expect(api.takeArrived?.('/api/echo')).toBeUndefined();
    // A refusal is not handed over early: the screen's own request takes it and reports it as usual.
    expect(api.takeArrived?.('/api/taken')).toBeUndefined();
    await expect(api.request('GET', '/api/taken')).rejects.toMatchObject({ status: 409 });
  });

  it('asks again when the prefetch failed to arrive', async () => {
    const prefetched = createPrefetchStore(async () => {
      throw new TypeError('Failed to fetch');
    });
    prefetched.prefetch('/api/echo');
    const api = createApiClient({ baseUrl, fetch: nodeFetch, prefetched });
    await expect(api.request('GET', '/api/echo')).resolves.toEqual({ got: null });
  });
});
