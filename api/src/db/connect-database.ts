import knex, { type Knex } from 'knex';
import pg from 'pg';
import { startEmbeddedPostgres } from './start-embedded-postgres';

export interface PoolOptions {
  /** Connections in the pool (default 10). */
  databasePoolMax?: number;
  /** Server-side `statement_timeout` of every connection, ms; 0 or absent: none. */
  databaseStatementTimeoutMs?: number;
  /** How long a query waits for a free connection (and a new connection may take), ms. */
  databaseAcquireTimeoutMs?: number;
  /** Where knex reports (failed connection attempts...); the console when absent. */
  log?: { warn: (message: unknown) => void; error: (message: unknown) => void };
  /**
   * Every statement on these connections is planned once for all its values (plan_cache_mode =
   * force_generic_plan, set when the connection opens): the pool of `runNamedQuery`'s statements
   * marked `genericPlan`. Never for knex's own queries, whose plans depend on their values.
   */
  genericPlans?: boolean;
}

const DEFAULT_POOL_MAX = 10;

/** The startup parameter of `genericPlans` connections (libpq's PGOPTIONS for the benchmark's pgbench). */
export const GENERIC_PLAN_OPTIONS = '-c plan_cache_mode=force_generic_plan';
const DEFAULT_ACQUIRE_TIMEOUT_MS = 30000;
/** Background jobs run at most this many at a time per replica, each on one connection of its pool. */
export const JOB_CONNECTIONS = 2;

export interface Database {
  knex: Knex;
  /**
   * A second pool of as many connections, each planning every statement once (`genericPlans`), for
   * the named statements that ask for it (db/run-named-query.ts). The embedded PGlite has none: its
   * statements run unnamed, so this is `knex` itself.
   */
  genericPlanKnex: Knex;
  /**
   * `JOB_CONNECTIONS` connections of their own for background jobs' advisory locks and bookkeeping
   * (`job_runs`): a job holding its lock never takes a connection that requests need (with
   * DATABASE_POOL_MAX=6, six jobs holding lock connections used to starve the pool, issue 20). The
   * embedded PGlite serves every connection from one session, where an advisory lock excludes
   * nothing: there it is `knex` itself (the jobs' own limit of concurrent runs still holds).
   */
  jobsKnex: Knex;
  /** Where the pool connects (the embedded server's URL when PGlite is used). */
  url: string;
  embedded: boolean;
  close: () => Promise<void>;
}

const DATE_OID = 1082;
const NUMERIC_OID = 1700;
const INT8_OID = 20;

/**
 * Per-connection type parsers (not pg's process-wide defaults): calendar dates stay `yyyy-MM-dd`
 * strings so a stay never shifts with a time zone, and money/counts arrive as numbers.
 * Prices are numeric(10,2), well inside a double's exact range.
 */
const types = {
  getTypeParser: (oid: number, format?: string) => {
    if (oid === DATE_OID) return (value: string) => value;
    if (oid === NUMERIC_OID || oid === INT8_OID) return (value: string) => Number(value);
    return format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid, 'text');
  },
};

/** The same parsers for a plain `pg` pool (the benchmark's peer server, bench/peer). */
export const pgTypeParsers = types;

export function createKnex(url: string, options: PoolOptions = {}): Knex {
  const acquireTimeout = options.databaseAcquireTimeoutMs ?? DEFAULT_ACQUIRE_TIMEOUT_MS;
  return knex({
    client: 'pg',
    connection: {
      connectionString: url,
      types,
      // Postgres cancels a statement stuck behind a lock (57014, a 503) instead of holding a
      // connection forever. The embedded PGlite ignores it (one process: nothing else can lock).
      ...(options.databaseStatementTimeoutMs
        ? { statement_timeout: options.databaseStatementTimeoutMs }
        : {}),
      // An unreachable server fails the connect within the acquire timeout instead of the OS's minutes.
      connectionTimeoutMillis: acquireTimeout,
      // A startup parameter, not a SET around each statement: two round trips fewer per request.
      ...(options.genericPlans ? { options: GENERIC_PLAN_OPTIONS } : {}),
    },
    pool: { min: 0, max: options.databasePoolMax ?? DEFAULT_POOL_MAX },
    // A request waits this long for a connection, then answers 503 (KnexTimeoutError), never hangs.
    acquireConnectionTimeout: acquireTimeout,
    ...(options.log ? { log: { ...options.log, debug: () => undefined, deprecate: options.log.warn } } : {}),
  });
}

/** Connects to DATABASE_URL, or starts the embedded PGlite in `dataDir` when there is none. */
export async function connectDatabase(
  options: {
    databaseUrl: string | null;
    dataDir: string;
    embeddedTemplate?: Blob | undefined;
  } & PoolOptions,
): Promise<Database> {
  if (options.databaseUrl) {
    const db = createKnex(options.databaseUrl, options);
    const genericPlanDb = createKnex(options.databaseUrl, { ...options, genericPlans: true });
    const jobsDb = createKnex(options.databaseUrl, { ...options, databasePoolMax: JOB_CONNECTIONS });
    return {
      knex: db,
      genericPlanKnex: genericPlanDb,
      jobsKnex: jobsDb,
      url: options.databaseUrl,
      embedded: false,
      close: async () => {
        await Promise.all([db.destroy(), genericPlanDb.destroy(), jobsDb.destroy()]);
      },
    };
  }
  // The socket server resets connections beyond its maximum: it must serve the whole pool.
  const poolMax = options.databasePoolMax ?? DEFAULT_POOL_MAX;
  const embedded = await startEmbeddedPostgres(options.dataDir, poolMax + 2, options.embeddedTemplate);
  const db = createKnex(embedded.url, options);
  return {
    knex: db,
    genericPlanKnex: db,
    jobsKnex: db,
    url: embedded.url,
    embedded: true,
    close: async () => {
      await db.destroy();
      await embedded.stop();
    },
  };
}
