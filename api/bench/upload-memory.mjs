// Issue 20 item 7: what a burst of large uploads costs a replica in memory and time. Starts the
// compiled API (`node dist/server.js`; run `npm run build -w api` first) on a fresh Postgres database
// (BENCH_DATABASE_URL: a server URL, default the local one; `shoreline_bench_uploads_*` is created and
// dropped), signs up one host per request (a host's pixel budget is its own), then sends ONE request
// of 10 photos of 39.9 MP (7730 x 5160 JPEG, 2.8 MB of photo-like noise each), then FOUR such
// requests at once, then TWELVE. Prints, in MB, the server's RSS before, its peak (VmHWM) and its RSS
// 10 s after each burst, with each burst's time and answers (503: refused by a full image queue).
//   node bench/upload-memory.mjs      (BENCH_PORT, default 20320; BENCH_API_DIR: another built API
//                                      folder to measure, e.g. an export of an older commit)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { Client } = require('pg');
const sharp = require('sharp');
const API = process.env.BENCH_API_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = Number(process.env.BENCH_PORT) || 20320;
const BASE = `http://127.0.0.1:${PORT}`;

async function admin(sql) {
  const client = new Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** VmRSS and VmHWM (the peak since start or since the last reset) of a process, MB. */
function memory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const read = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) / 1024;
  return { rss: read('VmRSS'), peak: read('VmHWM') };
}

/** Resets VmHWM to the current RSS (Linux: writing 5 to clear_refs), so each burst has its own peak. */
function resetPeak(pid) {
  try {
    require('node:fs').writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    // not permitted: the peak then counts since start
  }
}

async function host(databaseUrl, n) {
  const email = `bench-${n}-${randomBytes(3).toString('hex')}@shoreline.test`;
  const password = 'Password123!';
  const signup = await fetch(`${BASE}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: `Bench ${n}`, email, password }),
  });
  if (signup.status !== 201) throw new Error(`sign-up: ${signup.status} ${await signup.text()}`);
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`UPDATE users SET roles = '{renter,host}' WHERE email = $1`, [email]);
  await client.end();
  const token = await fetch(`${BASE}/api/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return `Bearer ${(await token.json()).token}`;
}

async function upload(authorization, photo, count) {
  const form = new FormData();
  for (let i = 0; i < count; i += 1)
    form.append('file', new Blob([photo], { type: 'image/jpeg' }), `p${i}.jpg`);
  const started = performance.now();
  const res = await fetch(`${BASE}/api/uploads?folder=listings`, {
    method: 'POST',
    headers: { authorization },
    body: form,
  });
  await res.text();
  return { status: res.status, ms: performance.now() - started };
}

async function burst(pid, label, hosts, photo) {
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const before = memory(pid).rss;
  resetPeak(pid);
  const started = performance.now();
  const answers = await Promise.all(hosts.map((authorization) => upload(authorization, photo, 10)));
  const ms = performance.now() - started;
  const { peak } = memory(pid);
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  const after = memory(pid).rss;
  console.log(
    `${label}: ${(ms / 1000).toFixed(1)} s, answers ${answers.map((a) => a.status).join(',')}; ` +
      `RSS before ${before.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, 10 s after ${after.toFixed(0)} MB`,
  );
}

const database = `shoreline_bench_uploads_${randomBytes(4).toString('hex')}`;
const databaseUrl = (() => {
  const url = new URL(SERVER_URL);
  url.pathname = `/${database}`;
  return url.toString();
})();
const uploadDir = mkdtempSync(path.join(os.tmpdir(), 'shoreline-bench-uploads-'));
const photo = await sharp({
  create: { width: 7730, height: 5160, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 8 } },
})
  .jpeg({ quality: 70 })
  .toBuffer();
await admin(`CREATE DATABASE ${database}`);
const server = spawn(process.execPath, ['dist/server.js'], {
  cwd: API,
  env: {
    ...process.env,
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl,
    PORT: String(PORT),
    UPLOAD_DIR: uploadDir,
    SEED_ON_EMPTY: 'false',
    LOG_LEVEL: 'warn',
    RATES_URL: '',
    JOBS_ENABLED: 'false',
    UPLOAD_RATE_LIMIT: '1000',
    AUTH_RATE_LIMIT: '1000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  for (;;) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const hosts = [];
  for (let n = 0; n < 18; n += 1) hosts.push(await host(databaseUrl, n));
  console.log(
    `photo: 7730 x 5160 (39.9 MP), ${(photo.length / 1e6).toFixed(1)} MB; ${os.cpus().length} cores`,
  );
  // Warm-up: a small image loads sharp and the route.
  await upload(hosts[17], await sharp(photo).resize(400).jpeg().toBuffer(), 1);
  await burst(server.pid, '1 request x 10 photos', [hosts[0]], photo);
  await burst(server.pid, '4 requests x 10 photos at once', hosts.slice(1, 5), photo);
  await burst(server.pid, '12 requests x 10 photos at once', hosts.slice(5, 17), photo);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  rmSync(uploadDir, { recursive: true, force: true });
}
