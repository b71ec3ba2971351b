import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { AppConfig } from '../config';
import type { TestApp } from './build-test-app';

/**
 * A second app instance on the same database as `t` (another API replica): on Postgres the same
 * test database, on PGlite the first app's embedded server over the wire protocol. Close it before `t`.
 */
export async function buildReplica(t: TestApp, overrides: Partial<AppConfig> = {}): Promise<FastifyInstance> {
  const { embeddedTemplate: _template, ...config } = t.config;
  return buildApp({ ...config, databaseUrl: t.app.database.url, ...overrides }, { logger: false });
}
