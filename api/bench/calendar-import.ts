// `npm run bench:calendar -w api` (issue 20, item 2; a benchmark, not a test):
//  1. planImport on 5,000 events (a channel manager's one-night stays every other night, one in three
//     running into the next) against 500 stays and blocks: median of BENCH_PLAN_ROUNDS rounds.
//     Target: ≤ 50 ms (the quadratic planner took ~15 s; BENCH_REFERENCE=1 times it once).
//  2. GET /api/health p99 on a running API (a test app listening on a free port; Postgres when
//     DATABASE_URL or 127.0.0.1:5432 answers, else embedded PGlite) while "Sync now" imports a
//     ~570 KB / 4,999-event feed served by a local HTTP server, BENCH_IMPORT_ROUNDS times; the same
//     without an import as the baseline. Target: p99 ≤ 50 ms.
// Prints `uptime` with the numbers: on a shared 2-core machine they mean little without the load.
import { addDays } from '@shoreline/shared-domain/dates';
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { planImport } from '../src/lib/calendars/plan-import';
import { referencePlan } from '../src/test/reference-plan-import';
import { buildTestApp, type TestApp, type TestUser } from '../src/test/build-test-app';
import { manyEventsFeed, startCalendarServer } from '../src/test/calendar-server';

const PLAN_ROUNDS = Number(process.env.BENCH_PLAN_ROUNDS ?? 15);
const IMPORT_ROUNDS = Number(process.env.BENCH_IMPORT_ROUNDS ?? 5);
const HEALTH_GAP_MS = 5;
const NOW = new Date('2030-03-01T12:00:00Z');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;
const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();

function planInput() {
  const events = Array.from({ length: 5000 }, (_, index) => ({
    startDate: addDays('2030-01-01', index * 2),
    endDate: addDays('2030-01-01', index * 2 + (index % 3 === 0 ? 3 : 1)),
    summary: 'Reserved',
  }));
  const range = (offset: number, nights: number) => ({
    start: addDays('2030-01-01', offset),
    end: addDays('2030-01-01', offset + nights),
  });
  const stays = Array.from({ length: 200 }, (_, i) => range(i * 47 + 5, 4));
  const blocks = Array.from({ length: 300 }, (_, i) => range(i * 31 + 11, 2));
  return { events, taken: { stays, blocks } };
}

function benchPlanning(): { medianMs: number; minMs: number; maxMs: number } {
  const { events, taken } = planInput();
  const times: number[] = [];
  for (let round = 0; round < PLAN_ROUNDS; round += 1) {
    const started = performance.now();
    planImport(events, taken, '2030-01-01');
    times.push(performance.now() - started);
  }
  return { medianMs: median(times), minMs: Math.min(...times), maxMs: Math.max(...times) };
}

/** The quadratic planner of issue 12 (each event against an ever-growing list), timed once. */
function benchReference(): number {
  const { events, taken } = planInput();
  const started = performance.now();
  referencePlan(events, taken, '2030-01-01');
  return performance.now() - started;
}

/** Whether a Postgres server answers at `url` (then the app gets a database of its own on it). */
async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** GET /api/health back to back (HEALTH_GAP_MS apart) until `until` settles; each latency in ms. */
async function healthLatencies(base: string, until: Promise<unknown>): Promise<number[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const latencies: number[] = [];
  let done = false;
  void until.finally(() => {
    done = true;
  });
  while (!done) {
    const started = performance.now();
    await new Promise<void>((resolve, reject) => {
      http
        .get(`${base}/api/health`, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve());
        })
        .on('error', reject);
    });
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, HEALTH_GAP_MS));
  }
  agent.destroy();
  return latencies;
}

async function syncNow(base: string, host: TestUser, listingId: string, calendarId: string) {
  const started = performance.now();
  const res = await fetch(`${base}/api/listings/${listingId}/calendars/${calendarId}/sync`, {
    method: 'POST',
    headers: host.headers,
  });
  const body = (await res.json()) as { lastError: string | null; eventCount: number };
  if (res.status !== 200 || body.lastError)
    throw new Error(`sync failed: ${res.status} ${JSON.stringify(body)}`);
  return { ms: performance.now() - started, events: body.eventCount };
}

async function benchImport(t: TestApp) {
  const feeds = await startCalendarServer();
  const feed = manyEventsFeed(4999);
  feeds.routes.set('/feed.ics', { body: feed });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  try {
    const baseline = await healthLatencies(base, new Promise((resolve) => setTimeout(resolve, 3000)));
    const during: number[] = [];
    const imports: number[] = [];
    let events = 0;
    // A host per round: "Sync now" is limited to 10 per host and 10 minutes.
    for (let round = 0; round <= IMPORT_ROUNDS; round += 1) {
      const host = await t.createUser({ roles: ['renter', 'host'] });
      const listingId = await t.createListing(host);
      const calendar = await t.app.externalCalendarsRepository.create(listingId, {
        name: 'Channel manager',
        url: feeds.url('/feed.ics'),
      });
      const sync = syncNow(base, host, listingId, calendar.id);
      const latencies = await healthLatencies(base, sync);
      const result = await sync;
      if (round === 0) continue; // warm-up: the first worker and the first big insert
      during.push(...latencies);
      imports.push(result.ms);
      events = result.events;
    }
    return { feedBytes: Buffer.byteLength(feed), events, baseline, during, imports };
  } finally {
    await feeds.close();
  }
}

async function main() {
  console.log(`load before: ${uptime()}`);
  const plan = benchPlanning();
  const reference = process.env.BENCH_REFERENCE === '1' ? benchReference() : null;
  console.log(`load after planning: ${uptime()}`);

  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const onPostgres = await postgresAnswers(serverUrl);
  if (onPostgres) process.env.DATABASE_URL = serverUrl;
  else delete process.env.DATABASE_URL;
  const t = await buildTestApp();
  t.setNow(NOW);
  let result;
  try {
    result = await benchImport(t);
  } finally {
    await t.close();
  }
  const load = uptime();

  const rows: [string, string, string][] = [
    ['planImport, 5,000 events (median)', ms(plan.medianMs), '≤ 50 ms'],
    ['planImport, min / max', `${ms(plan.minMs)} / ${ms(plan.maxMs)}`, ''],
  ];
  if (reference !== null) rows.push(['quadratic planner (issue 12), once', ms(reference), '']);
  rows.push(
    [
      `import of ${(result.feedBytes / 1024).toFixed(0)} KB / 4,999 events (median)`,
      ms(median(result.imports)),
      '',
    ],
    ['  events imported (not over by the clock)', String(result.events), ''],
    ['/api/health p99 during imports', ms(percentile(result.during, 99)), '≤ 50 ms'],
    [
      '/api/health p50 / max during imports',
      `${ms(percentile(result.during, 50))} / ${ms(Math.max(...result.during))}`,
      '',
    ],
    ['/api/health requests during imports', String(result.during.length), ''],
    ['/api/health p99 without import', ms(percentile(result.baseline, 99)), ''],
  );
  console.log(
    `\ncalendar import (${onPostgres ? 'Postgres' : 'PGlite'}, ${IMPORT_ROUNDS} import rounds, ${PLAN_ROUNDS} planning rounds)`,
  );
  const width = Math.max(...rows.map(([label]) => label.length));
  for (const [label, value, target] of rows)
    console.log(`${label.padEnd(width)}  ${value.padStart(18)}  ${target}`);
  console.log(`\nload after imports: ${load}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
