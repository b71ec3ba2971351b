import { MESSAGES } from '@shoreline/shared-domain/messages';
import { Writable } from 'node:stream';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/health and /api/ready', () => {
  it('answers alive without touching anything', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers ready when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('answers unknown routes with the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});

describe('GET /api/ready without a database', () => {
  it('answers 503 in the error shape once the database is gone', async () => {
    const broken = await buildTestApp();
    try {
      await broken.knex.destroy();
      const res = await broken.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.json()).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        code: 'SERVICE_UNAVAILABLE',
        message: MESSAGES.serviceUnavailable,
      });
      // Liveness does not depend on the database.
      expect((await broken.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await broken.close();
    }
  });
});

describe('request ids in the logs', () => {
  it('logs every request once, on completion, with its id: the proxy x-request-id when well-formed, a new uuid otherwise', async () => {
    const lines: Record<string, unknown>[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const logged = await buildTestApp({}, { logStream });
    try {
      await logged.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'edge-42' } });
      await logged.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'bad id!' } });
      await logged.app.inject({ method: 'GET', url: '/api/listings?location=Secret%20town' });
      await logged.app.inject({ method: 'GET', url: '/api/listings/not-a-uuid' });
    } finally {
      await logged.close();
    }
    const requests = lines.filter((l) => l.reqId !== undefined);
    // One line each, nothing on arrival: the route's pattern (never the URL and its query), the status,
    // the time taken and, for a refusal, why.
    expect(requests).toEqual([
      expect.objectContaining({
        reqId: 'edge-42',
        msg: 'request completed',
        method: 'GET',
        route: '/api/health',
        statusCode: 200,
      }),
      expect.objectContaining({
        reqId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        route: '/api/health',
        statusCode: 200,
      }),
      expect.objectContaining({ route: '/api/listings', statusCode: 200 }),
      expect.objectContaining({ route: '/api/listings/:id', statusCode: 400, code: 'VALIDATION_FAILED' }),
    ]);
    for (const line of requests) expect(line.responseTime).toEqual(expect.any(Number));
    expect(JSON.stringify(lines)).not.toContain('Secret');
  });

  it('echoes the request id on every answer, errors and unknown paths included', async () => {
    // The file's app: echoing needs no app of its own (each one costs seconds on a loaded machine).
    const given = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'edge-7' },
    });
    expect(given.headers['x-request-id']).toBe('edge-7');
    const made = await t.app.inject({ method: 'GET', url: '/api/listings/not-a-uuid' });
    expect(made.statusCode).toBe(400);
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { 'x-request-id': 'bad id!' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
