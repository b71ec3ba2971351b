import path from 'node:path';

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
  uploadDir: string;
  /** Exchange-rate provider (EUR base, field `rates`); empty means "always use the fallback rates". */
  ratesUrl: string;
  /** Origin the browser apps are served from (CORS, absolute upload URLs are not needed). */
  publicOrigin: string;
  /** Insert the demo marketplace when the database has no users yet. */
  seedOnEmpty: boolean;
  /** Requests per minute and IP on sign-in, sign-up and host requests. */
  authRateLimitPerMinute: number;
  logLevel: string;
  /** Not from the environment: tests start their in-memory database from a migrated template. */
  embeddedTemplate?: Blob;
}

export const DEV_JWT_SECRET = 'shoreline-dev-secret-change-me-in-production';

const API_ROOT = path.resolve(__dirname, '..');

function readNodeEnv(value: string | undefined): AppConfig['nodeEnv'] {
  return value === 'production' || value === 'test' ? value : 'development';
}

function readPort(value: string | undefined, fallback: number): number {
  const port = Number(value);
  return Number.isInteger(port) && port >= 0 && port < 65536 && value !== '' && value !== undefined
    ? port
    : fallback;
}

/** Reads the environment with defaults that are safe for a local checkout. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const nodeEnv = readNodeEnv(env.NODE_ENV);
  const config: AppConfig = {
    port: readPort(env.PORT, 3000),
    host: env.HOST || '127.0.0.1',
    nodeEnv,
    databaseUrl: env.DATABASE_URL || null,
    dataDir: path.resolve(API_ROOT, env.DATA_DIR || '.data'),
    jwtSecret: env.JWT_SECRET || DEV_JWT_SECRET,
    uploadDir: path.resolve(API_ROOT, env.UPLOAD_DIR || '.data/uploads'),
    ratesUrl: env.RATES_URL ?? 'https://api.frankfurter.app/latest?from=EUR',
    publicOrigin: env.PUBLIC_ORIGIN || 'http://localhost:8080',
    seedOnEmpty: env.SEED_ON_EMPTY !== 'false',
    // Browser tests sign in many times from one loopback address; production keeps it tight.
    authRateLimitPerMinute: readPort(env.AUTH_RATE_LIMIT, nodeEnv === 'production' ? 20 : 1000),
    logLevel: env.LOG_LEVEL || 'info',
  };
  assertSafeConfig(config);
  return config;
}

/** A production deployment signing sessions with the public dev secret would let anyone forge them. */
export function assertSafeConfig(config: AppConfig): void {
  if (
    config.nodeEnv === 'production' &&
    (config.jwtSecret === DEV_JWT_SECRET || config.jwtSecret.length < 32)
  ) {
    throw new Error('Refusing to start: set JWT_SECRET to a secret of at least 32 characters in production.');
  }
}
