#!/usr/bin/env node
// `npm run bench:ssr`: what server rendering a listing page costs the shell's server (issue 21), a
// benchmark, never a test and never in CI. Builds what is stale and serves a copy of the builds
// (benchSnapshot.mjs; BENCH_LOCK), starts the API on a fresh seeded database, the three remotes, and
// two shell servers, each a process of its own: one rendering on the server (SSR=1), one sending the
// page as built (SSR=0, today's static index.html with the deploy's remote locations: the baseline).
// After a warm-up it measures memory over BENCH_RENDERS (10,000) renders, then BENCH_ROUNDS (3)
// rounds, each measuring the listing page on both shells, interleaved (the order alternates), at each
// of BENCH_CONNECTIONS (10,50) for BENCH_SECONDS (10): requests/s, p50/p99 and the CPU time per
// request of the shell, the API and the guest remote (/proc). "CPU beyond the API's own time" is the
// rendering shell's CPU per request minus the static shell's. Every table is printed with `uptime`:
// the machine is shared, latency and requests/s move with its load (CPU per request much less).
// Env: BENCH_PORT (8300: API; the shells and remotes take the next five), BENCH_ENCODING (unset: no
// compression, as autocannon asks; e.g. `br` to ask as a browser does, then answers are not checked),
// BENCH_CPU_PROF (a folder: a CPU profile of the rendering shell during the rounds is written there),
// BENCH_WARMUP_SECONDS (5), BENCH_RATE (50: requests/s of the open-loop rounds).
// A closed loop of 10 connections on a one-threaded server measures its queue more than its speed
// (Little's law: latency ≈ connections × service time), so the same rounds are then run as an open
// loop at a fixed BENCH_RATE (autocannon's overallRate), both shells, for the latency a page gets
// when the server is not saturated.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { snapshotApps } from './lib/benchSnapshot.mjs';
import { startFreshApi } from './lib/freshApi.mjs';
import { measureHttp, median } from './lib/measureHttp.mjs';
import { rssMb, uptimeLine } from './lib/procStats.mjs';
import { startService, stopServices, waitForHttp } from './lib/processes.mjs';

const env = process.env;
const ROUNDS = Number(env.BENCH_ROUNDS) || 3;
const SECONDS = Number(env.BENCH_SECONDS) || 10;
const WARMUP_SECONDS = Number(env.BENCH_WARMUP_SECONDS) || 5;
const RENDERS = Number(env.BENCH_RENDERS) || 10_000;
const CONNECTIONS = (env.BENCH_CONNECTIONS || '10,50').split(',').map(Number).filter(Boolean);
const RATE = Number(env.BENCH_RATE) || 50;
const ENCODING = env.BENCH_ENCODING || '';
const base = Number(env.BENCH_PORT) || 8300;
const ports = {
  api: base,
  ssr: base + 1,
  static: base + 2,
  guest: base + 3,
  host: base + 4,
  admin: base + 5,
};
const BENCH_SERVER = fileURLToPath(new URL('./lib/benchServer.mjs', import.meta.url));
/** Marks a server-rendered page (shell/server/serverRenderedHtml.mjs PAGE_STATE_ID). */
const SSR_MARKER = 'id="shoreline-state"';
/** Marks the shell's page as its server makes it, rendered or not (renderShellPage.mjs). */
const SHELL_MARKER = 'id="shoreline-remotes"';

/** @param {string} value */
const escapeHtml = (value) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A built app served by a process of its own (benchServer.mjs: serve-static.mjs with a memory probe). */
function serveApp(name, root, port, extraEnv, nodeArgs = []) {
  return startService(name, process.execPath, [...nodeArgs, BENCH_SERVER], {
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    env: { ...env, STATIC_ROOT: root, LISTEN_PORT: String(port), API_URL: '', ...extraEnv },
  });
}

