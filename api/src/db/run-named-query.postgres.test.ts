// Statements planned once for all values (`genericPlan`) set plan_cache_mode around themselves only:
// knex's own queries on the same pooled connection must keep being planned for their values.
import type { Knex } from 'knex';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { createKnex } from './connect-database';
import { runNamedQuery } from './run-named-query';

let t: TestApp;
let single: Knex;
beforeAll(async () => {
  t = await buildTestApp();
  // One connection: whatever a statement leaves set is what the next one finds.
  single = createKnex(t.config.databaseUrl!, { databasePoolMax: 1 });
});
afterAll(async () => {
  await single.destroy();
  await t.close();
});

const planMode = async () =>
  ((await single.raw('SHOW plan_cache_mode')).rows as { plan_cache_mode: string }[])[0]!;

it('runs a generic-plan statement under force_generic_plan and leaves the connection as it was', async () => {
  const rows = await runNamedQuery<{ mode: string; n: number }>(
    single,
    {
      name: 'probe_mode',
      text: `SELECT current_setting('plan_cache_mode') AS mode, $1::int + 1 AS n`,
      values: [41],
      genericPlan: true,
    },
    { prepared: true },
  );
  expect(rows).toEqual([{ mode: 'force_generic_plan', n: 42 }]);
  expect(await planMode()).toEqual({ plan_cache_mode: 'auto' });

  const plain = await runNamedQuery<{ mode: string }>(
    single,
    {
      name: 'probe_mode_plain',
      text: `SELECT current_setting('plan_cache_mode') AS mode, $1::int AS n`,
      values: [1],
    },
    { prepared: true },
  );
  expect(plain[0]?.mode).toBe('auto');
});

it('leaves the connection as it was when the statement fails', async () => {
  await expect(
    runNamedQuery(
      single,
      { name: 'probe_fail', text: 'SELECT 1 / $1::int AS n', values: [0], genericPlan: true },
      { prepared: true },
    ),
  ).rejects.toThrow(/division by zero/);
  expect(await planMode()).toEqual({ plan_cache_mode: 'auto' });
});
