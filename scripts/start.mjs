#!/usr/bin/env node
// `npm start`: builds what is needed, starts the API on the embedded database (seeded on first start),
// serves the shell on :8080 and each remote from its own origin (:8081-:8083), and prints the URL and
// the demo accounts. `npm run dev` (--dev) rebuilds the apps on change (webpack watch) instead.
//
// Flags: --dev, --no-build, --fresh-data (a temporary database and uploads folder, deleted on exit:
// what the browser tests use). Env: PORT (API, 3000), SHELL_PORT, GUEST_PORT, HOST_PORT, ADMIN_PORT,
// API_URL (use an API that is already running: START_API=false), REMOTE_<NAME>_URL, REMOTES_FILE,
// DATA_DIR, UPLOAD_DIR, RATES_URL, LOG_LEVEL (passed to the API).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { APPS, ROOT, distOf, portOf } from './lib/apps.mjs';
import { buildStaleApps } from './lib/builds.mjs';
import { startService, stopServices, waitForHttp } from './lib/processes.mjs';
import { remotesJson, serveApps } from './lib/serveApps.mjs';

const require = createRequire(import.meta.url);
const WEBPACK_CLI = require.resolve('webpack/bin/webpack.js', { paths: [ROOT] });
// The API seeds exactly these (one list: api/src/seed/demo-accounts.json).
const DEMO_ACCOUNTS = require('../api/src/seed/demo-accounts.json');
const args = new Set(process.argv.slice(2));
const dev = args.has('--dev');
const env = { ...process.env };
const apiPort = Number(env.PORT) || 3000;
const apiUrl = env.API_URL || `http://127.0.0.1:${apiPort}`;
const startApi = env.START_API !== 'false';
let tempDir = null;
let servers = [];
let stopping = false;

/** Longest a stop may take before we exit anyway (children ignoring SIGTERM get SIGKILL after 5 s). */
const SHUTDOWN_DEADLINE_MS = 15_000;

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  setTimeout(() => process.exit(code), SHUTDOWN_DEADLINE_MS).unref();
  await Promise.all([
    ...servers.map(
      (server) =>
        new Promise((resolve) => {
          server.close(() => resolve());
          // Open connections (a browser's keep-alive, a proxied live-notification stream) would hold
          // close() open for as long as they last: end them, the port is free at once.
          server.closeAllConnections();
        }),
    ),
    stopServices(),
  ]);
  if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void shutdown(0));

// `npm start` runs us through `sh -c`: `kill -TERM <npm's pid>` reaches npm, which passes it to that
// shell, which exits without passing it on. We would keep running as an orphan, holding the API and
// the four ports (issue 20). So we stop, with everything we started, as soon as our parent is gone.
const parentPid = process.ppid;
setInterval(() => {
  if (process.ppid === parentPid) return;
  console.error('The process that started Shoreline is gone; stopping.');
  void shutdown(0);
}, 500).unref();

async function watchApps() {
  const since = Date.now();
  for (const app of APPS) {
    // webpack does not rewrite a file whose content is unchanged: an index.html left by the last
    // `npm run dev` would keep its old time, and the wait below would never see this build's.
    fs.rmSync(path.join(distOf(app), 'index.html'), { force: true });
    // webpack's own CLI, not npx: npx does not pass SIGTERM on, and the watcher would outlive us.
    startService(app.name, process.execPath, [WEBPACK_CLI, '--watch', '--mode', 'development'], {
      cwd: path.join(ROOT, app.folder),
    });
  }
  // The first compilation of each app writes its index.html.
  const deadline = Date.now() + 180_000;
  for (const app of APPS) {
    const index = path.join(distOf(app), 'index.html');
    while (!(fs.existsSync(index) && fs.statSync(index).mtimeMs >= since)) {
      if (Date.now() > deadline) throw new Error(`${app.folder} did not build within 3 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/**
 * The API's own `npm start` script, run without npm in between when it is a tsx command: npm does
 * not reliably pass SIGTERM down to the server, which would survive a stop with the port taken.
 */
function apiStartCommand() {
  const script =
    JSON.parse(fs.readFileSync(path.join(ROOT, 'api/package.json'), 'utf8')).scripts?.start ?? '';
  const [tool, ...rest] = script.split(/\s+/);
  if (tool === 'tsx') return [process.execPath, [require.resolve('tsx/cli', { paths: [ROOT] }), ...rest]];
  return ['npm', ['start', '-w', 'api']];
}

function startApiService() {
  const apiEnv = {
    ...env,
    PORT: String(apiPort),
    PUBLIC_ORIGIN: env.PUBLIC_ORIGIN || `http://localhost:${portOf(APPS[0], env)}`,
    // The shell's proxy (below) connects from loopback and sets X-Forwarded-For to the browser's
    // address: the API counts that address, and nobody else's forwarded header.
    TRUST_PROXY: env.TRUST_PROXY ?? '127.0.0.1',
  };
  if (args.has('--fresh-data')) {
    tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shoreline-'));
    apiEnv.DATA_DIR = path.join(tempDir, 'db');
    apiEnv.UPLOAD_DIR = path.join(tempDir, 'uploads');
  }
  const child = startService('api', ...apiStartCommand(), { cwd: path.join(ROOT, 'api'), env: apiEnv });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`The API stopped (${signal ?? `exit ${code}`}); shutting down.`);
    void shutdown(1);
  });
  return child;
}

function banner() {
  const shellUrl = `http://localhost:${portOf(APPS[0], env)}`;
  const remotes = remotesJson(env);
  const lines = [
    '',
    `  Shoreline is running: ${shellUrl}`,
    '',
    `  API        ${apiUrl} (also at ${shellUrl}/api, docs at ${shellUrl}/api/docs)`,
    ...Object.entries(remotes).map(([name, url]) => `  ${name.padEnd(10)} ${url}`),
    '',
    '  Demo accounts:',
    ...DEMO_ACCOUNTS.map(
      (account) => `    ${account.email.padEnd(24)} ${account.password.padEnd(12)} ${account.label}`,
    ),
    '',
    '  Press Ctrl+C to stop.',
    '',
  ];
  console.log(lines.join('\n'));
}

async function main() {
  // Build first: a fresh embedded database initialising on a machine busy compiling can time out.
  if (dev) await watchApps();
  else if (!args.has('--no-build')) await buildStaleApps();
  const api = startApi ? startApiService() : null;
  servers = await serveApps({ apiUrl, env });
  await waitForHttp(`${apiUrl}/api/health`, { timeoutMs: 180_000, child: api ?? undefined });
  banner();
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  void shutdown(1);
});
