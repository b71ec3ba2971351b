// One measurement each: the API over HTTP (autocannon) and the same SQL on Postgres (pgbench,
// prepared mode, the statement text of the API's own builders with its parameters as variables).
import autocannon from 'autocannon';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { NamedQuery } from '../../src/db/run-named-query';

export interface Result {
  perSecond: number;
  p50: number;
  p99: number;
}

export async function measureApi(url: string, connections: number, seconds: number): Promise<Result> {
  const result = await autocannon({ url, connections, duration: seconds });
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
      String(seconds),
      '-f',
      file,
      '-l',
      '--log-prefix',
      logPrefix,
      ...defines,
      databaseUrl,
    ],
    { encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`pgbench failed: ${run.stderr || run.stdout}`);
  const tps = /tps = ([\d.]+)/.exec(run.stdout);
  // Per-transaction log: client, transaction, latency in µs, ...
  const latencies = fs
    .readdirSync(path.dirname(file))
    .filter((name) => name.startsWith('log'))
    .flatMap((name) =>
      fs
        .readFileSync(path.join(path.dirname(file), name), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => Number(line.split(' ')[2]) / 1000),
    )
    .sort((a, b) => a - b);
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  return { perSecond: Number(tps?.[1] ?? 0), p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}
