// `npm run bench:scale -w api` (issues 10, 28; not part of npm test): the API against a minimal peer
// server and the same SQL at marketplace scale. For each scale (BENCH_SCALES, default 100000,10000
// listings; 1000000 works too) it creates shoreline_bench_<scale> on DATABASE_URL's server (default
// the local Postgres), loads it in SQL (scale/load-data.ts) and starts the compiled API (`node
// dist/server.js`) and the peer (bench/peer: Fastify + pg running the product's own statements and
// mapping), checks both answer every shape byte for byte the same, then in BENCH_ROUNDS rounds
// measures each shape at every scale back to back, product and peer interleaved: wrk (autocannon where
// wrk is missing) at 50 connections (throughput, CPU per process per request) and at 4 (latency),
// and pgbench on the exact statements. It prints one table of medians with issue 28's targets as
// pass/fail columns, and `uptime` with every round. BENCH_SECONDS per measurement (default 10);
// BENCH_REUSE=1 keeps loaded databases; BENCH_PORT (default 4100): the first API's port (the peers
// from BENCH_PORT + 50); BENCH_SHAPES (a regular expression) keeps only the shapes it matches;
// BENCH_RAW_CONNECTIONS (default 20): pgbench's clients for throughput; BENCH_WRITES=0 skips the write section (bench/writes.ts).
import { execFileSync, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { startPeer } from './peer/start-peer';
import { prepareBenchDatabase } from './prepare-bench-database';
import { checkSameBodies } from './scale/check-bodies';
import { prepareFan, signInFan } from './scale/fan';
import { loadData } from './scale/load-data';
import { measureApi, measureSql } from './scale/measure';
import { withProcessCpu, type ProcessCpu } from './scale/process-cpu';
import { amenitiesPageTwo, shapes, type Shape } from './scale/shapes';
import { emptyRow, printTable, type CpuUs, type Row } from './scale/table';
import { startApi } from './start-api';
import { measureWrites } from './writes';

const SERVER = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SCALES = (process.env.BENCH_SCALES ?? '100000,10000').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 4100);
const REUSE = process.env.BENCH_REUSE === '1';
const RAW_CONNECTIONS = Number(process.env.BENCH_RAW_CONNECTIONS ?? 20);
const ONLY = process.env.BENCH_SHAPES ? new RegExp(process.env.BENCH_SHAPES) : null;
const API_DIR = path.resolve(__dirname, '..');
const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();

interface Target {
  scale: number;
  url: string;
  database: string;
  product: { process: ChildProcess; base: string };
  peer: { process: ChildProcess; base: string };
  shapes: Shape[];
}

async function prepareTarget(scale: number, index: number): Promise<Target> {
  const database = `shoreline_bench_${scale}`;
  const db = await prepareBenchDatabase({
    server: SERVER,
    name: database,
    reuse: REUSE,
    find: async (knex) => {
      const rows = (await knex('listings')
        .whereIn('title', ['Bench quiet', 'Bench busy'])
        .select('id', 'title')) as {
        id: string;
        title: string;
      }[];
      const quietId = rows.find((row) => row.title === 'Bench quiet')?.id;
      const busyId = rows.find((row) => row.title === 'Bench busy')?.id;
      return quietId && busyId ? { quietId, busyId } : null;
    },
    load: async (knex) => {
      const started = Date.now();
      const ids = await loadData(knex, scale);
      console.log(`loaded ${scale} listings in ${((Date.now() - started) / 1000).toFixed(0)} s`);
      return ids;
    },
  });
  const fanId = await prepareFan(db.url, scale);
  const product = await startApi(db.url, PORT + index);
  const peer = await startPeer(db.url, PORT + 50 + index);
  const base = `http://127.0.0.1:${PORT + index}`;
  let list: Shape[];
  try {
    list = shapes(db, { id: fanId, headers: await signInFan(base) }, await amenitiesPageTwo(base));
  } catch (error) {
    product.kill();
    peer.kill();
    throw error;
  }
  return {
    scale,
    url: db.url,
    database,
    product: { process: product, base },
    peer: { process: peer, base: `http://127.0.0.1:${PORT + 50 + index}` },
    shapes: list,
  };
}

