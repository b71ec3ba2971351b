// `npm run bench:scale -w api` (issue 10; not part of npm test): the API against the same SQL at
// marketplace scale. For each scale (BENCH_SCALES, default 100000 and 10000 listings) it creates a
// database on DATABASE_URL's server (default the local Postgres), loads it with generate_series
// (bench/scale/load-data.ts) and starts the compiled API (`node dist/server.js`) on it; then, in
// BENCH_ROUNDS rounds, each query shape at every scale back to back: wrk (autocannon where wrk is
// missing) on the API and pgbench on the exact statements the API sends (its own builders), at 50
// connections (throughput) and at 4 (latency). It prints one table of medians. BENCH_SECONDS per
// measurement (default 10); BENCH_REUSE=1 keeps an already loaded database; BENCH_PORT (default
// 4100) is the first API's port, the next scale's the one after; BENCH_SHAPES (a regular
// expression) keeps only the shapes it matches. At 50 connections it also reads the CPU each
// request costs (scale/cpu.ts): on a machine whose cores are all busy, that, not waiting, is what
// sets the ratio.
import { addDays, earliestTodayOnEarth } from '@shoreline/shared-domain/dates';
import { NO_FACT_FILTERS, type FactFilters } from '@shoreline/shared-domain/factFilters';
import { toEurPriceBounds } from '@shoreline/shared-domain/searchFilters';
import type { ListingSort } from '@shoreline/shared-domain/types';
import { spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createKnex } from '../src/db/connect-database';
import { favouritesPageSql } from '../src/db/favourites-page-sql';
import { databaseUrl } from '../src/db/database-url';
import { listingPageSql } from '../src/db/listing-page-sql';
import { likePattern, searchQuery, searchSql, type SearchSqlQuery } from '../src/db/listing-search-sql';
import { migrateToLatest } from '../src/db/migration-source';
import { decodeSearchCursor } from '../src/db/search-cursor';
import { hashPassword } from '../src/lib/password';
import type { NamedQuery } from '../src/db/run-named-query';
import { LISTING_PAGE_REVIEWS } from '../src/routes/listings/get-listing-page';
import { FAN_EMAIL, loadData, loadFavourites, TERMS } from './scale/load-data';
import { withCpuUse, type CpuUse } from './scale/cpu';
import { startApi } from './start-api';
import { measureApi, measureSql, type Result } from './scale/measure';

const SERVER = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SCALES = (process.env.BENCH_SCALES ?? '100000,10000').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 4100);
const REUSE = process.env.BENCH_REUSE === '1';
/** Only the shapes whose name matches (a regular expression), e.g. BENCH_SHAPES='mid|feed'. */
const ONLY = process.env.BENCH_SHAPES ? new RegExp(process.env.BENCH_SHAPES) : null;
const API_DIR = path.resolve(__dirname, '..');

interface Shape {
  name: string;
  url: string;
  sql: NamedQuery[];
  /** A signed-in person's own list: their session cookie. */
  headers?: Record<string, string>;
}

/** The renter of the favourites shapes (load-data gives them ~500 favourites) and their password. */
const FAN = { email: FAN_EMAIL, password: 'Bench-Fan-2026' };

/**
 * Gives the fan a password the API accepts (load-data's hashes are placeholders) and, on a database
 * loaded before favourites existed (BENCH_REUSE=1), the favourites; returns the fan's id.
 */
async function prepareFan(url: string, scale: number): Promise<string> {
  const db = createKnex(url, { databasePoolMax: 1 });
  try {
    if (!(await db('favourites').first('user_id'))) await loadFavourites(db, scale);
    await db('users')
      .where({ email: FAN.email })
      .update({ password_hash: await hashPassword(FAN.password) });
    const row = (await db('users').where({ email: FAN.email }).first('id')) as { id: string };
    return row.id;
  } finally {
    await db.destroy();
  }
}

/** The fan's session cookie on the API at `base` (a day-long session: longer than any run). */
async function signInFan(base: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(FAN),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!res.ok || !cookie) throw new Error(`the fan could not sign in: ${res.status} ${await res.text()}`);
  return { cookie };
}

