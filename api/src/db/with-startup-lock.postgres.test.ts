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
