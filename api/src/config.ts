import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { S3StorageConfig } from './lib/images/s3-image-storage';
import type { JobTimings } from './lib/jobs/job-timings';

/** Everything the app needs from its environment; `buildApp` takes this object, never `process.env`. */
export interface AppConfig {
  port: number;
  host: string;
  nodeEnv: 'development' | 'production' | 'test';
  /** Postgres connection string; when absent the API runs an embedded PGlite in `dataDir`. */
  databaseUrl: string | null;
  /** Directory of the embedded database; `memory://` keeps it in memory (tests). */
  dataDir: string;
  jwtSecret: string;
  /** Images on this machine (served at `/uploads/...`) when `s3` is null. */
  uploadDir: string;
  /** Images in an S3 bucket instead of `uploadDir` (every `S3_*` variable set); null: the local folder. */
  s3: S3StorageConfig | null;
  /** Exchange-rate provider (EUR base, field `rates`); empty means "always use the fallback rates". */
  ratesUrl: string;
  /** Origin the browser apps are served from (CORS, absolute upload URLs are not needed). */
  publicOrigin: string;
  /** Insert the demo marketplace when the database has no users yet. */
  seedOnEmpty: boolean;
  /** Requests per minute and IP on sign-in, sign-up and host requests. */
  authRateLimitPerMinute: number;
  /** Upload requests per minute and user (each takes up to 10 images). */
  uploadRateLimitPerMinute: number;
  logLevel: string;
  /** Background jobs run on timers (one replica at a time); tests turn them off and run them by hand. */
  jobsEnabled: boolean;
  // Notifications (optional, so configs written before them stay valid: absent means the default).
  /** SMTP server for notification emails (nodemailer URL); null: emails are logged, not sent. */
  smtpUrl?: string | null;
  /** The From of notification emails; default `Shoreline <no-reply@<PUBLIC_ORIGIN's host>>`. */
  mailFrom?: string;
  /** Not from the environment: tests shorten the live stream's heartbeat and lifetime. */
  sseHeartbeatMs?: number;
  streamMaxAgeMs?: number;
  /** Not from the environment: tests start their in-memory database from a migrated template. */
  embeddedTemplate?: Blob;
  /**
   * Calendar imports may reach private, loopback and link-local addresses (`CALENDAR_FETCH_ALLOW_PRIVATE`);
   * absent: allowed outside production (development and tests serve .ics files locally), refused in it.
   */
  calendarFetchAllowPrivate?: boolean;
  /** Not from the environment: addresses allowed even when private ones are not (SSRF tests). */
  calendarFetchAllowedAddresses?: string[];
  /** Not from the environment: tests set the app's clock (`app.now`); the system clock otherwise. */
  clock?: () => Date;
  /** Not from the environment: tests shorten the jobs' first-run stagger and retry delays. */
  jobTimings?: Partial<JobTimings>;
  /**
   * How long a starting replica waits for another to finish migrating or seeding
   * (`STARTUP_LOCK_TIMEOUT_MS`, default 10 minutes) before it gives up with an error.
   */
  startupLockTimeoutMs?: number;
  /**
   * Which peers' `X-Forwarded-For` count for `request.ip` (the sign-in limit's key): `false` (none,
   * the default), `true`, a hop count, or addresses/CIDRs (fastify's `trustProxy`).
   */
  trustProxy: boolean | number | string;
  /**
   * Redis shared by every replica: rate-limit counters, the rates cache and the live notification
   * fan-out (pub/sub); null: in memory, and Postgres LISTEN/NOTIFY for the fan-out.
   */
  redisUrl: string | null;
  /** Prefix of every Redis key and channel this app uses (several deployments or test runs on one Redis). */
  redisKeyPrefix: string;
  /** Connections per replica; the embedded database serves this many (plus two). */
  databasePoolMax: number;
  /** Postgres cancels a statement after this long (a locked table cannot hang requests); 0: never. */
  databaseStatementTimeoutMs: number;
  /** A request waits this long for a free connection before it answers 503. */
  databaseAcquireTimeoutMs: number;
}

