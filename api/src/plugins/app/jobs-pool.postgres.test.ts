// Issue 20: with DATABASE_POOL_MAX=6, six jobs each held a lock connection from the request pool and
// then waited for another from it: jobs failed with "Timeout acquiring a connection" and requests
// waited. Job locks now live on a pool of their own, and a replica runs at most two jobs at once.
import { buildTestApp, type TestApp } from '../../test/build-test-app';

const JOBS = Array.from({ length: 6 }, (_, i) => `test-busy-${i}`);
let t: TestApp;

beforeAll(async () => {
  // Without a pool of their own, the jobs deadlock on the request pool whatever this timeout is: 5 s
  // leaves a busy machine time to serve the requests one at a time on the connection left to them.
  t = await buildTestApp({ databasePoolMax: 3, databaseAcquireTimeoutMs: 5000 });
  for (const name of JOBS) {
    t.app.jobs.register({
      name,
      everyMs: 60 * 60 * 1000,
      // A job's work: a transaction holding one connection of the request pool for a moment.
      run: async () => {
        await t.app.knex.transaction(async (trx) => {
          await trx.raw('SELECT pg_sleep(0.2)');
          await trx.raw('SELECT 1');
        });
      },
    });
  }
});
afterAll(async () => {
  await t?.close();
});

it('runs six jobs at once beside requests on a pool of three, with no acquire timeout', async () => {
  const jobs = Promise.all(JOBS.map((name) => t.app.jobs.runNow(name)));
  const requests = Promise.all(
    Array.from({ length: 6 }, (_, i) =>
      t.app.inject({ method: 'GET', url: i % 2 ? '/api/destinations' : '/api/listings' }),
    ),
  );
  // A request that waited 5 s for a connection would have answered 503.
  const answers = await requests;
  expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
  await expect(jobs).resolves.toEqual(JOBS.map(() => true));
});
