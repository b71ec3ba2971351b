import type { Knex } from 'knex';
import type { AppConfig } from '../config';
import { seedDemoData } from './seed-demo-data';

/** First start on an empty database: create the demo marketplace. Returns whether it did. */
export async function seedIfEmpty(knex: Knex, config: AppConfig): Promise<boolean> {
  const row = (await knex('users').count<{ count: number }[]>('* as count').first()) ?? { count: 0 };
  if (Number(row.count) > 0) return false;
  await seedDemoData(knex, config);
  return true;
}
