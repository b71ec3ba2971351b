// Child processes of the start scripts. They stay in this script's process group, so whoever stops
// the group (Ctrl+C in a terminal, Playwright stopping its webServer) stops them too and nothing is
// orphaned; stopping them ourselves sends SIGTERM, which npm and tsx pass on to the API.
import { spawn } from 'node:child_process';

/** Runs a command to completion, inheriting the terminal; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

const started = new Set();

/** Starts a long-running child; `label` prefixes its output lines. */
export function startService(label, command, args, options = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  const relay = (stream, target) => {
    let buffered = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) target.write(`[${label}] ${line}\n`);
    });
  };
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  started.add(child);
  child.on('exit', () => started.delete(child));
  return child;
}

/** Stops every service this process started (SIGTERM, SIGKILL after a grace period). */
export async function stopServices(graceMs = 5000) {
  const children = [...started];
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const timer = setTimeout(() => {
            try {
              child.kill('SIGKILL');
            } catch {
              // already gone
            }
          }, graceMs);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          if (!child.kill('SIGTERM')) {
            clearTimeout(timer);
            resolve();
          }
        }),
    ),
  );
}

/** Polls `url` until it answers 2xx; rejects after `timeoutMs` or when `child` exits first. */
export async function waitForHttp(url, { timeoutMs = 120_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`${url}: the process exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`);
}