/**
 * The secret early versions signed with outside production. It is public (it was in this file), so it
 * is refused in every environment: anyone could forge tokens with it.
 */
export const DEV_JWT_SECRET = 'shoreline-dev-secret-change-me-in-production';

/**
 * Secrets printed in our own examples (docker-compose.yml's default until issue 20): public, so a
 * production API refuses them like a missing secret. Add here any example secret ever published.
 */
export const EXAMPLE_JWT_SECRETS: readonly string[] = ['compose-demo-secret-please-replace-0123456789'];

export const DEFAULT_STARTUP_LOCK_TIMEOUT_MS = 10 * 60 * 1000;

/**
 * Every key of `T` present, optional ones too (as `undefined`): with a key written down, reading it
 * never falls through to the prototype chain, even if that chain had been polluted.
 */
type Explicit<T> = { [K in keyof Required<T>]: T[K] | undefined };

const API_ROOT = path.resolve(__dirname, '..');

function readNodeEnv(value: string | undefined): AppConfig['nodeEnv'] {
  return value === 'production' || value === 'test' ? value : 'development';
}

/** A TCP port (0-65535), or the fallback. */
function readPort(value: string | undefined, fallback: number): number {
  const port = Number(value);
  return Number.isInteger(port) && port >= 0 && port < 65536 && value !== '' && value !== undefined
    ? port
    : fallback;
}

const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

/**
 * Object storage when the S3 variables are set; none of them: the local folder. Some but not all is a
 * mistake that would silently keep images on one replica's disk, so it stops the start.
 */
function readS3(env: NodeJS.ProcessEnv): S3StorageConfig | null {
  const missing = S3_VARIABLES.filter((name) => !env[name]);
  if (missing.length === S3_VARIABLES.length) return null;
  if (missing.length > 0) {
    throw new Error(
      `Refusing to start: object storage needs every S3 variable; missing ${missing.join(', ')}.`,
    );
  }
  const endpoint = env.S3_ENDPOINT!.replace(/\/+$/, '');
  const bucket = env.S3_BUCKET!;
  return {
    endpoint,
    bucket,
    region: env.S3_REGION!,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    // Without a CDN, browsers read the bucket itself (path style, as the client writes it).
    publicUrl: (env.S3_PUBLIC_URL || `${endpoint}/${bucket}`).replace(/\/+$/, ''),
  };
}

/** An integer >= `min` (milliseconds, counts), or the fallback for anything else. */
function readInteger(value: string | undefined, fallback: number, min = 1): number {
  const number = Number(value);
  return value && Number.isSafeInteger(number) && number >= min ? number : fallback;
}

/** `TRUST_PROXY`: unset/false none, true all, a hop count, or comma-separated addresses and CIDRs. */
export function readTrustProxy(value: string | undefined): AppConfig['trustProxy'] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .join(',');
}

/** `Shoreline <no-reply@shoreline.example>` for the host the product is served from. */
export function defaultMailFrom(publicOrigin: string): string {
  let host = 'localhost';
  try {
    host = new URL(publicOrigin).hostname || host;
  } catch {
    // keep localhost
  }
  return `Shoreline <no-reply@${host}>`;
}

