import fp from 'fastify-plugin';
import type { Knex } from 'knex';
import { connectDatabase } from '../../db/connect-database';
import { migrateToLatest } from '../../db/migration-source';

declare module 'fastify' {
  interface FastifyInstance {
    knex: Knex;
  }
}

/**
 * knex over `pg`, against DATABASE_URL or the embedded PGlite; migrations run before the app
 * accepts requests. Everything is closed with the app.
 */
export default fp(
  async (app) => {
    const { databaseUrl, dataDir, embeddedTemplate } = app.config;
    const database = await connectDatabase({ databaseUrl, dataDir, embeddedTemplate });
    try {
      await migrateToLatest(database.knex);
    } catch (error) {
      await database.close(); // nothing may keep the process alive after a failed start
      throw error;
    }
    app.addHook('onClose', async () => database.close());
    app.decorate('knex', database.knex);
    app.log.info(
      { embedded: database.embedded },
      database.embedded ? `embedded PGlite in ${dataDir}` : 'Postgres',
    );
  },
  { name: 'db' },
);
