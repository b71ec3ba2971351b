import type { BookingStatus, ListingInput, Role, User } from '@shoreline/shared-domain/types';
import type { GuestCounts } from '@shoreline/shared-domain/listingFacts';
import type { FastifyInstance } from 'fastify';
import knexFactory, { type Knex } from 'knex';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { buildApp } from '../app';
import type { AppConfig } from '../config';
import { variantWidths } from '../lib/images/variant-widths';
import { hashPassword } from '../lib/password';
import { SESSION_COOKIE } from '../plugins/app/auth';
import { pgliteTemplate } from './pglite-template';
import { postgresTemplate } from './postgres-template';
import { databaseUrl } from '../db/database-url';
import { watchContract } from './contract-responses';
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
  /**
   * Sets the app's clock (`app.now()`: reads, writes and jobs that depend on time) to `instant`, or
   * back to the system clock with `null`. Every test app starts on the system clock.
   */
  setNow: (instant: Date | null) => void;
  /** Creates a user straight in the database (roles default to renter) with a ready session. */
  createUser: (options?: {
    roles?: Role[];
    name?: string;
    email?: string;
    password?: string;
  }) => Promise<TestUser>;
  /** A new session (a row and its token, valid for an hour) of an existing user. */
  sessionFor: (user: User) => Promise<{ token: string; headers: { cookie: string } }>;
  /**
   * Records a complete upload of `owner` (no files are written: enough for attaching it to a listing
   * or destination). Returns its key and URL. Sizes default to a 1200 x 800 photo. A `name` that is
   * already recorded keeps its first owner.
   */
  createUpload: (
    owner: TestUser,
    options?: { folder?: 'listings' | 'destinations'; name?: string; width?: number; height?: number },
  ) => Promise<{ key: string; url: string }>;
  /**
   * Creates an active listing of `host` (any field can be overridden); returns its id. Photo URLs
   * without an upload behind them get one, owned by `host`.
   */
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
    /** Who is coming: one adult by default. */
    guests?: GuestCounts;
    /** When it was requested (its expiry counts from then); the database's now by default. */
    createdAt?: Date;
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
    maxGuests: 4,
    propertyType: 'flat',
    bedrooms: 2,
    beds: 2,
    bathrooms: 1,
    checkInFrom: '15:00',
    checkOutBy: '11:00',
    houseRules: { petsAllowed: false, smokingAllowed: false, eventsAllowed: false, text: '' },
    amenities: ['wifi', 'kitchen'],
    ...overrides,
  };
}

/** With DATABASE_URL: a uniquely named, migrated database on that server, dropped on close. */
async function createPostgresDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `shoreline_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const template = await postgresTemplate(serverUrl);
  const admin = knexFactory({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
  await admin.raw(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  return {
    url: databaseUrl(serverUrl, name),
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
  let fixedNow: Date | null = null;
  const config: AppConfig = {
    port: 0,
    host: '127.0.0.1',
    nodeEnv: 'test',
    databaseUrl: postgres?.url ?? null,
    dataDir: 'memory://',
    jwtSecret: randomBytes(32).toString('hex'),
    uploadDir,
    ratesUrl: '',
    publicOrigin: 'http://localhost:8080',
    seedOnEmpty: false,
    authRateLimitPerMinute: 10000,
    uploadRateLimitPerMinute: 10000,
    s3: null,
    logLevel: 'silent',
    jobsEnabled: false,
    clock: () => fixedNow ?? new Date(),
    trustProxy: false,
    redisUrl: null,
    redisKeyPrefix: `shoreline-test:${randomBytes(6).toString('hex')}:`,
    databasePoolMax: 10,
    databaseStatementTimeoutMs: 10000,
    databaseAcquireTimeoutMs: 10000,
    smtpUrl: null,
    mailFrom: 'Shoreline <no-reply@shoreline.test>',
    ...(postgres ? {} : { embeddedTemplate: await pgliteTemplate() }),
    ...overrides,
  };
  let app: FastifyInstance;
  let responses: ReturnType<typeof watchDeclaredResponses> | null = null;
  let contract: ReturnType<typeof watchContract> | null = null;
  try {
    app = await buildApp(config, {
      logger: options.logStream ? { level: 'info', stream: options.logStream } : false,
      instrument: (instance) => {
        responses = watchDeclaredResponses(instance);
        contract = watchContract(instance);
      },
    });
  } catch (error) {
    await postgres?.drop();
    throw error;
  }

  const sessionFor = async (user: User) => {
    const token = await app.createSessionToken(user, 60 * 60);
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
    return { user, password, ...(await sessionFor(user)) };
  };

  const uploadRow = (owner: TestUser, key: string, width = 1200, height = 800) => ({
    folder: key.split('/')[0],
    path: key,
    content_type: 'image/jpeg',
    size_bytes: 1000,
    uploaded_by: owner.user.id,
    width,
    height,
    variant_widths: variantWidths(width),
    completed_at: new Date(),
  });

  const createUpload: TestApp['createUpload'] = async (owner, options = {}) => {
    counter += 1;
    const key = `${options.folder ?? 'listings'}/${options.name ?? `${Date.now()}-${counter}-test.jpg`}`;
    await app
      .knex('uploads')
      .insert(uploadRow(owner, key, options.width, options.height))
      .onConflict('path')
      .ignore();
    return { key, url: app.imageStorage.url(key) };
  };

  const createListing: TestApp['createListing'] = async (host, overrides = {}) => {
    const { isActive, ...fields } = overrides;
    const input = listingInput(fields);
    const keys = input.photos.map((url) => app.imageStorage.keyOf(url) ?? url);
    if (keys.length > 0) {
      await app
        .knex('uploads')
        .insert(keys.map((key) => uploadRow(host, key)))
        .onConflict('path')
        .ignore();
    }
    const refs = (await app.knex('uploads').whereIn('path', keys)) as {
      path: string;
      width: number | null;
      height: number | null;
      variant_widths: number[] | null;
    }[];
    const byKey = new Map(refs.map((row) => [row.path, row]));
    const photos = keys.map((key) => {
      const row = byKey.get(key)!;
      return { key, width: row.width, height: row.height, variantWidths: row.variant_widths };
    });
    const id = await app.listingsRepository.create(host.user.id, { ...input, photos });
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
        adults: options.guests?.adults ?? 1,
        children: options.guests?.children ?? 0,
        infants: options.guests?.infants ?? 0,
        pets: options.guests?.pets ?? false,
        ...(options.createdAt ? { created_at: options.createdAt, updated_at: options.createdAt } : {}),
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
    setNow: (instant) => {
      fixedNow = instant;
    },
    createUser,
    sessionFor,
    createListing,
    createUpload,
    close: async () => {
      await app.close();
      await postgres?.drop();
      await fs.rm(uploadDir, { recursive: true, force: true });
      const undeclared = [...(responses?.undeclared ?? [])];
      if (undeclared.length > 0) {
        throw new Error(`status codes missing from the response schemas:\n${undeclared.join('\n')}`);
      }
      const mismatches = [...(contract?.mismatches ?? [])];
      if (mismatches.length > 0) {
        throw new Error(`answers that api/openapi.json does not describe:\n${mismatches.join('\n')}`);
      }
    },
  };
}
