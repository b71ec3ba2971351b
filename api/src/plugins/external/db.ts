import fp from 'fastify-plugin';
import type { Knex } from 'knex';
import { connectDatabase } from '../../db/connect-database';
import { migrateToLatest } from '../../db/migration-source';
import { createRunNamedQuery, type RunNamedQuery } from '../../db/run-named-query';

declare module 'fastify' {
  interface FastifyInstance {
    knex: Knex;
    /** The background jobs' own small pool for their locks (`Database.jobsKnex`). */
    jobsKnex: Knex;
    /** Where the pool connects, and whether that is the embedded PGlite (one process, no LISTEN/NOTIFY). */
    database: { url: string; embedded: boolean };
    /** The fixed-shape statements (search, listing page): named, and planned once where they ask. */
    runNamedQuery: RunNamedQuery;
  }
}

/**
 * knex over `pg`, against DATABASE_URL or the embedded PGlite; migrations run before the app
 * accepts requests. Everything is closed with the app.
 */
export default fp(
  async (app) => {
    const { dataDir } = app.config;
    const log = app.log.child({ component: 'knex' });
    const database = await connectDatabase({
      ...app.config,
      log: { warn: (message) => log.warn(String(message)), error: (message) => log.error(String(message)) },
    });
    try {
      await migrateToLatest(database.knex, {
        timeoutMs: app.config.startupLockTimeoutMs,
        log: { info: (message) => app.log.info(message) },
      });
    } catch (error) {
      await database.close(); // nothing may keep the process alive after a failed start
      throw error;
    }
    app.addHook('onClose', async () => database.close());
    app.decorate('knex', database.knex);
    app.decorate('jobsKnex', database.jobsKnex);
    app.decorate('database', { url: database.url, embedded: database.embedded });
    app.decorate('runNamedQuery', createRunNamedQuery(database));
    app.log.info(
      { embedded: database.embedded },
      database.embedded ? `embedded PGlite in ${dataDir}` : 'Postgres',
    );
  },
  { name: 'db' },
);
