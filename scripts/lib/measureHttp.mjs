// One load-test measurement for the benchmarks (autocannon, in this process): requests per second,
// p50/p99 latency, failures, and what each request cost the processes that served it in CPU time
// (from /proc, before and after). autocannon is JavaScript and runs on the same two cores: it lowers
// requests per second and raises latency, but not the CPU time each server process spends.
import os from 'node:os';
import autocannon from 'autocannon';
import { cpuMs } from './procStats.mjs';

/**
 * @typedef {{ name: string, pid: number, tree?: boolean }} Watched  tree: the process and its descendants
 * @typedef {{ perSecond: number, p50: number, p90: number, p99: number, requests: number, failed: number,
 *   mismatched: number, cpuMsPerRequest: Record<string, number>, load: number }} Measurement
 */

/**
 * @param {{ url: string, connections: number, seconds?: number, amount?: number, rate?: number,
 *   headers?: Record<string, string>, verifyBody?: (body: string) => boolean, watch: Watched[] }} options
 *   amount: a number of requests instead of a duration; rate: an open loop, this many requests per
 *   second in all whatever the answers' speed (autocannon's overallRate), so latency is the server's
 *   and not the queue a closed loop of `connections` builds; verifyBody: false counts the answer as
 *   mismatched
 * @returns {Promise<Measurement>}
 */
export async function measureHttp({
  url,
  connections,
  seconds = 10,
  amount,
  rate,
  headers,
  verifyBody,
  watch,
}) {
  const cpuBefore = watch.map((process) => cpuMs(process.pid, { tree: process.tree }));
  const result = await autocannon({
    url,
    connections,
    ...(amount ? { amount } : { duration: seconds }),
    ...(rate ? { overallRate: rate } : {}),
    ...(headers ? { headers } : {}),
    ...(verifyBody ? { verifyBody } : {}),
  });
  const cpuAfter = watch.map((process) => cpuMs(process.pid, { tree: process.tree }));
  const requests = result.requests.total;
  return {
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    requests,
    failed: result.non2xx + result.errors + result.timeouts,
    mismatched: result.mismatches,
    cpuMsPerRequest: Object.fromEntries(
      watch.map((process, index) => [
        process.name,
        requests > 0 ? ((cpuAfter[index] ?? 0) - (cpuBefore[index] ?? 0)) / requests : NaN,
      ]),
    ),
    load: os.loadavg()[0] ?? NaN,
  };
}

/** @param {number[]} values */
export function median(values) {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
