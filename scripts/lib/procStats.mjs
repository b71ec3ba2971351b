// What a process costs, from Linux's /proc (the benchmarks only): CPU time (user + system, every
// thread: the event loop, GC and libuv's pool) and resident memory, of one process or of it and its
// descendants (tsx runs the API in a child process of its CLI).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

/** Clock ticks per second of /proc's counters (USER_HZ: 100 on every Linux this runs on). */
const TICKS_PER_SECOND = 100;

/** @param {number} pid */
function childrenOf(pid) {
  try {
    return fs
      .readdirSync(`/proc/${pid}/task`)
      .flatMap((task) => fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' '))
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** @param {number} pid */
function ownCpuMs(pid) {
  try {
    // The command name may hold spaces: the fields after its closing parenthesis; utime, stime are 14, 15.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0; // gone
  }
}

/**
 * CPU milliseconds used so far by `pid` (with `tree`, also by its descendants alive now).
 * @param {number} pid
 * @param {{ tree?: boolean }} [options]
 * @returns {number}
 */
export function cpuMs(pid, { tree = false } = {}) {
  const own = ownCpuMs(pid);
  if (!tree) return own;
  return own + childrenOf(pid).reduce((sum, child) => sum + cpuMs(child, { tree }), 0);
}

/**
 * Resident memory of `pid` in MB (with `tree`, with its descendants).
 * @param {number} pid
 * @param {{ tree?: boolean }} [options]
 * @returns {number}
 */
export function rssMb(pid, { tree = false } = {}) {
  let own = 0;
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    own = match ? Number(match[1]) / 1024 : 0;
  } catch {
    // gone
  }
  if (!tree) return own;
  return own + childrenOf(pid).reduce((sum, child) => sum + rssMb(child, { tree }), 0);
}

/** The machine's `uptime` line (load averages), for every table a benchmark prints. */
export function uptimeLine() {
  try {
    return execFileSync('uptime', { encoding: 'utf8' }).trim();
  } catch {
    return `load average: ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(', ')}`;
  }
}
