// Where the CPU goes during one measurement (Linux /proc): the whole machine's busy time and the API
// process's own, so the table can say what one request costs in CPU, API against raw SQL. On a
// machine whose cores are all busy, throughput is cores ÷ CPU per request: the API's ratio to raw
// SQL can never pass raw CPU per query ÷ API CPU per request, however the API waits or queues.
import fs from 'node:fs';
import os from 'node:os';

/** Clock ticks per second of /proc's counters (USER_HZ: 100 on every Linux this runs on). */
const TICKS = 100;

interface Sample {
  at: bigint;
  busyTicks: number;
  apiTicks: number;
}

export interface CpuUse {
  /** Cores busy on average, the whole machine (API, Postgres, load generator, everything). */
  machineCores: number;
  /** Cores the API process used on average (0 for raw SQL). */
  apiCores: number;
}

function machineBusyTicks(): number {
  // "cpu  user nice system idle iowait irq softirq steal ..." (all cores together)
  const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1);
  const ticks = fields.map(Number);
  const total = ticks.reduce((sum, value) => sum + value, 0);
  return total - ticks[3]! - ticks[4]!;
}

function processTicks(pid: number | undefined): number {
  if (pid === undefined) return 0;
  // The command name may hold spaces: the fields after its closing parenthesis; utime, stime are 14, 15.
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

function sample(apiPid: number | undefined): Sample {
  return { at: process.hrtime.bigint(), busyTicks: machineBusyTicks(), apiTicks: processTicks(apiPid) };
}

/** Runs `measure` and reports how many cores were busy meanwhile; null where /proc is missing. */
export async function withCpuUse<T>(
  apiPid: number | undefined,
  measure: () => T | Promise<T>,
): Promise<{ result: T; cpu: CpuUse | null }> {
  if (!fs.existsSync('/proc/stat')) return { result: await measure(), cpu: null };
  const before = sample(apiPid);
  const result = await measure();
  const after = sample(apiPid);
  const seconds = Number(after.at - before.at) / 1e9;
  const cores = (ticks: number) => Math.min(os.cpus().length, ticks / TICKS / seconds);
  return {
    result,
    cpu: {
      machineCores: cores(after.busyTicks - before.busyTicks),
      apiCores: cores(after.apiTicks - before.apiTicks),
    },
  };
}
