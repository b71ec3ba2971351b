import type { CodedMessage } from '@shoreline/shared-domain/errorCodes';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import pLimit from 'p-limit';
import { CalendarSyncError } from './fetch-calendar';
import type { WorkerInput } from './imported-event';

/** From the worker's `started` message to its answer: a 2 MB feed of 5,000 events reads in ~0.2 s. */
export const PARSE_TIME_LIMIT_MS = 5000;
/** The worker's heap: that feed needs ~25 MB. */
export const PARSE_MEMORY_LIMIT_MB = 64;
/** Loading the worker is our code, not the feed: generous, for a busy machine compiling it with tsx. */
const START_TIME_LIMIT_MS = 60_000;
/** Parses at once per replica (two cores); the others wait their turn. */
const MAX_PARSE_WORKERS = 2;

/** Parses waiting for a free worker slot, first come first served. */
const parseSlots = pLimit(MAX_PARSE_WORKERS);

/**
 * Compiled (api/dist), the worker's JavaScript sits beside this file; run from the TypeScript sources
 * (tsx, jest) it is loaded through tsx's require hook, as `npm start` loads the rest.
 */
function workerEntry(): { file: string; execArgv: string[] } {
  if (!__filename.endsWith('.ts'))
    return { file: path.join(__dirname, 'parse-calendar-worker.js'), execArgv: [] };
  return {
    file: path.join(__dirname, 'parse-calendar-worker.ts'),
    execArgv: ['--require', require.resolve('tsx/cjs')],
  };
}

const isStarted = (message: unknown) =>
  typeof message === 'object' && message !== null && (message as { started?: unknown }).started === true;

/** The limits of one parse (tests lower them). */
export interface ParseLimits {
  timeMs: number;
  memoryMb: number;
}

const LIMITS: ParseLimits = { timeMs: PARSE_TIME_LIMIT_MS, memoryMb: PARSE_MEMORY_LIMIT_MB };

function runOnce(input: WorkerInput, limits: ParseLimits): Promise<unknown> {
  const { file, execArgv } = workerEntry();
  return new Promise((resolve, reject) => {
    const worker = new Worker(file, {
      workerData: input,
      execArgv,
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb, maxYoungGenerationSizeMb: 16 },
      // node-ical warns on the console about what it skips: a feed's choice, not our log's.
      stdout: true,
      stderr: true,
    });
    worker.stdout.resume();
    worker.stderr.resume();
    let settled = false;
    const finish = (settle: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      settle();
    };
    const refuse = (message: CodedMessage) => () => reject(new CalendarSyncError(message));
    let timer = setTimeout(() => finish(refuse(MESSAGES.calendarSyncUnreadable)), START_TIME_LIMIT_MS);
    worker.on('message', (message: unknown) => {
      if (!isStarted(message)) return finish(() => resolve(message));
      clearTimeout(timer);
      timer = setTimeout(() => finish(refuse(MESSAGES.calendarSyncTooComplex)), limits.timeMs);
    });
    worker.on('error', (error: Error & { code?: string }) =>
      finish(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? refuse(MESSAGES.calendarSyncTooComplex)
          : () => reject(error),
      ),
    );
    worker.on('exit', () => finish(refuse(MESSAGES.calendarSyncUnreadable)));
  });
}

/**
 * Runs one parse in a worker thread of its own (issue 20), so nothing a feed does to the parser's
 * realm (prototype pollution) reaches the server's, and its CPU time is not the event loop's: killed
 * after PARSE_TIME_LIMIT_MS or past PARSE_MEMORY_LIMIT_MB of heap (CalendarSyncError). Resolves with
 * the worker's message as received: the caller checks it (eventsOfAnswer).
 */
export async function runParseWorker(input: WorkerInput, limits: ParseLimits = LIMITS): Promise<unknown> {
  return parseSlots(() => runOnce(input, limits));
}
