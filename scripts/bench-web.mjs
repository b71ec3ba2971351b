#!/usr/bin/env node
// `npm run bench:web`: a benchmark of a renter's first load (issue 9), never a test and never in CI.
// Builds what is stale, starts the product on a fresh seeded database on ports of its own, runs
// Lighthouse (Debian's Chromium, flags of TOOLCHAIN.md) BENCH_RUNS times (3) on the home page, a search
// and a listing, mobile and desktop, and prints the medians: performance score, LCP, TBT, CLS and the
// JavaScript bytes, with the machine's load average (`uptime`) at each run, since milliseconds move with
// it (bytes and CLS do not). Env: BENCH_RUNS (3), BENCH_PORT (8290: the API; the shell, guest, host
// and admin take the next four), CHROME_PATH (/usr/bin/chromium).
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib/apps.mjs';
import { buildStaleApps } from './lib/builds.mjs';
import { waitForHttp } from './lib/processes.mjs';

const RUNS = Number(process.env.BENCH_RUNS) || 3;
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

function startProduct() {
  return spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs'), '--no-build', '--fresh-data'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
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

/** One Lighthouse run; resolves with the numbers of the table. */
function lighthouse(url, form) {
  const args = [
    LIGHTHOUSE,
    url,
    ...(form === 'desktop' ? ['--preset=desktop'] : []),
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
      const audit = (id) => report.audits[id]?.numericValue ?? NaN;
      const requests = report.audits['network-requests']?.details?.items ?? [];
      const jsBytes = requests
        .filter((request) => request.resourceType === 'Script')
        .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
      resolve({
        score: Math.round((report.categories.performance.score ?? 0) * 100),
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
async function lighthouseWithRetries(url, form, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouse(url, form);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(
        `  (${form} ${url}: Lighthouse failed, running it again: ${String(error).split('\n')[1] ?? error})`,
      );
    }
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function main() {
  await buildStaleApps();
  const product = startProduct();
  const stop = () =>
    new Promise((resolve) =>
      product.exitCode !== null ? resolve() : (product.once('exit', resolve), product.kill('SIGTERM')),
    );
  process.on('SIGINT', () => void stop().then(() => process.exit(130)));
  try {
    await waitForHttp(`${SHELL}/api/ready`, { timeoutMs: 180_000, child: product });
    const feed = await (await fetch(`${SHELL}/api/listings?location=portugal&limit=1`)).json();
    const listingId = feed.items[0]?.id;
    if (!listingId) throw new Error('The seeded database has no listing in Portugal');
    const pages = [
      ['home', '/'],
      ['search', '/search?location=portugal'],
      ['listing', `/listings/${listingId}`],
    ];
    const rows = [];
    for (const form of ['mobile', 'desktop']) {
      for (const [name, pathname] of pages) {
        const runs = [];
        for (let run = 1; run <= RUNS; run += 1) {
          const result = await lighthouseWithRetries(`${SHELL}${pathname}`, form);
          runs.push(result);
          console.log(
            `  ${form} ${name} run ${run}: score ${result.score}, LCP ${Math.round(result.lcp)} ms, ` +
              `TBT ${Math.round(result.tbt)} ms, CLS ${result.cls.toFixed(3)}, JS ${result.jsKb.toFixed(1)} KB, ` +
              `load ${result.load.toFixed(2)}`,
          );
        }
        const pick = (key) => median(runs.map((result) => result[key]));
        rows.push({
          page: `${name} (${pathname.length > 28 ? `${pathname.slice(0, 25)}...` : pathname})`,
          form,
          score: pick('score'),
          'LCP ms': Math.round(pick('lcp')),
          'TBT ms': Math.round(pick('tbt')),
          CLS: Number(pick('cls').toFixed(3)),
          'JS KB': Number(pick('jsKb').toFixed(1)),
          load: Number(pick('load').toFixed(2)),
        });
      }
    }
    console.log(
      `\nLighthouse medians of ${RUNS} runs (${os.cpus().length} CPUs; load = 1-minute load average):`,
    );
    console.table(rows);
  } finally {
    await stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
