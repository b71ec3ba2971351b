// Issue 20: a job's lock means one run per period across replicas (the `job_runs` row), not only one
// run at a time, and a failed run is retried soon instead of a whole period later.
import type { FastifyInstance } from 'fastify';
import { buildReplica } from '../../test/build-replica';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { waitFor } from '../../test/wait-for';

const HOUR = 60 * 60 * 1000;
/** Timers that fire within a few hundred milliseconds, and retry after 100 ms. */
const FAST = { firstRunMs: 0, staggerMs: 20, spreadMs: 200, jitterMs: 20, retryMs: 100 };

let t: TestApp;
let replica: FastifyInstance;

beforeAll(async () => {
  t = await buildTestApp({ jobsEnabled: true, jobTimings: FAST });
  replica = await buildReplica(t); // same database, same settings: timers on
});
afterAll(async () => {
  await replica?.close();
  await t?.close();
});

const jobRun = (name: string) => t.knex('job_runs').where({ name }).first();
/** When the job's last run finished, once it has (waitFor polls until a value). */
const finishedAt = async (name: string): Promise<Date | undefined> =>
  (await jobRun(name))?.last_finished_at ?? undefined;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('runs a job once per period across two replicas, each running its own timer', async () => {
  const runs: string[] = [];
  const register = (app: FastifyInstance, who: string) =>
    app.jobs.register({ name: 'test-period', everyMs: HOUR, run: async () => void runs.push(who) });
  register(t.app, 'first');
  const ran = await waitFor(() => finishedAt('test-period'), 10_000, "the first replica's run");
  // The second replica's timer fires a moment later, well within the period: it must skip.
  register(replica, 'second');
  await sleep(1500);
  expect(runs).toEqual(['first']);
  expect(await jobRun('test-period')).toMatchObject({ last_finished_at: ran, last_error: null });
  // A timer's run (onlyIfDue) on either replica is not due...
  await expect(replica.jobs.runNow('test-period', { onlyIfDue: true })).resolves.toBe(false);
  await expect(t.app.jobs.runNow('test-period', { onlyIfDue: true })).resolves.toBe(false);
  // ...but a run asked for by hand (tests, operators) runs whatever the period.
  await expect(replica.jobs.runNow('test-period')).resolves.toBe(true);
  expect(runs).toEqual(['first', 'second']);
});

it('records a failed run in job_runs and hands the error to the caller of runNow', async () => {
  // Only the runs asked for with this clock fail: the job's own timer run succeeds.
  const failing = new Date('2031-01-01T00:00:00Z');
  let fail = true;
  t.app.jobs.register({
    name: 'test-recorded',
    everyMs: HOUR,
    run: async ({ now }) => {
      if (fail && now.getTime() === failing.getTime()) throw new Error('the feed server answered 503');
    },
  });
  await waitFor(() => finishedAt('test-recorded'), 10_000, 'the timer run');
  // That run may still be letting go of the job's lock (runNow resolves false): ask until it runs.
  const failure = await waitFor(
    () =>
      t.app.jobs.runNow('test-recorded', { now: failing }).then(
        () => undefined,
        (error: unknown) => error,
      ),
    10_000,
    'a run asked for by hand',
  );
  expect(failure).toEqual(new Error('the feed server answered 503'));
  expect(await jobRun('test-recorded')).toMatchObject({
    last_error: 'Error: the feed server answered 503',
    consecutive_failures: 1,
  });
  fail = false;
  await expect(t.app.jobs.runNow('test-recorded', { now: failing })).resolves.toBe(true);
  expect(await jobRun('test-recorded')).toMatchObject({ last_error: null, consecutive_failures: 0 });
});

it('retries a failed run soon, backing off, instead of a whole period later', async () => {
  const attempts: number[] = [];
  const succeeded = new Promise<void>((resolve) => {
    t.app.jobs.register({
      name: 'test-flaky',
      everyMs: HOUR,
      run: async () => {
        attempts.push(Date.now());
        if (attempts.length <= 2) throw new Error(`flaky ${attempts.length}`);
        resolve();
      },
    });
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`only ${attempts.length} attempts in 10 s: a failed job waits for its period`)),
      10_000,
    );
  });
  await Promise.race([succeeded, timeout]).finally(() => clearTimeout(timer));
  expect(attempts).toHaveLength(3);
  // 100 ms after the first failure, 200 ms after the second (FAST.retryMs, doubled).
  expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(90);
  expect(attempts[2]! - attempts[1]!).toBeGreaterThanOrEqual(190);
  // The success is recorded once the run has returned.
  await waitFor(async () => (await jobRun('test-flaky'))?.consecutive_failures === 0, 5000, 'the success');
  expect(await jobRun('test-flaky')).toMatchObject({ last_error: null });
});