async function prepareDatabase(scale: number): Promise<{ url: string; quietId: string; busyId: string }> {
  const name = `shoreline_bench_${scale}`;
  const url = databaseUrl(SERVER, name);
  const admin = createKnex(SERVER, { databasePoolMax: 1 });
  try {
    const exists = (await admin.raw('SELECT 1 FROM pg_database WHERE datname = ?', [name])).rows.length > 0;
    if (exists && REUSE) {
      const db = createKnex(url, { databasePoolMax: 2 });
      await migrateToLatest(db);
      const rows = (await db('listings')
        .whereIn('title', ['Bench quiet', 'Bench busy'])
        .select('id', 'title')) as {
        id: string;
        title: string;
      }[];
      await db.destroy();
      const quiet = rows.find((row) => row.title === 'Bench quiet');
      const busy = rows.find((row) => row.title === 'Bench busy');
      if (quiet && busy) return { url, quietId: quiet.id, busyId: busy.id };
    }
    await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.raw(`CREATE DATABASE ${name}`);
  } finally {
    await admin.destroy();
  }
  const started = Date.now();
  // Migrations take a startup lock on one connection and migrate on another.
  const migrator = createKnex(url, { databasePoolMax: 2 });
  try {
    await migrateToLatest(migrator);
  } finally {
    await migrator.destroy();
  }
  // One connection: the loader's temporary tables live on it.
  const db = createKnex(url, { databasePoolMax: 1 });
  try {
    const ids = await loadData(db, scale);
    console.log(`loaded ${scale} listings in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    return { url, ...ids };
  } finally {
    await db.destroy();
  }
}

/** Ten days out, about one listing in five is taken (load-data's stays): dated searches exclude some. */
function benchStay(): { checkin: string; checkout: string } {
  const today = earliestTodayOnEarth(new Date());
  return { checkin: addDays(today, 10), checkout: addDays(today, 13) };
}

/** The two-amenities search with dates: its first page, and (with `cursor`) the page after it. */
const AMENITIES_SEARCH = { location: TERMS.common, amenities: 'wifi,parking' };

/** The cursor of the second page of the two-amenities search, as the API gives it. */
async function amenitiesPageTwo(base: string): Promise<string> {
  const res = await fetch(
    `${base}/api/listings?${new URLSearchParams({ ...AMENITIES_SEARCH, ...benchStay() })}`,
  );
  const page = (await res.json()) as { nextCursor: string | null };
  if (!page.nextCursor) throw new Error('the two-amenities search has a single page');
  return page.nextCursor;
}

function shapes(
  ids: { quietId: string; busyId: string },
  fan: { id: string; headers: Record<string, string> },
  pageTwo: string,
): Shape[] {
  const today = earliestTodayOnEarth(new Date());
  const stay = benchStay();
  const search = (name: string, params: Record<string, string>, query: Partial<SearchSqlQuery>): Shape => ({
    name,
    url: `/api/listings?${new URLSearchParams(params)}`,
    sql: [
      searchSql(searchQuery({ pattern: params.location ? likePattern(params.location) : null, ...query })),
    ],
  });
  const list: Shape[] = [];
  for (const [kind, term] of Object.entries(TERMS)) {
    list.push(search(`search ${kind} "${term}"`, { location: term }, {}));
    list.push(search(`search ${kind} + dates`, { location: term, ...stay }, { stay }));
  }
  const { minEur, maxEur } = toEurPriceBounds({ minPrice: 100, maxPrice: 300 }, 1);
  list.push(
    search(
      'search mid + price 100-300',
      { location: TERMS.mid, minPrice: '100', maxPrice: '300' },
      { minEur, maxEur },
    ),
  );
  for (const sort of ['price-asc', 'price-desc', 'top-rated'] as ListingSort[]) {
    list.push(search(`search mid, ${sort}`, { location: TERMS.mid, sort }, { sort }));
  }
  list.push(
    search('search common, top-rated', { location: TERMS.common, sort: 'top-rated' }, { sort: 'top-rated' }),
  );
  list.push(search('home feed', { limit: '8' }, { limit: 8 }));
  // The facts filters (issue 24), on the common term: its 8,000 listings (at 100k) are walked and
  // counted on the place indexes, whose copies of the facts the filters read.
  const facts = (changes: Partial<FactFilters>): FactFilters => ({ ...NO_FACT_FILTERS, ...changes });
  list.push(
    search('search + guests 4', { location: TERMS.common, guests: '4' }, { facts: facts({ guests: 4 }) }),
  );
  list.push(
    search(
      'search type villa + 2 bedrooms',
      { location: TERMS.common, type: 'villa', minBedrooms: '2' },
      { facts: facts({ propertyTypes: ['villa'], minBedrooms: 2 }) },
    ),
  );
  const amenities = facts({ amenities: ['wifi', 'parking'] });
  list.push(search('two amenities with dates', { ...AMENITIES_SEARCH, ...stay }, { stay, facts: amenities }));
  // The same walk without the total (a later page counts nothing): what the page alone costs.
  list.push(
    search(
      'two amenities with dates, page 2',
      { ...AMENITIES_SEARCH, ...stay, cursor: pageTwo },
      { stay, facts: amenities, cursor: decodeSearchCursor(pageTwo, 'newest') },
    ),
  );
  list.push(search('search + guests 4, no place', { guests: '4' }, { facts: facts({ guests: 4 }) }));
  for (const [label, id] of [
    ['listing page, no stays', ids.quietId],
    ['listing page, 500 past', ids.busyId],
  ]) {
    list.push({
      name: label!,
      url: `/api/listings/${id}/page`,
      sql: [listingPageSql(id!, today, LISTING_PAGE_REVIEWS)],
    });
  }
  // Issue 24 item 6: a page of the ~500 favourites of one renter, newest saved first, and with dates.
  for (const [label, dates] of [
    ['favourites list', null],
    ['favourites list + dates', stay],
  ] as const) {
    list.push({
      name: label,
      url: `/api/me/favourites${dates ? `?${new URLSearchParams(dates)}` : ''}`,
      sql: [favouritesPageSql({ userId: fan.id, stay: dates, after: null, limit: 12 })],
      headers: fan.headers,
    });
  }
  return list;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
type Row = {
  api50: Result[];
  sql50: Result[];
  api4: Result[];
  sql4: Result[];
  /** CPU µs per request at 50 connections: the whole machine's, and the API process's share. */
  apiCpu: { machine: number; node: number }[];
  sqlCpu: number[];
};
const emptyRow = (): Row => ({ api50: [], sql50: [], api4: [], sql4: [], apiCpu: [], sqlCpu: [] });
/** Cores busy ÷ requests per second: the CPU one request costs, in µs (NaN without /proc). */
const perRequestUs = (cores: number | undefined, perSecond: number) =>
  cores === undefined ? NaN : (cores / Math.max(1, perSecond)) * 1e6;

async function main(): Promise<void> {
  console.log(`building the API (node dist/server.js, as in production)...`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: API_DIR, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('build failed');
  const results = new Map<string, Map<number, Row>>();
  // The API's own floor: a request that sends no SQL (GET /api/health), measured in every round. A
  // search cannot be served faster than this, whatever its SQL costs.
  const floor: number[] = [];
  const floorCpu: number[] = [];
  // Every scale's API runs at once (ports PORT, PORT + 1, ...) and each round measures a shape at
  // every scale back to back: the growth column compares measurements seconds apart, not minutes,
  // so a machine that speeds up or slows down meanwhile moves both.
  const targets: { scale: number; url: string; api: ChildProcess; base: string; shapes: Shape[] }[] = [];
  try {
    for (const [index, scale] of SCALES.entries()) {
      const db = await prepareDatabase(scale);
      const port = PORT + index;
      const fanId = await prepareFan(db.url, scale);
      const api = await startApi(db.url, port);
      const base = `http://127.0.0.1:${port}`;
      const list = shapes(db, { id: fanId, headers: await signInFan(base) }, await amenitiesPageTwo(base));
      targets.push({ scale, url: db.url, api, base, shapes: list });
      // Warm-up: every statement prepared on the API's connections and in the cache.
      for (const shape of list) await measureApi(`${base}${shape.url}`, 10, 1, shape.headers);
    }
    const names = targets[0]!.shapes.map((shape) => shape.name).filter((name) => !ONLY || ONLY.test(name));
    for (let round = 1; round <= ROUNDS; round += 1) {
      console.log(`round ${round}/${ROUNDS}`);
      for (const target of targets) {
        const health = await withCpuUse(target.api.pid, () =>
          measureApi(`${target.base}/api/health`, 50, SECONDS),
        );
        floor.push(health.result.perSecond);
        floorCpu.push(perRequestUs(health.cpu?.machineCores, health.result.perSecond));
      }
      for (const name of names) {
        for (const target of targets) {
          const shape = target.shapes.find((candidate) => candidate.name === name)!;
          const url = `${target.base}${shape.url}`;
          const byScale = results.get(name) ?? new Map<number, Row>();
          results.set(name, byScale);
          const row = byScale.get(target.scale) ?? emptyRow();
          byScale.set(target.scale, row);
          const api50 = await withCpuUse(target.api.pid, () => measureApi(url, 50, SECONDS, shape.headers));
          const sql50 = await withCpuUse(undefined, () => measureSql(target.url, shape.sql, 50, SECONDS));
          row.api50.push(api50.result);
          row.sql50.push(sql50.result);
          row.apiCpu.push(cpuPerRequest(api50.cpu, api50.result.perSecond));
          row.sqlCpu.push(perRequestUs(sql50.cpu?.machineCores, sql50.result.perSecond));
          row.api4.push(await measureApi(url, 4, SECONDS, shape.headers));
          row.sql4.push(measureSql(target.url, shape.sql, 4, SECONDS));
        }
      }
    }
  } finally {
    for (const target of targets) target.api.kill();
  }
  print(results, median(floor), median(floorCpu));
}

