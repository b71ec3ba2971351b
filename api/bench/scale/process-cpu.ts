// CPU per process during one measurement (Linux /proc, issue 28): the server's Node process, the
// Postgres backends of the bench database (pg_stat_activity; backends come and go with the pools, so
// each pid's ticks are read at the start and the end: one born meanwhile counts whole, one gone
// before the end is lost), and the load generator (this process: autocannon runs in it; pgbench is
// its child, counted once waited for). Not the whole machine: other work on it is not counted.
import fs from 'node:fs';
import type pg from 'pg';

/** Clock ticks per second of /proc's counters (USER_HZ: 100 on every Linux this runs on). */
const TICKS = 100;

/** Cores used on average during the measurement, per process group. */
export interface ProcessCpu {
  node: number;
  postgres: number;
  loadGenerator: number;
}

/** utime + stime (+ cutime + cstime with `children`), in ticks; 0 once the process is gone. */
function ticksOf(pid: number | 'self', children = false): number {
  try {
    // The command name may hold spaces: the fields after its closing parenthesis (utime is 14th).
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    return fields[11]! + fields[12]! + (children ? fields[13]! + fields[14]! : 0);
  } catch {
    return 0;
  }
}

async function backendTicks(client: pg.Client, database: string): Promise<Map<number, number>> {
  const { rows } = await client.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
    [database],
  );
  return new Map(rows.map((row) => [row.pid, ticksOf(row.pid)]));
}

/** Measures `run` and the CPU of `nodePid` (none for pgbench), `database`'s backends and this process. */
export async function withProcessCpu<T>(
  admin: pg.Client,
  database: string,
  nodePid: number | undefined,
  run: () => T | Promise<T>,
): Promise<{ result: T; cpu: ProcessCpu | null }> {
  if (!fs.existsSync('/proc/self/stat')) return { result: await run(), cpu: null };
  const started = process.hrtime.bigint();
  const node = nodePid === undefined ? 0 : ticksOf(nodePid);
  const self = ticksOf('self', true);
  const backends = await backendTicks(admin, database);
  const result = await run();
  const after = await backendTicks(admin, database);
  let postgres = 0;
  for (const [pid, ticks] of after) postgres += ticks - (backends.get(pid) ?? 0);
  const selfAfter = ticksOf('self', true);
  const nodeAfter = nodePid === undefined ? 0 : ticksOf(nodePid);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const cores = (ticks: number) => ticks / TICKS / seconds;
  return {
    result,
    cpu: { node: cores(nodeAfter - node), postgres: cores(postgres), loadGenerator: cores(selfAfter - self) },
  };
}
