// `npm run bench:writes -w api` (issue 28 item 6; not part of npm test): booking requests and
// approvals under load (../writes.ts). Builds the API, creates shoreline_bench_writes on DATABASE_URL's
// server (default the local Postgres), starts the compiled API on it (../start-api.ts), then measures
// in BENCH_ROUNDS rounds (default 3) of BENCH_SECONDS (default 10) at BENCH_CONNECTIONS (default 50)
// and prints each round, the medians and the load (`uptime`). BENCH_PORT (default 4300);
// BENCH_NO_BUILD=1 measures the dist/ already built; BENCH_SERVERS='before=<server.js>,after=dist/server.js'
// measures several builds side by side, each round every build in turn, each on its own port (e.g. a
// copy of dist/ from before a change, kept under node_modules/ so it finds its packages); BENCH_TARGET='rps,p99' (default '406,250': twice
// the 203 booking requests/s measured before issue 28) is checked against the booking medians.
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { createKnex } from '../../src/db/connect-database';
import { databaseUrl } from '../../src/db/database-url';
import { migrateToLatest } from '../../src/db/migration-source';
import { startApi } from '../start-api';
import { measureWrites, type WriteResult } from '../writes';

const SERVER = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORT = Number(process.env.BENCH_PORT ?? 4300);
const [TARGET_RPS, TARGET_P99] = (process.env.BENCH_TARGET ?? '406,250').split(',').map(Number);
const NAME = 'shoreline_bench_writes';
const API_DIR = path.resolve(__dirname, '../..');

const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function createDatabase(): Promise<string> {
  const admin = createKnex(SERVER, { databasePoolMax: 1 });
  try {
    await admin.raw(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
    await admin.raw(`CREATE DATABASE ${NAME}`);
  } finally {
    await admin.destroy();
  }
  const url = databaseUrl(SERVER, NAME);
  // Migrations take a startup lock on one connection and migrate on another.
  const migrator = createKnex(url, { databasePoolMax: 2 });
  try {
    await migrateToLatest(migrator);
  } finally {
    await migrator.destroy();
  }
  return url;
}

const line = (r: WriteResult) =>
  `| ${r.shape} | ${r.connections} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(0)} | ${r.p99.toFixed(0)} | ` +
  `${r.errors} | ${r.non2xx} | ${r.conflicts ?? 0} |`;
const HEADER =
  '| shape | connections | req/s | p50 ms | p99 ms | errors | non-2xx | 409 |\n|---|---|---|---|---|---|---|---|';

interface Build {
  label: string;
  server: string;
}

/**
 * BENCH_APIS='before=http://127.0.0.1:4300,...': APIs already running on shoreline_bench_writes (started
 * by hand where a loaded machine starts them slower than start-api waits): nothing built or started.
 */
const RUNNING = process.env.BENCH_APIS?.split(',').map((entry) => {
  const [label, apiUrl] = entry.split('=');
  return { label: label!, server: apiUrl! };
});

const BUILDS: Build[] =
  RUNNING ??
  (process.env.BENCH_SERVERS ?? 'current=dist/server.js').split(',').map((entry) => {
    const [label, server] = entry.split('=');
    return { label: label!, server: server! };
  });

/** A build on the bench database, started as every benchmark starts the API. */
const start = (build: Build, url: string, port: number) => startApi(url, port, build.server);

function medians(rounds: WriteResult[][]): WriteResult[] {
  return rounds[0]!.map((first, index) => {
    const of = (pick: (r: WriteResult) => number) => median(rounds.map((results) => pick(results[index]!)));
    const total = (pick: (r: WriteResult) => number) =>
      rounds.reduce((sum, results) => sum + pick(results[index]!), 0);
    return {
      shape: first.shape,
      connections: first.connections,
      rps: of((r) => r.rps),
      p50: of((r) => r.p50),
      p99: of((r) => r.p99),
      errors: total((r) => r.errors),
      non2xx: total((r) => r.non2xx),
      conflicts: total((r) => r.conflicts ?? 0),
    };
  });
}

async function main(): Promise<void> {
  if (
    !RUNNING &&
    process.env.BENCH_NO_BUILD !== '1' &&
    BUILDS.some((build) => build.server === 'dist/server.js')
  ) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: API_DIR, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('build failed');
  }
  const url = RUNNING ? databaseUrl(SERVER, NAME) : await createDatabase();
  const apis = [];
  const rounds = new Map<string, WriteResult[][]>(BUILDS.map((build) => [build.label, []]));
  const loads = [`before: ${uptime()}`];
  try {
    if (!RUNNING) {
      for (const [index, build] of BUILDS.entries()) apis.push(await start(build, url, PORT + index));
    }
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const [index, build] of BUILDS.entries()) {
        const results = await measureWrites({
          apiUrl: RUNNING ? build.server : `http://127.0.0.1:${PORT + index}`,
          databaseUrl: url,
          seconds: SECONDS,
          connections: CONNECTIONS,
        });
        rounds.get(build.label)!.push(results);
        loads.push(`round ${round}, ${build.label}: ${uptime()}`);
        console.log(`round ${round}/${ROUNDS}, ${build.label}\n${HEADER}\n${results.map(line).join('\n')}`);
      }
    }
  } finally {
    for (const api of apis) api.kill();
  }
  const misses: string[] = [];
  for (const build of BUILDS) {
    const results = medians(rounds.get(build.label)!);
    console.log(
      `\n${build.label} (${build.server}): medians of ${ROUNDS} round(s) of ${SECONDS} s ` +
        `(errors, non-2xx, 409: totals)\n${HEADER}\n${results.map(line).join('\n')}`,
    );
    for (const r of results) {
      if (r.rps < TARGET_RPS! || r.p99 > TARGET_P99! || r.errors > 0 || r.non2xx > 0) {
        misses.push(`${build.label} ${r.shape}`);
      }
    }
  }
  console.log(`\nload (uptime):\n${loads.map((l) => `  ${l}`).join('\n')}`);
  console.log(
    misses.length === 0
      ? `\ntarget met: ≥ ${TARGET_RPS} req/s, p99 ≤ ${TARGET_P99} ms, no errors`
      : `\ntarget (≥ ${TARGET_RPS} req/s, p99 ≤ ${TARGET_P99} ms, no errors) missed: ${misses.join(', ')}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