const perRequest = (cpu: ProcessCpu | null, perSecond: number): CpuUs => {
  const us = (cores: number | undefined) =>
    cores === undefined ? NaN : (cores / Math.max(1, perSecond)) * 1e6;
  return { node: us(cpu?.node), postgres: us(cpu?.postgres), loadGenerator: us(cpu?.loadGenerator) };
};

async function measureShape(admin: pg.Client, target: Target, shape: Shape, row: Row): Promise<void> {
  for (const server of ['product', 'peer'] as const) {
    const { process: child, base } = target[server];
    const url = `${base}${shape.url}`;
    const at50 = await withProcessCpu(admin, target.database, child.pid, () =>
      measureApi(url, 50, SECONDS, shape.headers),
    );
    row[`${server}50`].push(at50.result);
    row[`${server}Cpu`].push(perRequest(at50.cpu, at50.result.perSecond));
    row[`${server}4`].push(await measureApi(url, 4, SECONDS, shape.headers));
  }
  // Raw SQL once per shape (variants send the same statements), at RAW_CONNECTIONS: the server's
  // 100 connections are shared with both servers' pools (up to 42) and whatever else runs.
  if (shape.sql.length > 0 && !shape.variant) {
    row.raw50.push(measureSql(target.url, shape.sql, RAW_CONNECTIONS, SECONDS));
    row.raw4.push(measureSql(target.url, shape.sql, 4, SECONDS));
  }
}

async function main(): Promise<void> {
  console.log(`building the API (node dist/server.js, as in production)...`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: API_DIR, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('build failed');
  // The peer reads the product's session cookies: both verify with this secret.
  process.env.JWT_SECRET ||= randomBytes(32).toString('hex');
  const results = new Map<string, Map<number, Row>>();
  const targets: Target[] = [];
  const admin = new pg.Client({ connectionString: SERVER });
  await admin.connect();
  try {
    for (const [index, scale] of SCALES.entries()) {
      const target = await prepareTarget(scale, index);
      targets.push(target);
      await checkSameBodies(target.product.base, target.peer.base, target.shapes);
      // Warm-up: every statement prepared on both servers' connections and in the cache.
      for (const shape of target.shapes) {
        await measureApi(`${target.product.base}${shape.url}`, 10, 1, shape.headers);
        await measureApi(`${target.peer.base}${shape.url}`, 10, 1, shape.headers);
      }
    }
    console.log(`the peer answers every shape byte for byte as the product does`);
    const names = targets[0]!.shapes.map((shape) => shape.name).filter((name) => !ONLY || ONLY.test(name));
    for (let round = 1; round <= ROUNDS; round += 1) {
      console.log(`round ${round}/${ROUNDS}: ${uptime()}`);
      for (const name of names) {
        for (const target of targets) {
          const byScale = results.get(name) ?? new Map<number, Row>();
          results.set(name, byScale);
          const row = byScale.get(target.scale) ?? emptyRow();
          byScale.set(target.scale, row);
          await measureShape(
            admin,
            target,
            target.shapes.find((shape) => shape.name === name)!,
            row,
          );
        }
      }
    }
    console.log(
      `\nmedians of ${ROUNDS} round(s) of ${SECONDS} s; ${uptime()}; pgbench -M prepared, one transaction = the statements of one request\n`,
    );
    printTable(results, targets[0]!.shapes);
    if (process.env.BENCH_WRITES !== '0') await runWrites(targets[0]!);
  } finally {
    await admin.end();
    for (const target of targets) {
      target.product.process.kill();
      target.peer.process.kill();
    }
  }
}

/** The write section (bench/writes.ts, issue 28): booking requests and approvals at 50 connections. */
async function runWrites(target: Target): Promise<void> {
  const rows = await measureWrites({
    apiUrl: target.product.base,
    databaseUrl: target.url,
    seconds: SECONDS,
    connections: 50,
  });
  console.log(`\nwrites at 50 connections, ${target.scale} listings; ${uptime()}`);
  console.table(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
