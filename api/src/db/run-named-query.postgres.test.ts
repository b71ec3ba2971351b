// Statements planned once for all values (`genericPlan`) run on connections opened for them: the
// API's own queries (knex) and the named statements planned per value never see plan_cache_mode
// changed, and a request sends its statement alone (no SET before it, no RESET after).
import { buildTestApp, type TestApp } from '../test/build-test-app';
import type { NamedQuery } from './run-named-query';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const probe = (name: string, genericPlan: boolean): NamedQuery => ({
  name,
  text: `SELECT current_setting('plan_cache_mode') AS mode, $1::int + 1 AS n, pg_backend_pid() AS pid`,
  values: [41],
  genericPlan,
});
type Probe = { mode: string; n: number; pid: number };

it('runs a generic-plan statement on a connection planning once for all values', async () => {
  const [row] = await t.app.runNamedQuery<Probe>(probe('probe_generic', true));
  expect(row).toMatchObject({ mode: 'force_generic_plan', n: 42 });
});

it('runs other named statements and knex queries where plans are made for their values', async () => {
  const [named] = await t.app.runNamedQuery<Probe>(probe('probe_per_value', false));
  expect(named).toMatchObject({ mode: 'auto', n: 42 });
  // Every connection of knex's pool, not just one that happens to be free.
  const modes = await Promise.all(
    Array.from({ length: 5 }, () =>
      t.knex.transaction(async (trx) => {
        await trx.raw('SELECT pg_sleep(0.05)');
        return ((await trx.raw('SHOW plan_cache_mode')).rows as { plan_cache_mode: string }[])[0];
      }),
    ),
  );
  expect(modes).toEqual(Array(5).fill({ plan_cache_mode: 'auto' }));
});

it('keeps the two kinds of statement on separate connections', async () => {
  const generic = await Promise.all(
    Array.from({ length: 4 }, () => t.app.runNamedQuery<Probe>(probe('probe_generic', true))),
  );
  const perValue = await Promise.all(
    Array.from({ length: 4 }, () => t.app.runNamedQuery<Probe>(probe('probe_per_value', false))),
  );
  const genericPids = new Set(generic.map(([row]) => row!.pid));
  for (const [row] of perValue) expect(genericPids.has(row!.pid)).toBe(false);
});

it('sends a failing statement error to the caller and keeps serving', async () => {
  await expect(
    t.app.runNamedQuery({
      name: 'probe_fail',
      text: 'SELECT 1 / $1::int AS n',
      values: [0],
      genericPlan: true,
    }),
  ).rejects.toThrow(/division by zero/);
  const [row] = await t.app.runNamedQuery<Probe>(probe('probe_generic', true));
  expect(row).toMatchObject({ mode: 'force_generic_plan', n: 42 });
});
