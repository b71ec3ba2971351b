// Two API replicas on one Postgres database and one Redis (issue 11), run as production runs them:
// the compiled build (`node dist/server.js`), NODE_ENV=production, a shared JWT_SECRET. Requests
// alternate between them. Nothing a user relies on may depend on which replica answers.
//
// Images live in an S3-compatible server both replicas share (S3_* variables), as in production.
import { SAMPLE_LISTING_FACTS } from '@shoreline/shared-domain/testing/listingFactsFixture';
import knexFactory, { type Knex } from 'knex';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import { databaseUrl } from './db/database-url';
import { hashPassword } from './lib/password';
import { removeRedisKeys, testRedisUrl, uniqueRedisPrefix } from './test/redis';
import { startReplica, type LogLine, type Replica } from './test/start-replica';
import { waitFor } from './test/wait-for';
import { startS3Server, type TestS3Server } from './test/start-s3-server';

const PASSWORD = 'Replica-Tide-2026';
const AUTH_RATE_LIMIT = 6;
const APPROVALS = 50;

const redisUrl = testRedisUrl();
const redisKeyPrefix = uniqueRedisPrefix();
const databaseName = `shoreline_test_replicas_${randomBytes(4).toString('hex')}`;
let admin: Knex; // the server's maintenance database: creates and drops ours
let db: Knex; // ours, to arrange data and watch what the replicas do
let replicas: [Replica, Replica];
let s3: TestS3Server;
/** Holds `sessions` locked from before the replicas start until the jobs test releases it. */
let releaseSessionsLock: (() => void) | null = null;
let sessionsLock: Promise<void> | null = null;
let expiredSessionId: string;
/** What every replica is started with (the database, Redis, the bucket, one JWT_SECRET...). */
let sharedEnv: Record<string, string>;

const serverUrl = (database: string) => databaseUrl(process.env.DATABASE_URL ?? '', database);

