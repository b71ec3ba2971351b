import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import fs from 'node:fs/promises';
import { PgliteSessionQueue } from './pglite-session-queue';

export interface EmbeddedPostgres {
  /** `postgres://` URL that `pg` can connect to. */
  url: string;
  /** The whole data directory as a tarball (to start other databases from it: test templates). */
  dump: () => Promise<Blob>;
  stop: () => Promise<void>;
}

/**
 * Starts PGlite and serves it over the Postgres wire protocol on a free loopback port, so the very
 * same knex + pg code runs against it and against a real Postgres (TOOLCHAIN.md, "Database").
 * `maxConnections` must be at least the pool's max, or extra connections are reset.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  maxConnections: number,
  /** An in-memory database can start from a dumped data directory instead of running initdb. */
  template?: Blob,
): Promise<EmbeddedPostgres> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) await fs.mkdir(dataDir, { recursive: true });
  const db = await PGlite.create({
    dataDir: inMemory ? undefined : dataDir,
    extensions: { btree_gist, pg_trgm },
    ...(inMemory && template ? { loadDataDir: template } : {}),
  });
  const server = new PGLiteSocketServer({ db, port: 0, host: '127.0.0.1', maxConnections });
  // Connections share one backend session: hand it over only between whole protocol cycles.
  (server as unknown as { queryQueue: PgliteSessionQueue }).queryQueue = new PgliteSessionQueue(db);
  await server.start();
  return {
    url: `postgres://postgres@${server.getServerConn()}/postgres`,
    dump: async () => db.dumpDataDir('none'),
    stop: async () => {
      await server.stop();
      await db.close();
    },
  };
}
