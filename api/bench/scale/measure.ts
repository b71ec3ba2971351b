// One measurement each: the API over HTTP (wrk, or autocannon where wrk is missing) and the same
// SQL on Postgres (pgbench, prepared mode, the statement text of the API's own builders with its
// parameters as variables). wrk and pgbench are both C, one thread each: on a 2-core machine the load
// generator takes a share of the CPU from what it measures, and autocannon (JavaScript) took about
// three times what pgbench takes, which measured the generator as much as the API.
import autocannon from 'autocannon';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GENERIC_PLAN_OPTIONS } from '../../src/db/connect-database';
import type { NamedQuery } from '../../src/db/run-named-query';

export interface Result {
  perSecond: number;
  p50: number;
  p99: number;
}

const hasWrk = spawnSync('wrk', ['--version']).error === undefined;

/** `headers`: e.g. a signed-in person's session cookie, for a shape of their own lists. */
export async function measureApi(
  url: string,
  connections: number,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<Result> {
  return hasWrk
    ? measureWithWrk(url, connections, seconds, headers)
    : measureWithAutocannon(url, connections, seconds, headers);
}

/** wrk's latency line, e.g. "99%  12.34ms", in milliseconds. */
function wrkMs(output: string, percentile: string): number {
  const match = new RegExp(`${percentile}%\\s+([\\d.]+)(us|ms|s)`).exec(output);
  if (!match) return 0;
  const unit = { us: 0.001, ms: 1, s: 1000 }[match[2] as 'us' | 'ms' | 's'];
  return Number(match[1]) * unit;
}

function measureWithWrk(
  url: string,
  connections: number,
  seconds: number,
  headers: Record<string, string>,
): Result {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const run = spawnSync(
    'wrk',
    ['-t', '1', '-c', String(connections), '-d', `${seconds}s`, '--latency', ...headerArgs, url],
    { encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`wrk failed: ${run.stderr || run.stdout}`);
  const failed = /Non-2xx or 3xx responses: (\d+)|Socket errors: .*/.exec(run.stdout);
  if (failed) throw new Error(`${url}: ${failed[0]}`);
  const perSecond = Number(/Requests\/sec:\s+([\d.]+)/.exec(run.stdout)?.[1] ?? 0);
  return { perSecond, p50: wrkMs(run.stdout, '50'), p99: wrkMs(run.stdout, '99') };
}

async function measureWithAutocannon(
  url: string,
  connections: number,
  seconds: number,
  headers: Record<string, string>,
): Promise<Result> {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${url}: ${failed} failed requests of ${result.requests.total}`);
  return { perSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** pgbench script: `$n` become `:pn`, whose values are passed with -D (prepared mode binds them). */
function script(queries: NamedQuery[]): { file: string; defines: string[] } {
  const defines: string[] = [];
  const lines = queries.map((query, q) => {
    query.values.forEach((value, i) => {
      const text = Array.isArray(value) ? `{${value.join(',')}}` : String(value);
      defines.push('-D', `q${q}p${i + 1}=${text}`);
    });
    return `${query.text.replace(/\$(\d+)/g, (_, n: string) => `:q${q}p${n}`).replace(/\s+/g, ' ')};`;
  });
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-scale-')), 'script.sql');
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  return { file, defines };
}

const WARM_UP_SECONDS = 1;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** One pgbench "transaction" runs every statement the API request runs (e.g. page and count). */
export function measureSql(
  databaseUrl: string,
  queries: NamedQuery[],
  clients: number,
  seconds: number,
): Result {
  const { file, defines } = script(queries);
  // The API runs a `genericPlan` statement on connections opened with GENERIC_PLAN_OPTIONS
  // (db/run-named-query.ts); pgbench's connections are opened the same way.
  const generic = queries.map((query) => query.genericPlan === true);
  if (generic.some((g) => g !== generic[0])) throw new Error('a shape mixes generic and per-value plans');
  const logPrefix = path.join(path.dirname(file), 'log');
  const run = spawnSync(
    'pgbench',
    [
      '-n',
      '-M',
      'prepared',
      '-c',
      String(clients),
      '-j',
      String(Math.min(clients, 2)),
      '-T',
      String(seconds + WARM_UP_SECONDS),
      '-f',
      file,
      '-l',
      '--log-prefix',
      logPrefix,
      ...defines,
      databaseUrl,
    ],
    { encoding: 'utf8', env: generic[0] ? { ...process.env, PGOPTIONS: GENERIC_PLAN_OPTIONS } : process.env },
  );
  if (run.status !== 0) throw new Error(`pgbench failed: ${run.stderr || run.stdout}`);
  // Per-transaction log: client, transaction, latency µs, script, end time s, end time µs.
  const transactions = fs
    .readdirSync(path.dirname(file))
    .filter((name) => name.startsWith('log'))
    .flatMap((name) =>
      fs
        .readFileSync(path.join(path.dirname(file), name), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const fields = line.split(' ').map(Number);
          return { latency: fields[2]! / 1000, end: fields[4]! + fields[5]! / 1e6 };
        }),
    );
  // Each new connection loads its catalog caches and plans every statement before it runs warm, as
  // the API's pooled connections did in its warm-up: the first second is not measured.
  // A loop, not Math.min(...ends): a fast statement logs more transactions than a call takes arguments.
  let first = Infinity;
  let last = -Infinity;
  for (const tx of transactions) {
    first = Math.min(first, tx.end);
    last = Math.max(last, tx.end);
  }
  const measured = transactions.filter((tx) => tx.end >= first + WARM_UP_SECONDS);
  const latencies = measured.map((tx) => tx.latency).sort((a, b) => a - b);
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  const perSecond = measured.length / Math.max(0.001, last - first - WARM_UP_SECONDS);
  return { perSecond, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}
