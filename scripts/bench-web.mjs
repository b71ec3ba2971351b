#!/usr/bin/env node
// `npm run bench:web`: a benchmark of first loads (issues 9 and 21), never a test and never in CI.
// Builds what is stale and serves a copy of the builds (lib/benchSnapshot.mjs: BENCH_LOCK), starts the
// product on a fresh seeded database on ports of its own, runs Lighthouse (Debian's Chromium, flags of
// TOOLCHAIN.md) BENCH_RUNS times (5) on the home page, a search and a listing, and, signed in through
// the session cookie (sent by Lighthouse with every request), a host's My Listings and calendar and the
// admin's host requests, mobile and desktop, and prints the medians: performance score, FCP, LCP, TBT,
// CLS and the JavaScript bytes, with the machine's load average (`uptime`) at each run, since
// milliseconds move with it (bytes and CLS do not). Env: BENCH_RUNS (5), BENCH_PORT (8290: the API;
// the shell, guest, host and admin take the next four), CHROME_PATH (/usr/bin/chromium), BENCH_PAGES
// (names of the pages to run, comma-separated, e.g. `home,listing`; default all), BENCH_REPORTS (a
// folder: each run's Lighthouse report is written there as JSON).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib/apps.mjs';
import { snapshotApps } from './lib/benchSnapshot.mjs';
import { median } from './lib/measureHttp.mjs';
import { uptimeLine } from './lib/procStats.mjs';
import { waitForHttp } from './lib/processes.mjs';

const RUNS = Number(process.env.BENCH_RUNS) || 5;
const base = Number(process.env.BENCH_PORT) || 8290;
const ports = { api: base, shell: base + 1, guest: base + 2, host: base + 3, admin: base + 4 };
const SHELL = `http://localhost:${ports.shell}`;
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
].join(' ');
const LIGHTHOUSE = path.join(ROOT, 'node_modules/lighthouse/cli/index.js');
/** The seed's demo accounts (the host and the admin sign in). */
const DEMO_ACCOUNTS = JSON.parse(fs.readFileSync(path.join(ROOT, 'api/src/seed/demo-accounts.json'), 'utf8'));

/** `npm start` on a fresh database, serving the copies of the builds in `distRoot`. */
function startProduct(distRoot) {
  return spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs'), '--no-build', '--fresh-data'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      APPS_DIST_ROOT: distRoot,
      PORT: String(ports.api),
      SHELL_PORT: String(ports.shell),
      GUEST_PORT: String(ports.guest),
      HOST_PORT: String(ports.host),
      ADMIN_PORT: String(ports.admin),
      RATES_URL: '',
      LOG_LEVEL: 'warn',
    },
  });
}

/** One Lighthouse run (with `cookie`: sent with every request, a signed-in visit); resolves with the numbers of the table. */
function lighthouse(url, form, cookie) {
  const args = [
    LIGHTHOUSE,
    url,
    ...(form === 'desktop' ? ['--preset=desktop'] : []),
    ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
    '--only-categories=performance',
    `--chrome-flags=${CHROME_FLAGS}`,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, CHROME_PATH: CHROME } });
    let out = '';
    let errors = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited with ${code} for ${url}:\n${errors}`));
      const report = JSON.parse(out);
      if (process.env.BENCH_REPORTS) {
        // Every run's whole report, to read its audits (render-blocking resources, LCP phases, ...).
        fs.mkdirSync(process.env.BENCH_REPORTS, { recursive: true });
        const name = `${form}-${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
        fs.writeFileSync(path.join(process.env.BENCH_REPORTS, name), out);
      }
      // A guarded page that did not see the session sends the browser to /signin: that is no measure of it.
      const shown = new URL(report.finalDisplayedUrl ?? url);
      if (shown.pathname !== new URL(url).pathname)
        return reject(new Error(`lighthouse: ${url} ended on ${shown.pathname} (not signed in?)`));
      const audit = (id) => report.audits[id]?.numericValue ?? NaN;
      const requests = report.audits['network-requests']?.details?.items ?? [];
      const jsBytes = requests
        .filter((request) => request.resourceType === 'Script')
        .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
      resolve({
        score: Math.round((report.categories.performance.score ?? 0) * 100),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        jsKb: jsBytes / 1024,
        load: os.loadavg()[0],
      });
    });
  });
}

/**
 * Lighthouse on a busy machine now and then loses its trace (NO_NAVSTART, "run Lighthouse again"):
 * a failed run is run again (twice at most) instead of ending the whole benchmark.
 */