/**
 * Reads the environment with defaults that are safe for a local checkout. The result is frozen and
 * has no prototype, with every optional setting written down: `config.x ?? default` can only ever be
 * answered by this object, never by a polluted `Object.prototype` (issue 20).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const nodeEnv = readNodeEnv(env.NODE_ENV);
  const s3 = readS3(env);
  const config: Explicit<AppConfig> = {
    port: readPort(env.PORT, 3000),
    host: env.HOST || '127.0.0.1',
    nodeEnv,
    databaseUrl: env.DATABASE_URL || null,
    dataDir: path.resolve(API_ROOT, env.DATA_DIR || '.data'),
    // Outside production, a secret of this process unless one is given: a restart signs everyone out.
    jwtSecret: env.JWT_SECRET || (nodeEnv === 'production' ? '' : randomBytes(32).toString('hex')),
    uploadDir: path.resolve(API_ROOT, env.UPLOAD_DIR || '.data/uploads'),
    s3: s3 && Object.freeze(s3),
    ratesUrl: env.RATES_URL ?? 'https://api.frankfurter.app/latest?from=EUR',
    publicOrigin: env.PUBLIC_ORIGIN || 'http://localhost:8080',
    seedOnEmpty: env.SEED_ON_EMPTY !== 'false',
    // Browser tests sign in many times from one loopback address; production keeps it tight.
    authRateLimitPerMinute: readInteger(env.AUTH_RATE_LIMIT, nodeEnv === 'production' ? 20 : 1000),
    uploadRateLimitPerMinute: readInteger(env.UPLOAD_RATE_LIMIT, 30),
    logLevel: env.LOG_LEVEL || 'info',
    jobsEnabled: env.JOBS_ENABLED !== 'false',
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    redisUrl: env.REDIS_URL || null,
    redisKeyPrefix: env.REDIS_KEY_PREFIX || 'shoreline:',
    databasePoolMax: readInteger(env.DATABASE_POOL_MAX, 10),
    databaseStatementTimeoutMs: readInteger(env.DATABASE_STATEMENT_TIMEOUT_MS, 10000, 0),
    databaseAcquireTimeoutMs: readInteger(env.DATABASE_ACQUIRE_TIMEOUT_MS, 10000),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || defaultMailFrom(env.PUBLIC_ORIGIN || 'http://localhost:8080'),
    // Resolved here rather than left absent: private addresses only outside production by default.
    calendarFetchAllowPrivate: env.CALENDAR_FETCH_ALLOW_PRIVATE
      ? env.CALENDAR_FETCH_ALLOW_PRIVATE === 'true'
      : nodeEnv !== 'production',
    calendarFetchAllowedAddresses: [],
    startupLockTimeoutMs: readInteger(env.STARTUP_LOCK_TIMEOUT_MS, DEFAULT_STARTUP_LOCK_TIMEOUT_MS),
    // Not from the environment (tests only), but written down all the same.
    sseHeartbeatMs: undefined,
    streamMaxAgeMs: undefined,
    embeddedTemplate: undefined,
    clock: undefined,
    jobTimings: undefined,
  };
  const own = Object.freeze(Object.assign(Object.create(null) as AppConfig, config));
  assertSafeConfig(own);
  return own;
}

/**
 * Takes the prototype away from a config built elsewhere (tests write theirs as object literals), so
 * that `config.x ?? default` reads only what the object itself says, even after something polluted
 * `Object.prototype`. The object stays the same one (tests change settings on it between requests).
 */
export function withoutPrototype(config: AppConfig): AppConfig {
  if (Object.getPrototypeOf(config) !== null && Object.isExtensible(config))
    Object.setPrototypeOf(config, null);
  return config;
}

/** Signing sessions with a public or short secret would let anyone forge them. */
export function assertSafeConfig(config: AppConfig): void {
  if (config.jwtSecret === DEV_JWT_SECRET) {
    throw new Error('Refusing to start: JWT_SECRET is the old public development secret; set your own.');
  }
  if (config.nodeEnv === 'production' && config.jwtSecret.length < 32) {
    throw new Error('Refusing to start: set JWT_SECRET to a secret of at least 32 characters in production.');
  }
  if (config.nodeEnv === 'production' && EXAMPLE_JWT_SECRETS.includes(config.jwtSecret)) {
    throw new Error(
      'Refusing to start: JWT_SECRET is an example secret published in our documentation; set your own.',
    );
  }
}
