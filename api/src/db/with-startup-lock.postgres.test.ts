// Replicas started together on an empty database (docker compose up with 2 API replicas): both must
// come up, with the schema migrated once and the demo data seeded once.
import knexFactory, { type Knex } from 'knex';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import { createImageStorage } from '../lib/images/create-image-storage';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';
import { seedIfEmpty } from '../seed/seed-if-empty';
import { createKnex } from './connect-database';
import { databaseUrl } from './database-url';
import { migrateToLatest } from './migration-source';
import { withStartupLock } from './with-startup-lock';

const name = `shoreline_test_startup_${randomBytes(4).toString('hex')}`;
let admin: Knex;
let replicas: Knex[];
let uploadDir: string;

beforeAll(async () => {
  admin = knexFactory({ client: 'pg', connection: process.env.DATABASE_URL, pool: { min: 0, max: 1 } });
  await admin.raw(`CREATE DATABASE ${name}`);
  const url = databaseUrl(process.env.DATABASE_URL ?? '', name);
  replicas = [createKnex(url), createKnex(url)];
  uploadDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shoreline-startup-'));
});
afterAll(async () => {
  await Promise.all(replicas.map((knex) => knex.destroy()));
  await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.destroy();
  await fs.rm(uploadDir, { recursive: true, force: true });
});

it('migrates once and seeds once when two replicas start at the same moment', async () => {
  await Promise.all(replicas.map((knex) => migrateToLatest(knex)));
  const [first] = replicas as [Knex];
  const applied = await first('knex_migrations').select('name');
  expect(new Set(applied.map((row: { name: string }) => row.name)).size).toBe(applied.length);
  expect(await first.schema.hasTable('sessions')).toBe(true);

  const storage = createImageStorage({ ...loadConfig({ RATES_URL: '' }), uploadDir });
  const seeded = await Promise.all(replicas.map((knex) => seedIfEmpty(knex, storage)));
  expect(seeded.sort()).toEqual([false, true]);
  const users = await first('users').count<{ count: number }[]>('* as count');
  expect(Number(users[0]?.count)).toBe(DEMO_ACCOUNTS.length);
});

describe('waiting for the startup lock (issue 20)', () => {
  let holder: Knex;
  let shortTimeouts: Knex;
  beforeAll(() => {
    const url = databaseUrl(process.env.DATABASE_URL ?? '', name);
    holder = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 1 } });
    // A replica whose statements are cancelled after one second.
    shortTimeouts = createKnex(url, { databasePoolMax: 2, databaseStatementTimeoutMs: 1000 });
  });
  afterAll(async () => {
    await shortTimeouts.destroy();
    await holder.destroy();
  });

  /** Another replica migrating: holds the startup lock on a session of its own until released. */
  async function holdStartupLock(): Promise<() => Promise<void>> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const held = holder.transaction(async (trx) => {
      await trx.raw("SELECT pg_advisory_xact_lock(hashtextextended('shoreline-startup', 0))");
      locked();
      await released;
    });
    await lockTaken;
    return async () => {
      release();
      await held;
    };
  }

  it('waits longer than the statement timeout while another replica holds it, then runs', async () => {
    const release = await holdStartupLock();
    const logged: string[] = [];
    const started = Date.now();
    let ranAt = 0;
    const waiting = withStartupLock(
      shortTimeouts,
      async () => {
        ranAt = Date.now();
        return 'migrated';
      },
      { log: { info: (message) => logged.push(message) }, pollMs: 100, logEveryMs: 500 },
    );
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(ranAt).toBe(0);
    await release();
    await expect(waiting).resolves.toBe('migrated');
    expect(ranAt - started).toBeGreaterThanOrEqual(2500);
    expect(logged.length).toBeGreaterThanOrEqual(2);
    expect(logged[0]).toMatch(/waiting for the startup lock .*another replica is migrating or seeding/);
  });

  it('gives up after its own timeout with a message that says what happened', async () => {
    const release = await holdStartupLock();
    try {
      const started = Date.now();
      await expect(
        withStartupLock(shortTimeouts, async () => 'never', { timeoutMs: 1500, pollMs: 100 }),
      ).rejects.toThrow(
        /Gave up waiting for the startup lock after \d+ s: another process has been migrating or seeding this database for longer than STARTUP_LOCK_TIMEOUT_MS \(1500 ms\)/,
      );
      expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
    } finally {
      await release();
    }
    // The connection went back to the pool without the lock: the next start takes it at once.
    await expect(withStartupLock(shortTimeouts, async () => 'free', { timeoutMs: 1000 })).resolves.toBe(
      'free',
    );
  });
});
