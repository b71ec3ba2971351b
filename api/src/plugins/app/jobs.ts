import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { withAdvisoryLock } from '../../lib/jobs/with-advisory-lock';

export interface JobContext {
  /** The job's clock: `app.now()` on a timer, any instant a test passes to `runNow`. */
  now: Date;
  log: FastifyBaseLogger;
}

export interface JobDefinition {
  /** Unique name; also the advisory lock that keeps the job to one replica at a time. */
  name: string;
  /** How often the timer runs the job (when `config.jobsEnabled`). */
  everyMs: number;
  run: (context: JobContext) => Promise<void>;
}

export interface Jobs {
  /** Declares a background job; call it while the app is being built (in a plugin). */
  register: (job: JobDefinition) => void;
  /**
   * Runs one job now, as its timer would: under the advisory lock. Resolves false when another
   * replica (or run) holds the lock and nothing ran. Errors of the job propagate to the caller.
   */
  runNow: (name: string, options?: { now?: Date }) => Promise<boolean>;
  names: () => string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/**
 * A replica runs each job this soon after it starts (or after `everyMs` if that is shorter), then
 * every `everyMs`: a job with a long interval still runs when replicas restart more often than that
 * (rolling deploys), and the lock keeps it to one replica however many start together.
 */
const FIRST_RUN_AFTER_MS = 2000;

/**
 * Background jobs (request expiry, upload cleanup, calendar sync, ...). Every replica runs the same
 * timers; a Postgres advisory lock per job lets exactly one of them do each run. Timers start when the
 * app is ready and stop when it closes; with `jobsEnabled: false` (tests) nothing runs by itself and
 * tests call `app.jobs.runNow(name, { now })` with the clock they want.
 */
export default fp(
  async (app) => {
    const jobs = new Map<string, JobDefinition>();
    // First-run timeouts and interval timers alike (clearInterval clears both).
    const timers: NodeJS.Timeout[] = [];
    const running = new Set<Promise<unknown>>();
    let closing = false;

    const runNow: Jobs['runNow'] = async (name, options = {}) => {
      const job = jobs.get(name);
      if (!job) throw new Error(`no job named ${name}`);
      const log = app.log.child({ job: name });
      const started = Date.now();
      const outcome = await withAdvisoryLock(app.knex, `shoreline-job:${name}`, () =>
        job.run({ now: options.now ?? app.now(), log }),
      );
      if (outcome.ran) log.debug({ ms: Date.now() - started }, 'job ran');
      else log.debug('job skipped: another run (another replica) holds its lock');
      return outcome.ran;
    };

    app.decorate('jobs', {
      register: (job) => {
        if (jobs.has(job.name)) throw new Error(`job ${job.name} is registered twice`);
        jobs.set(job.name, job);
        if (started) startTimer(job);
      },
      runNow,
      names: () => [...jobs.keys()],
    } satisfies Jobs);

    let started = false;
    const startTimer = (job: JobDefinition) => {
      const tick = () => {
        if (closing) return;
        const run = runNow(job.name)
          .catch((error: unknown) => app.log.error({ err: error, job: job.name }, 'job failed'))
          .finally(() => running.delete(run));
        running.add(run);
      };
      const first = setTimeout(
        () => {
          if (closing) return;
          tick();
          const timer = setInterval(tick, job.everyMs);
          timer.unref();
          timers.push(timer);
        },
        Math.min(job.everyMs, FIRST_RUN_AFTER_MS),
      );
      first.unref();
      timers.push(first);
    };

    app.addHook('onReady', async () => {
      if (!app.config.jobsEnabled) return;
      started = true;
      for (const job of jobs.values()) startTimer(job);
    });

    app.addHook('onClose', async () => {
      closing = true;
      for (const timer of timers) clearInterval(timer);
      // A run in progress finishes before the pool it uses is closed.
      await Promise.allSettled([...running]);
    });
  },
  { name: 'jobs', dependencies: ['db'] },
);
