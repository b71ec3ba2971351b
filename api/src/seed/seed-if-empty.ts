import type { Knex } from 'knex';
import { withStartupLock, type StartupLockOptions } from '../db/with-startup-lock';
import type { ImageStorage } from '../lib/images/image-storage';
import { seedDemoData } from './seed-demo-data';

/**
 * First start on an empty database: create the demo marketplace. Returns whether it did. Replicas
 * starting together on an empty database seed it once: the others wait, then find users.
 */
export async function seedIfEmpty(
  knex: Knex,
  storage: ImageStorage,
  lock: StartupLockOptions = {},
): Promise<boolean> {
  return withStartupLock(
    knex,
    async () => {
      const row = (await knex('users').count<{ count: number }[]>('* as count').first()) ?? { count: 0 };
      if (Number(row.count) > 0) return false;
      await seedDemoData(knex, storage);
      return true;
    },
    lock,
  );
}
