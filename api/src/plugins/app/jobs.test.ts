import type { Knex } from 'knex';
import { createKnex } from '../../db/connect-database';
import { withAdvisoryLock } from '../../lib/jobs/with-advisory-lock';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
const runs: Date[] = [];
let release: (() => void) | null = null;
/**
 * Another replica on the same database. On Postgres: a pool of its own (other sessions). The
 * embedded PGlite belongs to one process, which shares the app's pool.
 */
let otherReplica: Knex;

beforeAll(async () => {
  t = await buildTestApp();
  otherReplica = t.config.databaseUrl ? createKnex(t.config.databaseUrl, { databasePoolMax: 2 }) : t.knex;
  t.app.jobs.register({
    name: 'test-counter',
    everyMs: 60_000,
    run: async ({ now }) => {
      runs.push(now);
      if (release === null) return;
      await new Promise<void>((resolve) => {
        const previous = release;
        release = () => {
          previous?.();
          resolve();
        };
      });
    },
  });
});
afterAll(async () => {
  if (otherReplica !== t.knex) await otherReplica.destroy();
  await t.close();
});

describe('jobs', () => {
  it('runs a job on demand with the clock the caller gives', async () => {
    const now = new Date('2031-03-04T05:06:07Z');
    await expect(t.app.jobs.runNow('test-counter', { now })).resolves.toBe(true);
    expect(runs.at(-1)).toEqual(now);
    expect(t.app.jobs.names()).toContain('test-counter');
  });

  it('skips a run while another session holds the job lock (another replica), and runs once it is free', async () => {
    const before = runs.length;
    let releaseOther!: () => void;
    const otherHolds = new Promise<void>((resolve) => {
      releaseOther = resolve;
    });
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const other = withAdvisoryLock(otherReplica, 'shoreline-job:test-counter', async () => {
      locked();
      await otherHolds;
    });
    await lockTaken;
    await expect(t.app.jobs.runNow('test-counter')).resolves.toBe(false);
    expect(runs.length).toBe(before);
    releaseOther();
    await expect(other).resolves.toEqual({ ran: true, result: undefined });
    await expect(t.app.jobs.runNow('test-counter')).resolves.toBe(true);
    expect(runs.length).toBe(before + 1);
  });

  it('lets one of two overlapping runs through', async () => {
    release = () => undefined;
    const first = t.app.jobs.runNow('test-counter');
    // Wait until the first run is inside the job (holding the lock).
    const started = runs.length;
    while (runs.length === started) await new Promise((resolve) => setTimeout(resolve, 5));
    await expect(t.app.jobs.runNow('test-counter')).resolves.toBe(false);
    const finish = release;
    release = null;
    finish();
    await expect(first).resolves.toBe(true);
  });

  it('refuses an unknown job and a job registered twice', async () => {
    await expect(t.app.jobs.runNow('no-such-job')).rejects.toThrow('no job named no-such-job');
    expect(() =>
      t.app.jobs.register({ name: 'test-counter', everyMs: 1000, run: async () => undefined }),
    ).toThrow('registered twice');
  });

  it('runs registered jobs on their timer when jobs are enabled, and stops them on close', async () => {
    const timed = await buildTestApp({ jobsEnabled: true });
    let ticks = 0;
    await new Promise<void>((resolve) => {
      timed.app.jobs.register({
        name: 'test-timer',
        everyMs: 10,
        run: async () => {
          ticks += 1;
          if (ticks === 2) resolve();
        },
      });
    });
    await timed.close();
    const afterClose = ticks;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ticks).toBe(afterClose);
  });

  it('runs a job with a long interval soon after the replica starts, not only after the interval', async () => {
    // First runs are staggered over the first half-minute (lib/jobs/job-timings.test.ts); here short.
    const timed = await buildTestApp({
      jobsEnabled: true,
      jobTimings: { firstRunMs: 100, staggerMs: 100, spreadMs: 1000, jitterMs: 50 },
    });
    try {
      const ran = new Promise<void>((resolve) => {
        timed.app.jobs.register({ name: 'test-hourly', everyMs: 60 * 60 * 1000, run: async () => resolve() });
      });
      const started = Date.now();
      await ran;
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await timed.close();
    }
  });
});
