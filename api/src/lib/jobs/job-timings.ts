/** When a replica's job timers fire (tests shorten these through `AppConfig.jobTimings`). */
export interface JobTimings {
  /** The first job's first run, this long after the replica is ready. */
  firstRunMs: number;
  /** Each further job's first run comes this much later than the previous one's... */
  staggerMs: number;
  /** ...wrapping around within this window, so every job has run once this long after start. */
  spreadMs: number;
  /** Up to this much random delay on top, so replicas started together do not fire in step. */
  jitterMs: number;
  /** A failed run is retried after this, doubling with each further failure, never later than `everyMs`. */
  retryMs: number;
}

/**
 * Six jobs at 2, 6, 10, ... 22 s (+ up to 2 s): spread over the first ~30 s instead of all at 2 s,
 * when the replica is busiest, and each holding a connection only for its own turn.
 */
export const DEFAULT_JOB_TIMINGS: JobTimings = {
  firstRunMs: 2000,
  staggerMs: 4000,
  spreadMs: 28_000,
  jitterMs: 2000,
  retryMs: 60_000,
};

/** Never more than this many doublings: the delay is capped by `everyMs` long before. */
const MAX_DOUBLINGS = 30;

/**
 * The delay of the first run of the `index`-th job registered (0-based), after the replica is ready.
 * A job with a shorter interval than that runs after its interval. `random` is in [0, 1).
 */
export function firstRunDelayMs(
  index: number,
  everyMs: number,
  timings: JobTimings,
  random: number = Math.random(),
): number {
  const slot = timings.spreadMs > 0 ? (index * timings.staggerMs) % timings.spreadMs : 0;
  return Math.min(everyMs, timings.firstRunMs + slot + Math.floor(random * timings.jitterMs));
}

/** How long after its `failures`-th failure in a row a job is tried again: backing off, at most `everyMs`. */
export function retryDelayMs(failures: number, everyMs: number, timings: JobTimings): number {
  const doublings = Math.min(Math.max(failures - 1, 0), MAX_DOUBLINGS);
  return Math.min(everyMs, timings.retryMs * 2 ** doublings);
}

/** A little random delay on top of `ms` (at most a tenth of it, at most `jitterMs`). */
export function withJitter(ms: number, timings: JobTimings, random: number = Math.random()): number {
  return ms + Math.floor(random * Math.min(timings.jitterMs, ms / 10));
}
