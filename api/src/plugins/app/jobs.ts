import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { JOB_CONNECTIONS } from '../../db/connect-database';
import { claimRun, dueInMs, finishRun, type DueRule } from '../../lib/jobs/job-runs';
import {
  DEFAULT_JOB_TIMINGS,
  firstRunDelayMs,
  retryDelayMs,
  withJitter,
  type JobTimings,
} from '../../lib/jobs/job-timings';
import pLimit from 'p-limit';
import { withAdvisoryLock } from '../../lib/jobs/with-advisory-lock';

export interface JobContext {
  /** The job's clock: `app.now()` on a timer, any instant a test passes to `runNow`. */
  now: Date;
  log: FastifyBaseLogger;
}

export interface JobDefinition {
  /** Unique name; also the advisory lock and the `job_runs` row that keep it to one run per period. */
  name: string;
  /** How often the job runs, across all replicas together (when `config.jobsEnabled`). */
  everyMs: number;
  run: (context: JobContext) => Promise<void>;
}

export interface Jobs {
  /** Declares a background job; call it while the app is being built (in a plugin). */
  register: (job: JobDefinition) => void;
  /**
   * Runs one job now, under its advisory lock. By default it runs even if the job ran within its
   * period (tests and operators ask for a run); `onlyIfDue: true` runs it only as a timer would.
   * Resolves false when nothing ran: another run (another replica) holds the lock, or it was not
   * due. Errors of the job propagate to the caller (and are recorded in `job_runs`).
   */
  runNow: (name: string, options?: { now?: Date; onlyIfDue?: boolean }) => Promise<boolean>;
  names: () => string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/**
 * What a run did, at debug level. (A failure is logged by the timer, with its retry delay, or thrown
 * to the caller of `runNow`.)
 */
function logOutcome(log: FastifyBaseLogger, outcome: Outcome, run: { ms: number; everyMs: number }): void {
  if (outcome.kind === 'ran') log.debug(run, 'job ran');
  else if (outcome.kind === 'busy') log.debug('job skipped: another run (another replica) holds its lock');
  else if (outcome.kind === 'not-due') {
    log.debug(
      { dueInMs: outcome.dueInMs },
      'job skipped: it ran within its period (here or on another replica)',
    );
  }
}

/** The soonest a timer looks again after a skip. */
const MIN_RECHECK_MS = 250;

type Outcome =
  | { kind: 'ran' }
  | { kind: 'failed'; error: unknown; failures: number }
  /** Another run holds the lock, or the job ran within its period: due again in `dueInMs`. */
  | { kind: 'busy' | 'not-due'; dueInMs: number };

/**
 * Background jobs (request expiry, upload cleanup, calendar sync, ...). Every replica runs the same
 * timers; a job's run takes its Postgres advisory lock on a pool of the jobs' own (`app.jobsKnex`,
 * never a connection requests need) and then claims the run in `job_runs`, which it gets only if no
 * replica has run the job within its period: together, one run per period across replicas. First
 * runs are staggered over the replica's first half-minute; a failed run is retried after a minute,
 * backing off, never later than its period. At most `JOB_CONNECTIONS` jobs run at once per replica.
 * With `jobsEnabled: false` (tests) nothing runs by itself and tests call `app.jobs.runNow`.
 */
export default fp(
  async (app) => {
    const jobs = new Map<string, JobDefinition>();
    const timings: JobTimings = { ...DEFAULT_JOB_TIMINGS, ...app.config.jobTimings };
    const timers = new Map<string, NodeJS.Timeout>();
    const running = new Set<Promise<unknown>>();
    /** Jobs running (or waiting for a turn) in this app: a second run of one is refused at once. */
    const busyHere = new Set<string>();
    /** Failures in a row when even `job_runs` could not be written (the database is down). */
    const localFailures = new Map<string, number>();
    const limit = pLimit(JOB_CONNECTIONS);
    let closing = false;
    let started = false;

    const ruleOf = (job: JobDefinition): DueRule => ({
      everyMs: job.everyMs,
      retryMs: Math.min(job.everyMs, timings.retryMs),
    });

    /** One run if it may, as its timer or `runNow` asks; never rejects (a failure is an outcome). */
    const attempt = async (
      job: JobDefinition,
      now: Date | undefined,
      onlyIfDue: boolean,
    ): Promise<Outcome> => {
      const log = app.log.child({ job: job.name });
      if (busyHere.has(job.name)) {
        const outcome = { kind: 'busy', dueInMs: job.everyMs } as const;
        logOutcome(log, outcome, { ms: 0, everyMs: job.everyMs });
        return outcome;
      }
      busyHere.add(job.name);
      try {
        return await limit(async () => {
          if (closing && onlyIfDue) return { kind: 'busy', dueInMs: job.everyMs };
          const startedAt = Date.now();
          const locked = await withAdvisoryLock(app.jobsKnex, `shoreline-job:${job.name}`, async (lock) => {
            if (!(await claimRun(lock, job.name, ruleOf(job), !onlyIfDue))) {
              return { kind: 'not-due', dueInMs: await dueInMs(lock, job.name, ruleOf(job)) } as const;
            }
            let failure: { error: unknown } | null = null;
            try {
              await job.run({ now: now ?? app.now(), log });
            } catch (error) {
              failure = { error };
            }
            const failures = await finishRun(lock, job.name, failure).catch((error: unknown) => {
              log.error({ err: error }, 'job run not recorded in job_runs');
              return failure ? (localFailures.get(job.name) ?? 0) + 1 : 0;
            });
            return failure ? ({ kind: 'failed', failures, ...failure } as const) : ({ kind: 'ran' } as const);
          });
          const outcome: Outcome = locked.ran ? locked.result : { kind: 'busy', dueInMs: job.everyMs };
          logOutcome(log, outcome, { ms: Date.now() - startedAt, everyMs: job.everyMs });
          return outcome;
        });
      } catch (error) {
        // No lock connection (the database is down or full): a failure like any other, retried soon.
        return { kind: 'failed', error, failures: (localFailures.get(job.name) ?? 0) + 1 };
      } finally {
        busyHere.delete(job.name);
      }
    };

    const remember = (job: JobDefinition, outcome: Outcome) => {
      if (outcome.kind === 'ran') localFailures.delete(job.name);
      if (outcome.kind === 'failed') localFailures.set(job.name, outcome.failures);
    };

    const runNow: Jobs['runNow'] = async (name, options = {}) => {
      const job = jobs.get(name);
      if (!job) throw new Error(`no job named ${name}`);
      const outcome = await attempt(job, options.now, options.onlyIfDue ?? false);
      remember(job, outcome);
      if (outcome.kind === 'failed') throw outcome.error;
      return outcome.kind === 'ran';
    };

    /** When the timer looks again: a period after a run, soon after a failure, when due after a skip. */
    const nextDelayMs = (job: JobDefinition, outcome: Outcome): number => {
      if (outcome.kind === 'ran') return job.everyMs;
      if (outcome.kind === 'failed') return retryDelayMs(outcome.failures, job.everyMs, timings);
      // Never at once: a replica's clock a little behind the database's must not spin on "not due".
      return withJitter(Math.min(job.everyMs, Math.max(MIN_RECHECK_MS, outcome.dueInMs)), timings);
    };

    const schedule = (job: JobDefinition, delayMs: number) => {
      if (closing) return;
      const timer = setTimeout(() => tick(job), delayMs);
      timer.unref();
      timers.set(job.name, timer);
    };

    const tick = (job: JobDefinition) => {
      if (closing) return;
      const run = attempt(job, undefined, true)
        .then((outcome) => {
          remember(job, outcome);
          const delayMs = nextDelayMs(job, outcome);
          if (outcome.kind === 'failed') {
            app.log.error(
              { err: outcome.error, job: job.name, failures: outcome.failures, retryInMs: delayMs },
              'job failed',
            );
          }
          schedule(job, delayMs);
        })
        .finally(() => running.delete(run));
      running.add(run);
    };

    const startTimer = (job: JobDefinition, index: number) =>
      schedule(job, firstRunDelayMs(index, job.everyMs, timings));

    app.decorate('jobs', {
      register: (job) => {
        if (jobs.has(job.name)) throw new Error(`job ${job.name} is registered twice`);
        jobs.set(job.name, job);
        if (started) startTimer(job, jobs.size - 1);
      },
      runNow,
      names: () => [...jobs.keys()],
    } satisfies Jobs);

    app.addHook('onReady', async () => {
      if (!app.config.jobsEnabled) return;
      started = true;
      [...jobs.values()].forEach(startTimer);
    });

    app.addHook('onClose', async () => {
      closing = true;
      for (const timer of timers.values()) clearTimeout(timer);
      // A run in progress finishes before the pool it uses is closed.
      await Promise.allSettled([...running]);
    });
  },
  { name: 'jobs', dependencies: ['db'] },
);
