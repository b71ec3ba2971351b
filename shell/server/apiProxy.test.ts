// /api and /uploads through the shell's server, to a tiny API of our own on loopback: requests and
// answers pass unchanged both ways (status, body, cookies), the API learns the browser's real address
// (never one the browser made up), a live event stream arrives event by event and ends upstream when
// the browser leaves, and an API that does not answer is a 502, asked once.
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createStaticApp } from './createStaticApp.mjs';
import { listen } from './listen.mjs';
import { shellAppOptions } from './shellServer.mjs';
import { BUILT_PAGE, makeDist, removeDist, startUpstream, type Upstream } from './testing';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  bodyLength: number;
  bodySha: string;
}

let root: string;
let api: Upstream;
let seen: Seen[];
let app: FastifyInstance;
/** What the tiny API does for a path of its own (the default: echo the request as JSON). */
let routes: Record<string, http.RequestListener>;

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

beforeEach(async () => {
  root = makeDist({ 'index.html': BUILT_PAGE });
  seen = [];
  routes = {};
  api = await startUpstream((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const request = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        bodyLength: body.length,
        bodySha: sha(body),
      };
      seen.push(request);
      const route = routes[(req.url ?? '').split('?')[0] ?? ''];
      if (route) return route(req, res);
      res.writeHead(201, {
        'content-type': 'application/json',
        'set-cookie': ['session=new; HttpOnly; Path=/', 'currency=GBP; Path=/'],
      });
      res.end(JSON.stringify({ ...request, headers: undefined, padding: 'x'.repeat(4000) }));
    });
  });
  app = createStaticApp({ root, ...shellAppOptions({ env: {}, apiUrl: api.url }) });
});

afterEach(async () => {
  await app.close();
  await api.close();
  removeDist(root);
});

it('passes a request and its answer through: status, body, query, cookies both ways', async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/bookings?listing=7',
    headers: {
      cookie: 'session=old; currency=EUR',
      'content-type': 'application/json',
      host: 'shoreline.test',
    },
    payload: { nights: 3 },
  });
  expect(res.statusCode).toBe(201);
  expect(res.headers['set-cookie']).toEqual(['session=new; HttpOnly; Path=/', 'currency=GBP; Path=/']);
  expect(res.json()).toMatchObject({ method: 'POST', url: '/api/bookings?listing=7' });

  const [request] = seen;
  expect(request?.headers.cookie).toBe('session=old; currency=EUR');
  expect(request?.headers.host).toBe('shoreline.test');
  expect(request?.bodySha).toBe(sha(Buffer.from(JSON.stringify({ nights: 3 }))));
});

it("keeps the API's answer as it is: none of the page's headers, no second compression", async () => {
  const res = await app.inject({ url: '/uploads/photo.webp', headers: { 'accept-encoding': 'br' } });
  expect(res.statusCode).toBe(201);
  expect(res.headers['content-encoding']).toBeUndefined();
  expect(res.headers['content-security-policy']).toBeUndefined();
  expect(seen[0]?.url).toBe('/uploads/photo.webp');
});

it("tells the API the browser's real address, whatever the browser claims", async () => {
  await app.inject({
    url: '/api/session',
    headers: { 'x-forwarded-for': '203.0.113.9', host: 'shoreline.test' },
  });
  const headers = seen[0]?.headers;
  expect(headers?.['x-forwarded-for']).toBe('127.0.0.1');
  expect(headers?.['x-forwarded-host']).toBe('shoreline.test');
  expect(headers?.['x-forwarded-proto']).toBe('http');
});

it('streams an upload of several megabytes to the API unchanged', async () => {
  const photo = Buffer.alloc(3 * 1024 * 1024, 7);
  const res = await app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
    payload: photo,
  });
  expect(res.statusCode).toBe(201);
  expect(seen[0]?.bodyLength).toBe(photo.length);
  expect(seen[0]?.bodySha).toBe(sha(photo));
});

it('answers 502 when the API cannot be reached, and a 503 of the API is not asked again', async () => {
  routes['/api/listings'] = (_req, res) => {
    res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' });
    res.end('{"statusCode":503}');
  };
  const busy = await app.inject('/api/listings');
  expect(busy.statusCode).toBe(503);
  expect(seen).toHaveLength(1);

  await api.close();
  const down = await app.inject('/api/health');
  expect(down.statusCode).toBe(502);
  expect(down.headers['cache-control']).toBe('no-store');
  expect(down.json()).toEqual({
    statusCode: 502,
    error: 'Bad Gateway',
    message: 'The API is not reachable.',
  });
});

it('passes a live event stream through event by event, and ends it upstream when the browser leaves', async () => {
  let sendSecond: () => void = () => undefined;
  const upstreamClosed = new Promise<void>((resolve) => {
    routes['/api/notifications/stream'] = (req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write('event: unread\ndata: {"count":1}\n\n');
      sendSecond = () => res.write('event: unread\ndata: {"count":2}\n\n');
      res.on('close', () => resolve());
    };
  });
  const server = await listen(app, 0, '127.0.0.1');
  const { port } = server.address() as AddressInfo;

  const received: string[] = [];
  const request = http.get({
    host: '127.0.0.1',
    port,
    path: '/api/notifications/stream',
    headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip, br' },
  });
  const response = await new Promise<http.IncomingMessage>((resolve) => request.on('response', resolve));
  expect(response.headers['content-type']).toBe('text/event-stream');
  expect(response.headers['content-encoding']).toBeUndefined();
  const nextEvent = () =>
    new Promise<string>((resolve) =>
      response.once('data', (chunk: Buffer) => resolve(chunk.toString('utf8'))),
    );

  // The first event arrives while the API still holds the stream open, before it has sent another.
  received.push(await nextEvent());
  expect(received).toEqual(['event: unread\ndata: {"count":1}\n\n']);
  const second = nextEvent();
  sendSecond();
  received.push(await second);
  expect(received[1]).toBe('event: unread\ndata: {"count":2}\n\n');

  request.destroy();
  await upstreamClosed;
});