async function lighthouseWithRetries(url, form, cookie, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouse(url, form, cookie);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(
        `  (${form} ${url}: Lighthouse failed, running it again: ${String(error).split('\n')[1] ?? error})`,
      );
    }
  }
}

/** The session cookie of a demo account, signed in through the API (as the sign-in form does). */
async function sessionCookie(email, password) {
  const response = await fetch(`${SHELL}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SHELL },
    body: JSON.stringify({ email, password, remember: false }),
  });
  if (response.status !== 200) throw new Error(`Signing in ${email} answered ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  if (!cookie.includes('shoreline_session=')) throw new Error(`Signing in ${email} set no session cookie`);
  return cookie;
}

/** The pages measured: [name, path, cookie of the account that opens it (none: a renter signed out)]. */
async function pagesToMeasure() {
  const feed = await (await fetch(`${SHELL}/api/listings?location=portugal&limit=1`)).json();
  const listingId = feed.items[0]?.id;
  if (!listingId) throw new Error('The seeded database has no listing in Portugal');
  const account = (key) => DEMO_ACCOUNTS.find((demo) => demo.key === key);
  const host = await sessionCookie(account('marina').email, account('marina').password);
  const admin = await sessionCookie(account('admin').email, account('admin').password);
  const own = await (await fetch(`${SHELL}/api/host/listings`, { headers: { cookie: host } })).json();
  // A list, or a page of one ({ items }).
  const ownList = Array.isArray(own) ? own : own?.items;
  const ownId = Array.isArray(ownList) ? ownList[0]?.id : undefined;
  const only = (process.env.BENCH_PAGES ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!ownId && (only.length === 0 || only.includes('host calendar')))
    throw new Error('The seeded host has no listing: no calendar to measure');
  const pages = [
    ['home', '/', null],
    ['search', '/search?location=portugal', null],
    ['listing', `/listings/${listingId}`, null],
    ['host listings', '/listings/manage', host],
    ['host calendar', `/listings/${ownId}/calendar`, host],
    ['admin requests', '/admin/host-requests', admin],
  ];
  return only.length ? pages.filter(([name]) => only.includes(name)) : pages;
}

async function main() {
  const distRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'shoreline-bench-web-'));
  await snapshotApps(distRoot);
  const product = startProduct(distRoot);
  const stop = () =>
    new Promise((resolve) =>
      product.exitCode !== null ? resolve() : (product.once('exit', resolve), product.kill('SIGTERM')),
    ).then(() => fs.rmSync(distRoot, { recursive: true, force: true }));
  process.on('SIGINT', () => void stop().then(() => process.exit(130)));
  try {
    await waitForHttp(`${SHELL}/api/ready`, { timeoutMs: 180_000, child: product });
    const pages = await pagesToMeasure();
    const rows = [];
    for (const form of ['mobile', 'desktop']) {
      for (const [name, pathname, cookie] of pages) {
        const runs = [];
        for (let run = 1; run <= RUNS; run += 1) {
          const result = await lighthouseWithRetries(`${SHELL}${pathname}`, form, cookie);
          runs.push(result);
          console.log(
            `  ${form} ${name} run ${run}: score ${result.score}, FCP ${Math.round(result.fcp)} ms, ` +
              `LCP ${Math.round(result.lcp)} ms, TBT ${Math.round(result.tbt)} ms, CLS ${result.cls.toFixed(3)}, ` +
              `JS ${result.jsKb.toFixed(1)} KB, load ${result.load.toFixed(2)}`,
          );
        }
        const pick = (key) => median(runs.map((result) => result[key]));
        rows.push({
          page: `${name} (${pathname.length > 28 ? `${pathname.slice(0, 25)}...` : pathname})`,
          form,
          score: pick('score'),
          'FCP ms': Math.round(pick('fcp')),
          'LCP ms': Math.round(pick('lcp')),
          'TBT ms': Math.round(pick('tbt')),
          CLS: Number(pick('cls').toFixed(3)),
          'JS KB': Number(pick('jsKb').toFixed(1)),
          load: Number(pick('load').toFixed(2)),
        });
      }
    }
    console.log(
      `\nLighthouse medians of ${RUNS} runs (${os.cpus().length} CPUs; load = 1-minute load average); ${uptimeLine()}`,
    );
    console.table(rows);
    console.log(
      'Targets (issue 21, mobile): home, search, listing LCP <= 1600 ms, FCP <= 1200 ms, TBT <= 100 ms, CLS 0, ' +
        'score >= 98; host and admin pages LCP <= 2500 ms; desktop score 100.',
    );
  } finally {
    await stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
