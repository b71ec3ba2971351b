// `kill -TERM <pid of npm start>` must stop the whole product: the API and the four static servers,
// with their ports free afterwards (issue 20: npm passes the signal to the `sh -c` it runs the
// script in, which exits without passing it on, and scripts/start.mjs used to live on as an orphan).
// Runs the root `npm start` itself (no build: the static servers need only their ports here) on an
// embedded database of its own and ports of its own.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { freePort } from './test/smtp-test-server';
import { waitFor } from './test/wait-for';

const ROOT = path.resolve(__dirname, '../..');

/** Whether something accepts connections on the port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Whether any process of the group is still alive (signal 0 only checks). */
function groupAlive(groupId: number): boolean {
  try {
    process.kill(-groupId, 0);
    return true;
  } catch {
    return false;
  }
}

// Not a database test: when a Postgres pass runs, it runs there only (DATABASE_AGNOSTIC_SUITES).
it('stops the API and the four static servers when npm start gets SIGTERM', async () => {
  const [api, shell, guest, host, admin] = await Promise.all([1, 2, 3, 4, 5].map(() => freePort()));
  const ports = [api!, shell!, guest!, host!, admin!];
  const npm = spawn('npm', ['start', '--', '--no-build', '--fresh-data'], {
    cwd: ROOT,
    // Its own process group, so that whatever happens this test can stop all of it afterwards.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Not the test's environment: no DATABASE_URL (the embedded database of --fresh-data instead).
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(api),
      SHELL_PORT: String(shell),
      GUEST_PORT: String(guest),
      HOST_PORT: String(host),
      ADMIN_PORT: String(admin),
      SEED_ON_EMPTY: 'false',
      JOBS_ENABLED: 'false',
      RATES_URL: '',
      LOG_LEVEL: 'warn',
    },
  });
  let output = '';
  npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const groupId = npm.pid!;
  try {
    await waitFor(
      async () => (await Promise.all(ports.map(listening))).every(Boolean),
      90_000,
      'the API and the four static servers listening',
    ).catch((error: Error) => {
      throw new Error(`${error.message}\n${output}`);
    });
    expect((await fetch(`http://127.0.0.1:${api}/api/health`)).status).toBe(200);

    // What `kill -TERM <pid>` does: the signal to npm's process only, not to its group.
    process.kill(npm.pid!, 'SIGTERM');
    await waitFor(
      async () => (await Promise.all(ports.map(listening))).every((open) => !open),
      20_000,
      'every port free',
    ).catch((error: Error) => {
      throw new Error(`${error.message}\n${output}`);
    });
    await waitFor(() => !groupAlive(groupId), 20_000, 'no process of npm start left');
  } finally {
    if (groupAlive(groupId)) process.kill(-groupId, 'SIGKILL');
  }
}, 150_000);
