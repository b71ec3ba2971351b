import type { BookingStatus, ListingInput, Role, User } from '@shoreline/shared-domain/types';
import type { FastifyInstance } from 'fastify';
import knexFactory, { type Knex } from 'knex';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { buildApp } from '../app';
import { DEV_JWT_SECRET, type AppConfig } from '../config';
import { hashPassword } from '../lib/password';
import { SESSION_COOKIE } from '../plugins/app/auth';
import { pgliteTemplate } from './pglite-template';
import { watchDeclaredResponses } from './declared-responses';

export const TEST_PASSWORD = 'Password123!';

export interface TestUser {
  user: User;
  password: string;
  /** The session token (what the cookie holds; also usable as `Authorization: Bearer`). */
  token: string;
  /** `{ cookie }` headers for `app.inject`. */
  headers: { cookie: string };
}

export interface TestApp {
  app: FastifyInstance;
  /** The app's own connection pool, for arranging data the API cannot create (past stays...). */
  knex: Knex;
  config: AppConfig;
  /** Creates a user straight in the database (roles default to renter) with a ready session. */
  createUser: (options?: {
    roles?: Role[];
    name?: string;
    email?: string;
    password?: string;
  }) => Promise<TestUser>;
  /** Session headers for an existing user. */
  sessionFor: (user: User) => { token: string; headers: { cookie: string } };
  /** Creates an active listing of `host` (any field can be overridden); returns its id. */
  createListing: (
    host: TestUser,
    overrides?: Partial<ListingInput> & { isActive?: boolean },
  ) => Promise<string>;
  /**
   * Inserts a booking row directly (any status, any dates, past ones too), bypassing the API's
   * rules: for arranging situations such as a completed stay. Returns its id.
   */
  insertBooking: (options: {
    listingId: string;
    renter: TestUser;
    startDate: string;
    endDate: string;
    status?: BookingStatus;
    totalPrice?: number;
    message?: string | null;
  }) => Promise<string>;
  /**
   * An approved stay of `renter` at `listingId` that ended in the past (a review-eligible booking
   * the API itself cannot create). Returns the booking id.
   */
  insertCompletedStay: (listingId: string, renter: TestUser) => Promise<string>;
  close: () => Promise<void>;
}

let counter = 0;
let defaultPasswordHash: Promise<string> | null = null;

/** A valid listing; dates are far in the future so no test depends on today's date. */
export function listingInput(overrides: Partial<ListingInput> = {}): ListingInput {
  return {
    title: 'Sea-view flat',
    description: 'Two rooms above the harbour.',
    pricePerNight: 120,
    address: '1 Harbour Road',
    city: 'Lisbon',
    country: 'Portugal',
    availableFrom: '2030-01-01',
    availableTo: '2030-12-31',
    photos: ['/uploads/listings/test-1.jpg'],
    ...overrides,
  };
}

/** With DATABASE_URL: a uniquely named database on that server, dropped on close. */
async function createPostgresDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `shoreline_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
  await admin.raw(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      try {
        await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await admin.destroy();
      }
    },
  };
}

/**
 * A complete app on its own database: a fresh in-memory PGlite by default, or a fresh database on
 * the Postgres of DATABASE_URL. One per test file (`beforeAll`), closed in `afterAll`.
 */
export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  /** Where pino writes (JSON lines, level info); without it the app logs nothing. */
  options: { logStream?: Writable } = {},
): Promise<TestApp> {
  const serverUrl = process.env.DATABASE_URL;
  const postgres = serverUrl ? await createPostgresDatabase(serverUrl) : null;
  const uploadDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shoreline-uploads-'));
  const config: AppConfig = {
    port: 0,
    host: '127.0.0.1',
    nodeEnv: 'test',
    databaseUrl: postgres?.url ?? null,
    dataDir: 'memory://',
    jwtSecret: DEV_JWT_SECRET,
    uploadDir,
    ratesUrl: '',
    publicOrigin: 'http://localhost:8080',
    seedOnEmpty: false,
    authRateLimitPerMinute: 10000,
    logLevel: 'silent',
    ...(postgres ? {} : { embeddedTemplate: await pgliteTemplate() }),
    ...overrides,
  };
  let app: FastifyInstance;
  let responses: ReturnType<typeof watchDeclaredResponses> | null = null;
  try {
    app = await buildApp(config, {
      logger: options.logStream ? { level: 'info', stream: options.logStream } : false,
      instrument: (instance) => {
        responses = watchDeclaredResponses(instance);
      },
    });
  } catch (error) {
    await postgres?.drop();
    throw error;
  }

  const sessionFor = (user: User) => {
    const token = app.jwt.sign({ sub: user.id }, { expiresIn: '1h' });
    return { token, headers: { cookie: `${SESSION_COOKIE}=${token}` } };
  };

  const createUser: TestApp['createUser'] = async (options = {}) => {
    counter += 1;
    const password = options.password ?? TEST_PASSWORD;
    defaultPasswordHash ??= hashPassword(TEST_PASSWORD);
    const passwordHash =
      password === TEST_PASSWORD ? await defaultPasswordHash : await hashPassword(password);
    const roles = options.roles ?? ['renter'];
    const user = await app.usersRepository.create({
      name: options.name ?? `Test ${roles.join('-')} ${counter}`,
      email: options.email ?? `user${counter}-${randomBytes(3).toString('hex')}@example.test`,
      passwordHash,
      roles,
    });
    return { user, password, ...sessionFor(user) };
  };

  const createListing: TestApp['createListing'] = async (host, overrides = {}) => {
    const { isActive, ...fields } = overrides;
    const id = await app.listingsRepository.create(host.user.id, listingInput(fields));
    if (isActive === false) await app.listingsRepository.setActive(id, false);
    return id;
  };

  const insertBooking: TestApp['insertBooking'] = async (options) => {
    const listing = (await app
      .knex('listings')
      .select('host_id')
      .where({ id: options.listingId })
      .first()) as { host_id: string } | undefined;
    if (!listing) throw new Error(`insertBooking: no listing ${options.listingId}`);
    const [row] = (await app
      .knex('bookings')
      .insert({
        listing_id: options.listingId,
        host_id: listing.host_id,
        renter_id: options.renter.user.id,
        start_date: options.startDate,
        end_date: options.endDate,
        total_price: options.totalPrice ?? 100,
        status: options.status ?? 'pending',
        message: options.message ?? null,
      })
      .returning('id')) as { id: string }[];
    if (!row) throw new Error('insertBooking: no row');
    return row.id;
  };

  const insertCompletedStay: TestApp['insertCompletedStay'] = (listingId, renter) =>
    insertBooking({ listingId, renter, startDate: '2024-05-01', endDate: '2024-05-04', status: 'approved' });

  return {
    app,
    knex: app.knex,
    insertBooking,
    insertCompletedStay,
    config,
    createUser,
    sessionFor,
    createListing,
    close: async () => {
      await app.close();
      await postgres?.drop();
      await fs.rm(uploadDir, { recursive: true, force: true });
      const undeclared = [...(responses?.undeclared ?? [])];
      if (undeclared.length > 0) {
        throw new Error(`status codes missing from the response schemas:\n${undeclared.join('\n')}`);
      }
    },
  };
}
