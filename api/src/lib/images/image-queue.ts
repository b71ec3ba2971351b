import pLimit from 'p-limit';

/**
 * Issue 20 item 7: decoding and rendering images is the API's heaviest work (a 40 MP photo: about
 * a second of a core, and 60-400 MB while it is processed, by format). Unbounded, ten such photos
 * in each of four requests took every core for 20 s and grew a replica by 500 MB. Each replica
 * processes two images at once (the cores of our machines; not `os.availableParallelism()`, which in
 * a container reports the host's cores) and lets a few wait; past that an upload is refused at once
 * (503 with Retry-After), so a burst costs waiting, not memory. These would become settings
 * (`IMAGE_CONCURRENCY`, `IMAGE_QUEUE_MAX_WAITING`) for replicas of another size.
 */
export const IMAGE_CONCURRENCY = 2;
/** Four images per core: at about a second each, the last one waits four seconds or so. */
export const IMAGE_QUEUE_MAX_WAITING = 8;

/** Before any image was measured: about what a 40 MP photo takes on one core. */
const FIRST_GUESS_SECONDS = 1;
const MAX_RETRY_AFTER_SECONDS = 60;

/** The queue has IMAGE_QUEUE_MAX_WAITING images waiting: the task was not queued. */
export class ImageQueueFullError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('image queue full');
    this.name = 'ImageQueueFullError';
  }
}

export interface ImageQueue {
  /** Runs `task` when a slot is free; rejects with ImageQueueFullError, queuing nothing, when full. */
  run: <T>(task: () => Promise<T>) => Promise<T>;
  readonly concurrency: number;
  /** Images being processed now. */
  readonly active: number;
  /** Images waiting for a slot. */
  readonly waiting: number;
  /** The most images seen processed at once, and waiting at once, since start or `resetPeaks()`. */
  readonly peaks: { active: number; waiting: number };
  resetPeaks: () => void;
  /** Seconds after which a refused upload has a fair chance: the queue's length at the measured pace. */
  retryAfterSeconds: () => number;
}

/**
 * One replica's queue of image work (`app.imageQueue`); see IMAGE_CONCURRENCY. First come, first
 * served (p-limit), with a bound on the waiting line and the pace measured for `Retry-After`.
 */
export function createImageQueue({
  concurrency = IMAGE_CONCURRENCY,
  maxWaiting = IMAGE_QUEUE_MAX_WAITING,
}: { concurrency?: number; maxWaiting?: number } = {}): ImageQueue {
  const limit = pLimit(concurrency);
  const peaks = { active: 0, waiting: 0 };
  let meanSeconds = FIRST_GUESS_SECONDS;

  const retryAfterSeconds = () => {
    const ahead = limit.activeCount + limit.pendingCount + 1;
    const seconds = Math.ceil((meanSeconds * ahead) / concurrency);
    return Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(1, seconds));
  };

  const run = <T>(task: () => Promise<T>): Promise<T> => {
    if (limit.pendingCount >= maxWaiting) return Promise.reject(new ImageQueueFullError(retryAfterSeconds()));
    const result = limit(async () => {
      peaks.active = Math.max(peaks.active, limit.activeCount);
      const started = performance.now();
      try {
        return await task();
      } finally {
        // A moving average: the pace follows the images of the last few seconds.
        meanSeconds = 0.8 * meanSeconds + 0.2 * ((performance.now() - started) / 1000);
      }
    });
    // p-limit starts a task synchronously when a slot is free: what is pending now waits.
    peaks.waiting = Math.max(peaks.waiting, limit.pendingCount);
    return result;
  };

  return {
    run,
    concurrency,
    get active() {
      return limit.activeCount;
    },
    get waiting() {
      return limit.pendingCount;
    },
    get peaks() {
      return { ...peaks };
    },
    resetPeaks() {
      peaks.active = limit.activeCount;
      peaks.waiting = limit.pendingCount;
    },
    retryAfterSeconds,
  };
}