async function insertUser(name: string, roles: string[], passwordHash: string): Promise<string> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@replicas.test`;
  const [row] = await db('users').insert({ name, email, password_hash: passwordHash, roles }).returning('id');
  return (row as { id: string }).id;
}

beforeAll(async () => {
  const api = path.resolve(__dirname, '..');
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: api, stdio: 'pipe' });
  admin = knexFactory({ client: 'pg', connection: process.env.DATABASE_URL, pool: { min: 0, max: 1 } });
  await admin.raw(`CREATE DATABASE ${databaseName}`);
  const databaseUrl = serverUrl(databaseName);
  // The compiled migration script, as a deployment runs it before starting replicas.
  execFileSync(process.execPath, ['dist/db/migrate.js'], {
    cwd: api,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: 'pipe',
  });
  db = knexFactory({ client: 'pg', connection: databaseUrl, pool: { min: 0, max: 3 } });

  const userId = await insertUser('Session Owner', ['renter'], await hashPassword(PASSWORD));
  const [expired] = await db('sessions')
    .insert({ user_id: userId, expires_at: new Date(Date.now() - 60_000) })
    .returning('id');
  expiredSessionId = (expired as { id: string }).id;
  // Both replicas run the expire-sessions job soon after they start; with the table locked, the one
  // that takes the job's lock waits inside the job, and the other must skip it.
  let locked!: () => void;
  const lockTaken = new Promise<void>((resolve) => {
    locked = resolve;
  });
  sessionsLock = db.transaction(async (trx) => {
    await trx.raw('LOCK TABLE sessions IN ACCESS EXCLUSIVE MODE');
    locked();
    await new Promise<void>((resolve) => {
      releaseSessionsLock = resolve;
    });
  });
  await lockTaken;

  s3 = await startS3Server();
  sharedEnv = {
    ...s3.env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: redisKeyPrefix,
    JWT_SECRET: randomBytes(32).toString('hex'),
    AUTH_RATE_LIMIT: String(AUTH_RATE_LIMIT),
    SEED_ON_EMPTY: 'false',
    RATES_URL: '',
    LOG_LEVEL: 'debug',
    // As compose trusts its load balancer: calls say which client they come from (X-Forwarded-For).
    TRUST_PROXY: 'loopback',
  };
  replicas = (await Promise.all([
    startReplica('replica-a', sharedEnv),
    startReplica('replica-b', sharedEnv),
  ])) as [Replica, Replica];
}, 120_000);

afterAll(async () => {
  releaseSessionsLock?.();
  await sessionsLock;
  await Promise.all((replicas ?? []).map((replica) => replica.stop()));
  await db?.destroy();
  await admin?.raw(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  await admin?.destroy();
  await removeRedisKeys(redisUrl, redisKeyPrefix);
  await s3?.close();
});

/**
 * The client every call comes from. The sign-in limit counts guesses per address across sign-in and
 * tokens: the test of that limit uses an address of its own, so the others can still sign in.
 */
let clientAddress = '203.0.113.10';

/** Calls alternate between the replicas: the i-th goes to replica i % 2. */
function call(i: number, method: string, url: string, options: { token?: string; body?: unknown } = {}) {
  const replica = replicas[i % 2] as Replica;
  return fetch(`${replica.url}${url}`, {
    method,
    headers: {
      'x-forwarded-for': clientAddress,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
}

async function tokenFor(i: number, email: string): Promise<string> {
  const res = await call(i, 'POST', '/api/auth/token', { body: { email, password: PASSWORD } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

const isJob = (message: string) => (line: LogLine) =>
  line.job === 'expire-sessions' && line.msg.startsWith(message);

// First: the replicas' first job runs happen in the seconds after they start (staggered, the same
// job at about the same time on both), against the table that beforeAll locked.
it('runs a background job on exactly one replica at a time', async () => {
  try {
    // One replica skips the run: the other holds the job's lock...
    const skipped = await Promise.any(replicas.map((replica) => replica.waitForLog(isJob('job skipped'))));
    const skipper = replicas.find((replica) => replica.logs.includes(skipped)) as Replica;
    const runner = replicas.find((replica) => replica !== skipper) as Replica;
    // ...and is inside the job, waiting for the locked table: its DELETE is the one waiting. The
    // other replica may log its skip before the runner's DELETE reaches the lock: look until it has.
    const waitingOnSessions = async () =>
      (
        (await db('pg_stat_activity')
          .select('application_name')
          .where('datname', databaseName)
          .andWhere('wait_event_type', 'Lock')
          .andWhereRaw('query ilike ?', ['delete from "sessions"%'])) as { application_name: string }[]
      ).map((row) => row.application_name);
    const waiting = await waitFor(
      async () => {
        const names = await waitingOnSessions();
        return names.length > 0 && names;
      },
      10_000,
      "a replica's DELETE waiting for the locked sessions table",
    );
    expect(waiting).toEqual([runner.name]);
    expect(runner.logs.some(isJob('job'))).toBe(false);
  } finally {
    releaseSessionsLock?.();
    await sessionsLock;
  }
  const ran = await Promise.any(replicas.map((replica) => replica.waitForLog(isJob('job ran'))));
  expect(replicas.filter((replica) => replica.logs.includes(ran))).toHaveLength(1);
  expect(replicas.filter((replica) => replica.logs.some(isJob('job ran')))).toHaveLength(1);
  expect(await db('sessions').where({ id: expiredSessionId }).first()).toBeUndefined();
});

it('says at start that mail is only logged, and runs without Object.prototype.__proto__', async () => {
  for (const replica of replicas) {
    // No SMTP_URL here: an operator must learn from the log that no email leaves the replica.
    expect(replica.logs).toContainEqual(
      expect.objectContaining({ msg: expect.stringMatching(/^SMTP_URL is not set: .*only logged/) }),
    );
    // Started as the image starts it (node --disable-proto=delete): no `__proto__` accessor to pollute through.
    expect(replica.logs).toContainEqual(
      expect.objectContaining({ msg: 'Object.prototype.__proto__ is removed (--disable-proto=delete)' }),
    );
  }
});

it('starts a replica while another holds the startup lock for longer than its statement timeout', async () => {
  // Another replica migrating (or seeding) until 3 s after this one, which cancels any statement
  // after 1 s, has begun to wait.
  let release!: () => void;
  let locked!: () => void;
  const lockTaken = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const held = db.transaction(async (trx) => {
    await trx.raw("SELECT pg_advisory_xact_lock(hashtextextended('shoreline-startup', 0))");
    locked();
    await new Promise<void>((resolve) => {
      release = resolve;
    });
  });
  await lockTaken;
  let waitLogged!: () => void;
  const waiting = new Promise<void>((resolve) => {
    waitLogged = resolve;
  });
  const starting = startReplica(
    'replica-c',
    { ...sharedEnv, DATABASE_STATEMENT_TIMEOUT_MS: '1000', JOBS_ENABLED: 'false' },
    { onLog: (line) => line.msg.startsWith('waiting for the startup lock') && waitLogged() },
  );
  let late: Replica | null = null;
  try {
    await Promise.race([
      waiting,
      starting.then(() => {
        throw new Error('replica-c started while another held the startup lock');
      }),
    ]);
    // Three times its statement timeout, still waiting (a blocking pg_advisory_lock was cancelled).
    await new Promise((resolve) => setTimeout(resolve, 3000));
    release();
    await held;
    late = await starting;
    expect((await fetch(`${late.url}/api/ready`)).status).toBe(200);
  } finally {
    release();
    await held;
    await (late ?? (await starting.catch(() => null)))?.stop();
  }
});

it('counts sign-in attempts across both replicas', async () => {
  clientAddress = '203.0.113.66';
  try {
    const attempt = (i: number) =>
      call(i, 'POST', '/api/auth/signin', { body: { email: 'nobody@replicas.test', password: 'Wrong-123' } });
    for (let i = 0; i < AUTH_RATE_LIMIT; i += 1) expect((await attempt(i)).status).toBe(401);
    // Each replica alone has seen only half of them: the count is shared.
    expect((await attempt(0)).status).toBe(429);
    expect((await attempt(1)).status).toBe(429);
  } finally {
    clientAddress = '203.0.113.10';
  }
});

it('refuses on one replica a token revoked on the other', async () => {
  const email = 'session.owner@replicas.test';
  const token = await tokenFor(0, email);
  expect((await call(1, 'GET', '/api/me', { token })).status).toBe(200);
  expect((await call(0, 'POST', '/api/auth/signout', { token })).status).toBe(204);
  expect((await call(1, 'GET', '/api/me', { token })).status).toBe(401);

  // A password changed through one replica ends the user's other sessions on both.
  const [phone, laptop] = [await tokenFor(0, email), await tokenFor(1, email)];
  const changed = await call(1, 'PUT', '/api/me/password', {
    token: laptop,
    body: {
      currentPassword: PASSWORD,
      newPassword: 'Replica-Tide-2027',
      confirmPassword: 'Replica-Tide-2027',
    },
  });
  expect(changed.status).toBe(204);
  expect((await call(0, 'GET', '/api/me', { token: phone })).status).toBe(401);
  expect((await call(1, 'GET', '/api/me', { token: phone })).status).toBe(401);
  expect((await call(0, 'GET', '/api/me', { token: laptop })).status).toBe(200);
});

it(`leaves exactly one of ${APPROVALS} parallel overlapping approvals approved`, async () => {
  const hash = await hashPassword(PASSWORD);
  const hostId = await insertUser('Replica Host', ['renter', 'host'], hash);
  const [listing] = await db('listings')
    .insert({
      host_id: hostId,
      title: 'Dune House',
      description: 'Between two replicas.',
      price_per_night: 90,
      address: '1 Dune Road',
      city: 'Lagos',
      country: 'Portugal',
      available_from: '2030-01-01',
      available_to: '2030-12-31',
      max_guests: 4,
      property_type: 'house',
      bedrooms: 2,
      beds: 2,
      bathrooms: 1,
    })
    .returning('id');
  const listingId = (listing as { id: string }).id;
  const renters = await db('users')
    .insert(
      Array.from({ length: APPROVALS }, (_, i) => ({
        name: `Renter ${i}`,
        email: `renter.${i}@replicas.test`,
        password_hash: hash,
        roles: ['renter'],
      })),
    )
    .returning('id');
  // Every request overlaps every other: each shares 2030-06-10 with all of them.
  const bookings = (await db('bookings')
    .insert(
      renters.map((renter: { id: string }, i: number) => ({
        listing_id: listingId,
        host_id: hostId,
        renter_id: renter.id,
        start_date: `2030-06-${String(1 + (i % 9)).padStart(2, '0')}`,
        end_date: `2030-06-${String(11 + (i % 9)).padStart(2, '0')}`,
        total_price: 900,
      })),
    )
    .returning('id')) as { id: string }[];
  const token = await tokenFor(0, 'replica.host@replicas.test');

  const answers = await Promise.all(
    bookings.map((booking, i) => call(i, 'POST', `/api/bookings/${booking.id}/approve`, { token })),
  );
  const statuses = answers.map((answer) => answer.status);
  expect(statuses.filter((status) => status === 200)).toHaveLength(1);
  expect(statuses.filter((status) => status === 409)).toHaveLength(APPROVALS - 1);
  const stored = await db('bookings').where({ listing_id: listingId }).select('status');
  expect(stored.filter((row: { status: string }) => row.status === 'approved')).toHaveLength(1);
  // Approving one rejected the rest in the same transaction (PRODUCT.md 19).
  expect(stored.filter((row: { status: string }) => row.status === 'rejected')).toHaveLength(APPROVALS - 1);
});

it('shows through one replica a photo uploaded through the other, from the shared bucket', async () => {
  await insertUser('Photo Host', ['renter', 'host'], await hashPassword(PASSWORD));
  const token = await tokenFor(0, 'photo.host@replicas.test');
  const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#0b6e8a' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([png], { type: 'image/png' }), 'harbour.png');
  const uploaded = await fetch(`${replicas[0].url}/api/uploads?folder=listings`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(uploaded.status).toBe(201);
  const [photoUrl] = ((await uploaded.json()) as { urls: string[] }).urls;

  // The other replica accepts it as this host's upload (the upload's row is in the shared database)...
  const created = await call(1, 'POST', '/api/listings', {
    token,
    body: {
      title: 'Harbour Loft',
      description: 'Seen from both replicas.',
      pricePerNight: 110,
      address: '2 Quay',
      city: 'Porto',
      country: 'Portugal',
      availableFrom: '2030-01-01',
      availableTo: '2030-12-31',
      photos: [photoUrl],
      ...SAMPLE_LISTING_FACTS,
    },
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const shown = await call(1, 'GET', `/api/listings/${id}`);
  const [photo] = (
    (await shown.json()) as { photos: { url: string; variants: { url: string; width: number }[] }[] }
  ).photos;
  // ...and what it shows is in the bucket, not on either replica's disk.
  expect(photo?.url).toBe(photoUrl);
  expect(photo?.url.startsWith(s3.env.S3_PUBLIC_URL)).toBe(true);
  for (const url of [photo!.url, ...photo!.variants.map((variant) => variant.url)]) {
    const image = await fetch(url);
    expect(image.status).toBe(200);
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBeGreaterThan(0);
  }
  expect(photo?.variants.map((variant) => variant.width)).toEqual([400, 800, 900]);
});

// Last, so that every job has had its first run (staggered over the replicas' first half-minute).
it('runs each background job once per period across both replicas', async () => {
  const expected = [
    'email-outbox',
    'expire-booking-requests',
    'expire-sessions',
    'image-backfill',
    'sync-calendars',
    'upload-cleanup',
  ];
  const seenBy = (replica: Replica, job: string) =>
    replica.logs.some((line) => line.job === job && /^job (ran|skipped)/.test(line.msg));
  // Both replicas' timers have fired for every job: one ran it, the other found it done or running.
  await waitFor(
    () => expected.every((job) => replicas.every((replica) => seenBy(replica, job))),
    45_000,
    "both replicas' first run of every job",
  );
  const finished = (await db('job_runs').whereNotNull('last_finished_at').pluck('name')) as string[];
  expect(finished.sort()).toEqual(expected);
  const tooSoon: string[] = [];
  for (const job of expected) {
    const runs = replicas
      .flatMap((replica) => replica.logs.filter((line) => line.job === job && line.msg === 'job ran'))
      .sort((a, b) => Number(a.time) - Number(b.time));
    expect({ job, ran: runs.length > 0 }).toEqual({ job, ran: true });
    // Never two runs within the job's period, on one replica or across both (1 s for logging).
    for (let i = 1; i < runs.length; i += 1) {
      const gap = Number(runs[i]!.time) - Number(runs[i - 1]!.time);
      if (gap < Number(runs[i]!.everyMs) - 1000) tooSoon.push(`${job}: ${gap} ms after the previous run`);
    }
  }
  expect(tooSoon).toEqual([]);
});
