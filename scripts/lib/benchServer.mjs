// One built app served as its container serves it (scripts/serve-static.mjs, same environment), in a
// process of its own so a benchmark can read its CPU time and memory from /proc. Started with an IPC
// channel, it also answers what /proc cannot tell (benchmarks only):
// - `{ type: 'memory' }`: process.memoryUsage() (the JavaScript heap), after a full collection when
//   Node runs with --expose-gc;
// - `{ type: 'profile-start' }`, `{ type: 'profile-stop', file }`: a CPU profile (.cpuprofile, for
//   Chrome's DevTools) of what the server does in between, written to `file`.
import fs from 'node:fs';
import { Session } from 'node:inspector';

/** @type {Session | null} */
let profiler = null;

/** @param {Session} session @param {string} method */
const post = (session, method) =>
  new Promise((resolve, reject) =>
    session.post(method, (error, result) => (error ? reject(error) : resolve(result))),
  );

/** @param {{ type?: string, file?: string }} message */
async function answer(message) {
  if (message.type === 'memory') {
    const gc = /** @type {(() => void) | undefined} */ (globalThis.gc);
    if (gc) gc();
    return { memory: process.memoryUsage(), collected: Boolean(gc) };
  }
  if (message.type === 'profile-start') {
    profiler = new Session();
    profiler.connect();
    await post(profiler, 'Profiler.enable');
    await post(profiler, 'Profiler.start');
    return { profiling: true };
  }
  if (message.type === 'profile-stop' && profiler && message.file) {
    const { profile } = /** @type {{ profile: unknown }} */ (await post(profiler, 'Profiler.stop'));
    profiler.disconnect();
    profiler = null;
    fs.writeFileSync(message.file, JSON.stringify(profile));
    return { profiled: message.file };
  }
  return { error: `unknown message ${JSON.stringify(message)}` };
}

process.on('message', (message) => {
  void answer(/** @type {{ type?: string, file?: string }} */ (message)).then(
    (reply) => process.send?.(reply),
    (error) => process.send?.({ error: String(error) }),
  );
});

await import('../serve-static.mjs');
