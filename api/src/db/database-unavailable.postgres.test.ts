// What only a real Postgres server does when it cannot serve (issue 11): a statement stuck behind a
// locked table is cancelled by statement_timeout, a server that refuses connections or has too many
// clients. Each is a 503 with the catalogue's message, never a 500 or a hang.
import { MESSAGES } from '@shoreline/shared-domain/messages';
import knexFactory, { type Knex } from 'knex';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { buildTestApp, type TestApp } from '../test/build-test-app';

const UNAVAILABLE = {
  statusCode: 503,
  error: 'Service Unavailable',
  code: 'SERVICE_UNAVAILABLE',
  message: MESSAGES.serviceUnavailable,
};

/**
 * A search no earlier request asked: visitors' public answers are kept in memory for their max-age
 * (lib/http/serve-public-answers.ts), so only a new URL is sure to reach the database.
 */
let searches = 0;
const freshSearch = () => `/api/listings?limit=${(searches += 1)}`;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ databaseStatementTimeoutMs: 500 });
});
afterAll(() => t.close());

it('cancels a request stuck behind a locked table (503), while /api/ready still answers', async () => {
  const locker = knexFactory({
    client: 'pg',
    connection: t.config.databaseUrl ?? '',
    pool: { min: 0, max: 1 },
  });
  try {
    await locker.transaction(async (trx) => {
      await trx.raw('LOCK TABLE listings IN ACCESS EXCLUSIVE MODE');
      const started = Date.now();
      // Without a place on knex's pool, with one on the pool of statements planned once: both time out.
      for (const url of ['/api/listings', '/api/listings?location=lisbon']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual(UNAVAILABLE);
      }
      expect(Date.now() - started).toBeLessThan(5000);
      expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    });
  } finally {
    await locker.destroy();
  }
  expect((await t.app.inject({ method: 'GET', url: '/api/listings' })).statusCode).toBe(200);
});

it('answers 503 when the server refuses connections, and recovers when it is back', async () => {
  // A TCP relay to the test database, closed and reopened to play the server going away.
  const target = new URL(t.config.databaseUrl ?? '');
  const sockets = new Set<net.Socket>();
  const relay = net.createServer((client) => {
    const upstream = net.connect(Number(target.port) || 5432, target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const port = (relay.address() as net.AddressInfo).port;
  const relayed = new URL(target);
  relayed.host = `127.0.0.1:${port}`;
  const app = await buildTestApp({ databaseUrl: relayed.toString(), databaseAcquireTimeoutMs: 1000 });
  try {
    expect((await app.app.inject({ method: 'GET', url: freshSearch() })).statusCode).toBe(200);
    // Closing waits for open connections: cut them now (the server going away).
    const closed = new Promise((resolve) => relay.close(resolve));
    for (const socket of sockets) socket.destroy();
    await closed;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      // First on a pooled connection that died, then on a new connection that is refused.
      const res = await app.app.inject({ method: 'GET', url: freshSearch() });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(UNAVAILABLE);
    }
    expect((await app.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(503);
    await new Promise<void>((resolve) => relay.listen(port, '127.0.0.1', resolve));
    expect((await app.app.inject({ method: 'GET', url: freshSearch() })).statusCode).toBe(200);
  } finally {
    relay.close();
    for (const socket of sockets) socket.destroy();
    await app.close();
  }
});

it('answers 503 when the server has too many clients', async () => {
  // Connection limits do not apply to superusers: the app connects as a role of its own, limited.
  const role = `platform_limited_${randomBytes(4).toString('hex')}`;
  const admin: Knex = knexFactory({
    client: 'pg',
    connection: t.config.databaseUrl ?? '',
    pool: { min: 0, max: 1 },
  });
  const database = new URL(t.config.databaseUrl ?? '').pathname.slice(1);
  await admin.raw(`CREATE ROLE ${role} LOGIN`);
  await admin.raw(`GRANT ALL ON ALL TABLES IN SCHEMA public TO ${role}`);
  const asRole = new URL(t.config.databaseUrl ?? '');
  asRole.username = role;
  let app: TestApp | null = null;
  try {
    app = await buildTestApp({ databaseUrl: asRole.toString() });
    expect((await app.app.inject({ method: 'GET', url: freshSearch() })).statusCode).toBe(200);
    await admin.raw(`ALTER ROLE ${role} CONNECTION LIMIT 0`);
    await admin.raw(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = ? AND datname = ?',
      [role, database],
    );
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const res = await app.app.inject({ method: 'GET', url: freshSearch() });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(UNAVAILABLE);
    }
  } finally {
    await app?.close();
    await admin.raw(`DROP OWNED BY ${role}`);
    await admin.raw(`DROP ROLE ${role}`);
    await admin.destroy();
  }
});