function cpuPerRequest(cpu: CpuUse | null, perSecond: number): { machine: number; node: number } {
  return {
    machine: perRequestUs(cpu?.machineCores, perSecond),
    node: perRequestUs(cpu?.apiCores, perSecond),
  };
}

function print(results: Map<string, Map<number, Row>>, floorPerSecond: number, floorCpuUs: number): void {
  const f = (value: number, digits = 1) => value.toFixed(digits);
  const lines = [
    `| shape | listings | API req/s (50 c) | raw q/s (50 c) | ratio | API p50/p99 ms (4 c) | raw p50/p99 ms (4 c) | raw p50 vs ${Math.min(...SCALES)} | CPU µs/req API (node) | CPU µs/q raw | CPU-bound ratio |`,
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const [name, byScale] of results) {
    const smallest = byScale.get(Math.min(...SCALES));
    for (const [scale, row] of byScale) {
      const api50 = median(row.api50.map((r) => r.perSecond));
      const sql50 = median(row.sql50.map((r) => r.perSecond));
      const sqlP50 = median(row.sql4.map((r) => r.p50));
      const growth = smallest ? sqlP50 / Math.max(0.001, median(smallest.sql4.map((r) => r.p50))) : 1;
      const apiCpu = median(row.apiCpu.map((c) => c.machine));
      const sqlCpu = median(row.sqlCpu);
      lines.push(
        `| ${name} | ${scale} | ${f(api50, 0)} | ${f(sql50, 0)} | ${f(api50 / sql50, 2)} | ` +
          `${f(median(row.api4.map((r) => r.p50)))} / ${f(median(row.api4.map((r) => r.p99)))} | ` +
          `${f(sqlP50, 2)} / ${f(median(row.sql4.map((r) => r.p99)), 2)} | ${f(growth, 2)}× | ` +
          `${f(apiCpu, 0)} (${f(median(row.apiCpu.map((c) => c.node)), 0)}) | ${f(sqlCpu, 0)} | ${f(sqlCpu / apiCpu, 2)} |`,
      );
    }
  }
  console.log(
    `\nmedians of ${ROUNDS} round(s) of ${SECONDS} s; pgbench -M prepared, one transaction = the statements of one request\n`,
  );
  console.log(lines.join('\n'));
  console.log(
    `\nGET /api/health (no SQL), 50 c: ${f(floorPerSecond, 0)} req/s and ${f(floorCpuUs, 0)} CPU µs per request, the most any API request can reach here`,
  );
  console.log(
    `CPU µs per request = cores busy (the whole machine: API, Postgres, load generator; /proc/stat) ÷ ` +
      `requests per second, at 50 connections; (node) is the API process's share. With every core busy, ` +
      `API ÷ raw throughput cannot pass raw CPU ÷ API CPU: the last column.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
