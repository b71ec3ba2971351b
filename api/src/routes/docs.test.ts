// /api/docs is generated from the routes' TypeBox schemas: every operation documents its request
// schemas and every status code it can answer (issue 3, "Runtime").
import net from 'node:net';
import { buildTestApp, type TestApp } from '../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

interface Operation {
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
}

async function operations(): Promise<[string, Operation][]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  const paths = res.json().paths as Record<string, Record<string, Operation>>;
  return Object.entries(paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]): [string, Operation] => [`${method.toUpperCase()} ${path}`, op]),
  );
}

it('serves the docs UI at /api/docs', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/text\/html/);
});

it('documents a success answer and 500 for every operation, 400/413/415 for every one with a body', async () => {
  const ops = await operations();
  expect(ops.length).toBeGreaterThan(40);
  for (const [name, op] of ops) {
    const codes = Object.keys(op.responses);
    expect({ name, success: codes.some((code) => code.startsWith('2')) }).toEqual({ name, success: true });
    expect({ name, codes }).toEqual({ name, codes: expect.arrayContaining(['500']) });
    if (/^(POST|PUT|PATCH|DELETE) /.test(name)) {
      expect({ name, codes }).toEqual({ name, codes: expect.arrayContaining(['400', '413', '415']) });
    }
  }
});

it('documents the body, params and query of the routes that take them', async () => {
  const ops = new Map(await operations());
  expect(ops.get('POST /api/bookings')?.requestBody).toBeDefined();
  expect(ops.get('PUT /api/listings/{id}')?.parameters).toEqual(
    expect.arrayContaining([expect.objectContaining({ name: 'id', in: 'path' })]),
  );
  expect(ops.get('GET /api/listings')?.parameters).toEqual(
    expect.arrayContaining([expect.objectContaining({ name: 'location', in: 'query' })]),
  );
});

it('answers an oversized JSON body with a declared 413 in the error shape', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
  });
  expect(res.json()).toEqual({
    statusCode: 413,
    error: 'Payload Too Large',
    code: 'PAYLOAD_TOO_LARGE',
    message: expect.any(String),
  });
});

it('answers headers over 16 KiB with the declared 431, even on an operation with no input', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(Object.keys(res.json().paths['/api/health'].get.responses)).toEqual(
    expect.arrayContaining(['200', '431']),
  );
  // Answered by the HTTP server before routing: only a real connection shows it.
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const answer = await fetch(`${address}/api/health`, { headers: { cookie: `c=${'x'.repeat(20_000)}` } });
  expect(answer.status).toBe(431);
  expect(await answer.json()).toEqual({
    statusCode: 431,
    error: 'Request Header Fields Too Large',
    code: 'HEADERS_TOO_LARGE',
    message: expect.stringMatching(/headers are too large/),
  });
});

it('answers bytes that are not HTTP with a 400 in the error shape, code included', async () => {
  // Listening already when the 431 case ran first.
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as net.AddressInfo;
  const raw = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write('NOT HTTP AT ALL\r\n\r\n'));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
  expect(raw).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
  expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({
    statusCode: 400,
    error: 'Bad Request',
    code: 'MALFORMED_REQUEST',
    message: 'The request is not valid HTTP.',
  });
});
