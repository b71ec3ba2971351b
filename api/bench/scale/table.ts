// bench:scale's table: medians of the rounds, per shape and scale, with issue 28's targets as
// pass/fail columns of the same run.
import type { Result } from './measure';
import type { ProcessCpu } from './process-cpu';
import type { Shape } from './shapes';

/** One measurement's CPU per request, µs, per process group (NaN without /proc). */
export type CpuUs = ProcessCpu;

export interface Row {
  product50: Result[];
  peer50: Result[];
  raw50: Result[];
  product4: Result[];
  peer4: Result[];
  raw4: Result[];
  productCpu: CpuUs[];
  peerCpu: CpuUs[];
}

export const emptyRow = (): Row => ({
  product50: [],
  peer50: [],
  raw50: [],
  product4: [],
  peer4: [],
  raw4: [],
  productCpu: [],
  peerCpu: [],
});

/** Issue 28's targets. */
const MIN_PEER_RATIO = 0.85;
const MAX_NODE_CPU_RATIO = 1.25;
const MAX_SIGNED_IN_US = 100;
const MAX_P50_RATIO = 1.2;
const MAX_P99_MS = 10;
const P99_SCALE = 100_000;
const MAX_GROWTH = 1.3;

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const f = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '–');
const mark = (ok: boolean | null) => (ok === null ? '' : ok ? ' ✓' : ' ✗');

export function printTable(results: Map<string, Map<number, Row>>, shapes: Shape[]): void {
  const lines = [
    '| shape | listings | product / peer req/s (50 c) | ratio ≥ 0.85 | p50 ms (4 c) product / peer ≤ 1.2× | p99 ms (4 c) product / peer | Node CPU µs/req product / peer ≤ 1.25× | PG CPU µs/req product / peer | load gen. µs/req product / peer | signed-in surcharge µs ≤ 100 | raw q/s (20 c) | raw p50 ms (4 c) | raw p50 vs 100k ≤ 1.3× |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  const cpu = (rows: CpuUs[], key: keyof CpuUs) => median(rows.map((r) => r[key]));
  for (const [name, byScale] of results) {
    const shape = shapes.find((candidate) => candidate.name === name);
    for (const [scale, row] of byScale) {
      const product = median(row.product50.map((r) => r.perSecond));
      const peer = median(row.peer50.map((r) => r.perSecond));
      const p50 = median(row.product4.map((r) => r.p50));
      const peerP50 = median(row.peer4.map((r) => r.p50));
      const p99 = median(row.product4.map((r) => r.p99));
      const node = cpu(row.productCpu, 'node');
      const peerNode = cpu(row.peerCpu, 'node');
      const base =
        shape?.variant === 'signed in' && shape.of ? byScale && results.get(shape.of)?.get(scale) : undefined;
      const surcharge = base ? node - cpu(base.productCpu, 'node') : NaN;
      const rawP50 = median(row.raw4.map((r) => r.p50));
      const at100k = byScale.get(P99_SCALE);
      const growth = at100k && scale > P99_SCALE ? rawP50 / median(at100k.raw4.map((r) => r.p50)) : NaN;
      lines.push(
        `| ${name} | ${scale} | ${f(product)} / ${f(peer)} | ${f(product / peer, 2)}${mark(product / peer >= MIN_PEER_RATIO)} | ` +
          `${f(p50, 2)} / ${f(peerP50, 2)}${mark(p50 <= MAX_P50_RATIO * peerP50)} | ` +
          `${f(p99, 1)} / ${f(median(row.peer4.map((r) => r.p99)), 1)}${mark(scale === P99_SCALE ? p99 <= MAX_P99_MS : null)} | ` +
          `${f(node)} / ${f(peerNode)}${mark(node <= MAX_NODE_CPU_RATIO * peerNode)} | ` +
          `${f(cpu(row.productCpu, 'postgres'))} / ${f(cpu(row.peerCpu, 'postgres'))} | ` +
          `${f(cpu(row.productCpu, 'loadGenerator'))} / ${f(cpu(row.peerCpu, 'loadGenerator'))} | ` +
          `${base ? `${f(surcharge)}${mark(surcharge <= MAX_SIGNED_IN_US)}` : ''} | ` +
          `${f(median(row.raw50.map((r) => r.perSecond)))} | ${f(rawP50, 2)} | ` +
          `${Number.isFinite(growth) ? `${f(growth, 2)}×${mark(growth <= MAX_GROWTH)}` : ''} |`,
      );
    }
  }
  console.log(lines.join('\n'));
  console.log(
    `\nCPU µs per request = a process's CPU time during the 50-connection measurement ÷ its requests: ` +
      `Node = the server process (the product's or the peer's), PG = the bench database's backends ` +
      `(pg_stat_activity pids), load gen. = autocannon/wrk (this process or its child). Signed-in ` +
      `surcharge: the product's Node µs/req signed in minus anonymous. p99 ≤ ${MAX_P99_MS} ms is checked ` +
      `at ${P99_SCALE} listings; the raw growth (pgbench p50, search cost) at scales above it.`,
  );
}
