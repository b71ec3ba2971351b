// The built apps a benchmark serves: what is stale is built, then the four dist folders are copied
// into a folder of the benchmark's own, which it serves from. A benchmark runs for minutes; the
// browser tests rebuild dist/ meanwhile (on a shared machine, under a lock): the copy is what keeps the
// measured build the same from the first run to the last, and the lock (BENCH_LOCK, a file taken with
// flock(1) around the build and the copy only) short. Run as a script: `node benchSnapshot.mjs <dir>`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, distOf } from './apps.mjs';
import { buildStaleApps } from './builds.mjs';
import { run } from './processes.mjs';

const THIS_FILE = fileURLToPath(import.meta.url);

/** Where each app's copy is, under `dir`. */
export const snapshotRoots = (dir) =>
  Object.fromEntries(APPS.map((app) => [app.name, path.join(dir, app.folder)]));

/** Builds what is stale and copies the four dist folders under `dir`. */
async function buildAndCopy(dir) {
  // BENCH_NO_BUILD: the builds as they are (a tree that does not build right now can still be measured).
  if (!process.env.BENCH_NO_BUILD) await buildStaleApps();
  const roots = snapshotRoots(dir);
  for (const app of APPS)
    fs.cpSync(distOf(app), roots[app.name], { recursive: true, preserveTimestamps: true });
}

/**
 * The four apps built and copied under `dir` (with BENCH_LOCK: while holding that lock file).
 * @param {string} dir
 * @returns {Promise<Record<'shell' | 'guest' | 'host' | 'admin', string>>}  each app's served folder
 */
export async function snapshotApps(dir, env = process.env) {
  if (env.BENCH_LOCK) await run('flock', [env.BENCH_LOCK, process.execPath, THIS_FILE, dir]);
  else await buildAndCopy(dir);
  return snapshotRoots(dir);
}

if (process.argv[1] && path.resolve(process.argv[1]) === THIS_FILE) {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: node benchSnapshot.mjs <folder>');
  await buildAndCopy(dir);
}