/** Sends `message` to a server started by serveApp and resolves with its answer (benchServer.mjs). */
function ask(child, message) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer to ${message.type}`)), 30_000);
    child.once('message', (answer) => {
      clearTimeout(timer);
      if (answer?.error) reject(new Error(answer.error));
      else resolve(answer);
    });
    child.send(message);
  });
}

/** The rendering shell's memory after a full collection, in MB. */
async function memoryOf(child) {
  const answer = /** @type {{ memory: NodeJS.MemoryUsage, collected: boolean }} */ (
    await ask(child, { type: 'memory' })
  );
  const mb = (/** @type {number} */ bytes) => Number((bytes / 1024 / 1024).toFixed(1));
  return {
    'RSS MB': mb(answer.memory.rss),
    'heap used MB': mb(answer.memory.heapUsed),
    'heap total MB': mb(answer.memory.heapTotal),
    'external MB': mb(answer.memory.external),
    'after GC': answer.collected,
    '/proc RSS MB': Number(rssMb(child.pid).toFixed(1)),
  };
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shoreline-bench-ssr-'));
  const stop = async () => {
    await stopServices();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  process.on('SIGINT', () => void stop().then(() => process.exit(130)));
  try {
    const roots = await snapshotApps(path.join(dir, 'apps'));
    const api = startFreshApi({
      port: ports.api,
      dir: path.join(dir, 'data'),
      publicOrigin: `http://localhost:${ports.ssr}`,
    });
    const remotes = ['guest', 'host', 'admin'].map((name) =>
      serveApp(name, roots[name], ports[name], { SPA: 'true', CORS: 'true' }),
    );
    const shellEnv = {
      API_URL: `http://127.0.0.1:${ports.api}`,
      REMOTES_FILE: '',
      ...Object.fromEntries(
        ['guest', 'host', 'admin'].map((name) => [
          `REMOTE_${name.toUpperCase()}_URL`,
          `http://localhost:${ports[name]}/mf-manifest.json`,
        ]),
      ),
    };
    const shells = {
      ssr: serveApp('shell-ssr', roots.shell, ports.ssr, { ...shellEnv, SSR: '1' }, ['--expose-gc']),
      static: serveApp('shell-static', roots.shell, ports.static, { ...shellEnv, SSR: '0' }, ['--expose-gc']),
    };
    await waitForHttp(`http://127.0.0.1:${ports.api}/api/ready`, { timeoutMs: 180_000, child: api });
    for (const name of ['guest', 'host', 'admin'])
      await waitForHttp(`http://localhost:${ports[name]}/mf-manifest.json`, { timeoutMs: 30_000 });
    for (const side of ['ssr', 'static'])
      await waitForHttp(`http://localhost:${ports[side]}/remotes.json`, {
        timeoutMs: 30_000,
        child: shells[side],
      });

    const feed = await (
      await fetch(`http://127.0.0.1:${ports.api}/api/listings?location=portugal&limit=1`)
    ).json();
    const listing = feed.items?.[0];
    if (!listing) throw new Error('The seeded database has no listing in Portugal');
    const pathname = `/listings/${listing.id}`;
    const title = escapeHtml(listing.title);
    /** @type {Record<'ssr' | 'static', (body: string) => boolean>} */
    const expected = {
      ssr: (body) => body.includes(SSR_MARKER) && body.includes(title),
      static: (body) => body.includes(SHELL_MARKER) && !body.includes(SSR_MARKER),
    };
    const url = (/** @type {'ssr' | 'static'} */ side) => `http://localhost:${ports[side]}${pathname}`;
    const watch = (/** @type {'ssr' | 'static'} */ side) => [
      { name: 'shell', pid: /** @type {number} */ (shells[side].pid) },
      { name: 'API', pid: /** @type {number} */ (api.pid), tree: true },
      { name: 'guest', pid: /** @type {number} */ (remotes[0]?.pid) },
    ];
    const request = (/** @type {'ssr' | 'static'} */ side, connections, more) =>
      measureHttp({
        url: url(side),
        connections,
        watch: watch(side),
        ...(ENCODING ? { headers: { 'accept-encoding': ENCODING } } : { verifyBody: expected[side] }),
        ...more,
      });

    // The first render loads the guest's server container: warm up, then check what each shell sends.
    for (const side of /** @type {const} */ (['ssr', 'static']))
      await request(side, 10, { seconds: WARMUP_SECONDS });
    for (const side of /** @type {const} */ (['ssr', 'static'])) {
      const response = await fetch(url(side), { headers: { 'accept-encoding': 'identity' } });
      const body = await response.text();
      if (response.status !== 200 || !expected[side](body))
        throw new Error(`${url(side)} answered ${response.status} without what a ${side} page has`);
    }
    console.log(
      `\nListing ${pathname} (${listing.title}); ${os.cpus().length} CPUs; ` +
        `${ENCODING ? `Accept-Encoding: ${ENCODING} (answers not checked)` : 'no compression, every answer checked'}.`,
    );

    // Memory of the rendering shell over RENDERS renders, from a warm process, after a collection.
    const memory = [{ renders: 0, ...(await memoryOf(shells.ssr)) }];
    const step = Math.ceil(RENDERS / 4);
    let memoryFailures = 0;
    for (let done = 0; done < RENDERS; done += step) {
      const result = await request('ssr', 10, { amount: Math.min(step, RENDERS - done) });
      memoryFailures += result.failed + result.mismatched;
      memory.push({ renders: Math.min(done + step, RENDERS), ...(await memoryOf(shells.ssr)) });
    }
    console.log(
      `\nRendering shell's memory over ${RENDERS} renders of ${pathname} at 10 connections ` +
        `(${memoryFailures} failed or not rendered); ${uptimeLine()}`,
    );
    console.table(memory);

    if (env.BENCH_CPU_PROF) await ask(shells.ssr, { type: 'profile-start' });
    /** @type {{ round: number, side: 'ssr' | 'static', connections: number, result: import('./lib/measureHttp.mjs').Measurement }[]} */
    const runs = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const connections of CONNECTIONS) {
        const order = /** @type {const} */ (round % 2 ? ['ssr', 'static'] : ['static', 'ssr']);
        for (const side of order) {
          const result = await request(side, connections, { seconds: SECONDS });
          runs.push({ round, side, connections, result });
          const cpu = result.cpuMsPerRequest;
          console.log(
            `  round ${round} ${side.padEnd(6)} ${String(connections).padStart(2)} connections: ` +
              `${result.perSecond.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, CPU/request ` +
              `shell ${cpu.shell?.toFixed(2)} ms, API ${cpu.API?.toFixed(2)} ms, guest ${cpu.guest?.toFixed(2)} ms, ` +
              `failed ${result.failed}, not as expected ${result.mismatched}, load ${result.load.toFixed(2)}`,
          );
        }
      }
    }

    if (env.BENCH_CPU_PROF) {
      fs.mkdirSync(env.BENCH_CPU_PROF, { recursive: true });
      const file = path.resolve(env.BENCH_CPU_PROF, `shell-ssr-${Date.now()}.cpuprofile`);
      await ask(shells.ssr, { type: 'profile-stop', file });
      console.log(`CPU profile of the rendering shell during the rounds: ${file}`);
    }
    /** @type {{ side: 'ssr' | 'static', result: import('./lib/measureHttp.mjs').Measurement }[]} */
    const openRuns = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const side of /** @type {const} */ (round % 2 ? ['ssr', 'static'] : ['static', 'ssr'])) {
        const result = await request(side, 10, { seconds: SECONDS, rate: RATE });
        openRuns.push({ side, result });
        console.log(
          `  round ${round} ${side.padEnd(6)} open loop ${RATE} req/s: p50 ${result.p50} ms, p90 ${result.p90} ms, ` +
            `p99 ${result.p99} ms, shell CPU/request ${result.cpuMsPerRequest.shell?.toFixed(2)} ms, load ${result.load.toFixed(2)}`,
        );
      }
    }
    const rows = [];
    const beyond = [];
    for (const connections of CONNECTIONS) {
      for (const side of /** @type {const} */ (['ssr', 'static'])) {
        const mine = runs.filter((run) => run.side === side && run.connections === connections);
        const pick = (/** @type {(result: import('./lib/measureHttp.mjs').Measurement) => number} */ of) =>
          median(mine.map((run) => of(run.result)));
        rows.push({
          page: side === 'ssr' ? 'listing, rendered (SSR=1)' : 'listing, as built (SSR=0)',
          connections,
          'req/s': Math.round(pick((result) => result.perSecond)),
          'p50 ms': pick((result) => result.p50),
          'p99 ms': pick((result) => result.p99),
          'shell CPU ms/req': Number(pick((result) => result.cpuMsPerRequest.shell ?? NaN).toFixed(2)),
          'API CPU ms/req': Number(pick((result) => result.cpuMsPerRequest.API ?? NaN).toFixed(2)),
          'guest CPU ms/req': Number(pick((result) => result.cpuMsPerRequest.guest ?? NaN).toFixed(2)),
          failed: mine.reduce((sum, run) => sum + run.result.failed, 0),
          'not as expected': mine.reduce((sum, run) => sum + run.result.mismatched, 0),
          load: Number(pick((result) => result.load).toFixed(2)),
        });
      }
      // Per round, the two sides were measured back to back: the difference of each pair, then its median.
      const differences = [];
      for (let round = 1; round <= ROUNDS; round += 1) {
        const cpu = (/** @type {'ssr' | 'static'} */ side) =>
          runs.find((run) => run.round === round && run.side === side && run.connections === connections)
            ?.result.cpuMsPerRequest.shell ?? NaN;
        differences.push(cpu('ssr') - cpu('static'));
      }
      beyond.push({
        connections,
        'SSR shell CPU beyond static, ms/req': Number(median(differences).toFixed(2)),
        'per round': differences.map((value) => value.toFixed(2)).join(' / '),
      });
    }
    console.log(
      `\nMedians of ${ROUNDS} rounds of ${SECONDS} s (load = 1-minute load average); ${uptimeLine()}`,
    );
    console.table(rows);
    console.table(beyond);
    console.log(
      `\nOpen loop: ${RATE} requests/s in all over 10 connections (autocannon overallRate), medians of ` +
        `${ROUNDS} rounds of ${SECONDS} s; ${uptimeLine()}`,
    );
    console.table(
      /** @type {const} */ (['ssr', 'static']).map((side) => {
        const mine = openRuns.filter((run) => run.side === side).map((run) => run.result);
        const pick = (/** @type {(result: import('./lib/measureHttp.mjs').Measurement) => number} */ of) =>
          median(mine.map(of));
        return {
          page: side === 'ssr' ? 'listing, rendered (SSR=1)' : 'listing, as built (SSR=0)',
          'req/s': Math.round(pick((result) => result.perSecond)),
          'p50 ms': pick((result) => result.p50),
          'p90 ms': pick((result) => result.p90),
          'p99 ms': pick((result) => result.p99),
          'shell CPU ms/req': Number(pick((result) => result.cpuMsPerRequest.shell ?? NaN).toFixed(2)),
          failed: mine.reduce((sum, result) => sum + result.failed, 0),
          'not as expected': mine.reduce((sum, result) => sum + result.mismatched, 0),
          load: Number(pick((result) => result.load).toFixed(2)),
        };
      }),
    );
    console.log(
      'Targets (issue 21): SSR shell CPU beyond static <= 5 ms/request; p99 at 10 connections <= 50 ms.',
    );
  } finally {
    await stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  void stopServices().finally(() => process.exit(1));
});
