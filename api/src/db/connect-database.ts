import knex, { type Knex } from 'knex';
import pg from 'pg';
import { startEmbeddedPostgres } from './start-embedded-postgres';

export const POOL_MAX = 10;

export interface Database {
  knex: Knex;
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

export function createKnex(url: string, poolMax = POOL_MAX): Knex {
  return knex({
    client: 'pg',
    connection: { connectionString: url, types },
    pool: { min: 0, max: poolMax },
    // Transactions must not wait forever for a connection when the embedded server serialises them.
    acquireConnectionTimeout: 30000,
  });
}

/** Connects to DATABASE_URL, or starts the embedded PGlite in `dataDir` when there is none. */
export async function connectDatabase(options: {
  databaseUrl: string | null;
  dataDir: string;
  embeddedTemplate?: Blob | undefined;
}): Promise<Database> {
  if (options.databaseUrl) {
    const db = createKnex(options.databaseUrl);
    return { knex: db, url: options.databaseUrl, embedded: false, close: () => db.destroy() };
  }
  const embedded = await startEmbeddedPostgres(options.dataDir, POOL_MAX + 2, options.embeddedTemplate);
  const db = createKnex(embedded.url);
  return {
    knex: db,
    url: embedded.url,
    embedded: true,
    close: async () => {
      await db.destroy();
      await embedded.stop();
    },
  };
}
