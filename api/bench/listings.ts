// `npm run bench -w api`: latency of GET /api/listings with a search term over real HTTP on loopback.
// Starts the app on a throwaway embedded database (or DATABASE_URL's server is NOT used: the bench
// always runs on its own PGlite unless BENCH_DATABASE_URL is set), seeds the demo marketplace plus
// BENCH_LISTINGS synthetic listings, then runs a bounded number of requests with a fixed concurrency.
import { addDays, todayIso } from '@shoreline/shared-domain/dates';
import { PROPERTY_TYPES } from '@shoreline/shared-domain/listingFacts';
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';
import { seedDemoData } from '../src/seed/seed-demo-data';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const EXTRA_LISTINGS = Number(process.env.BENCH_LISTINGS ?? 5000);
const CITIES = [
  'Lisbon',
  'Porto',
  'Biarritz',
  'Brighton',
  'Split',
  'Santa Cruz',
  'Nice',
  'Cádiz',
  'Hydra',
  'Tulum',
];
const COUNTRIES = [
  'Portugal',
  'Portugal',
  'France',
  'United Kingdom',
  'Croatia',
  'United States',
  'France',
  'Spain',
  'Greece',
  'Mexico',
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function addSyntheticListings(app: Awaited<ReturnType<typeof buildApp>>, count: number): Promise<void> {
  const host = (await app.knex('users').where({ email: 'marina@shoreline.test' }).first()) as { id: string };
  const today = todayIso();
  for (let offset = 0; offset < count; offset += 500) {
    const rows = Array.from({ length: Math.min(500, count - offset) }, (_, i) => {
      const n = offset + i;
      return {
        host_id: host.id,
        title: `Synthetic stay ${n}`,
        description: 'Bench data',
        price_per_night: 50 + (n % 200),
        address: `${n} Bench Street`,
        city: `${CITIES[n % CITIES.length]} ${n % 37}`,
        country: COUNTRIES[n % COUNTRIES.length],
        available_from: addDays(today, -(n % 60)),
        available_to: addDays(today, 100 + (n % 200)),
        created_at: new Date(Date.now() - (n + 30) * 3600_000),
        max_guests: 1 + (n % 8),
        property_type: PROPERTY_TYPES[n % PROPERTY_TYPES.length],
        bedrooms: n % 5,
        beds: 1 + (n % 6),
        bathrooms: 1 + (n % 3) * 0.5,
        amenities: [1, 2, 3, 4, 5, 6, 7, 8].filter((code) => (n + code) % 3 !== 0),
      };
    });
    const inserted = (await app.knex('listings').insert(rows).returning('id')) as { id: string }[];
    await app.knex('listing_photos').insert(
      inserted.map(({ id }) => ({
        listing_id: id,
        position: 0,
        path: 'listings/seed-lisbon-1.jpg',
        width: 1200,
        height: 800,
        variant_widths: [400, 800, 1200],
      })),
    );
  }
  await app.knex.raw('ANALYZE');
}

async function measure(base: string, url: string): Promise<void> {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next += 1;
        const t0 = performance.now();
        const res = await fetch(`${base}${url}`);
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (res.status !== 200) failures += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  console.log(
    `${url.padEnd(52)} n=${latencies.length} c=${CONCURRENCY} p50=${ms(percentile(latencies, 50))} ` +
      `p95=${ms(percentile(latencies, 95))} p99=${ms(percentile(latencies, 99))} ${(latencies.length / seconds).toFixed(0)} req/s` +
      (failures ? ` FAILURES=${failures}` : ''),
  );
}

async function main(): Promise<void> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'shoreline-bench-'));
  const config: AppConfig = {
    // The defaults of every other setting (pool, timeouts, no Redis): new settings need no edit here.
    ...loadConfig({}),
    port: 0,
    host: '127.0.0.1',
    nodeEnv: 'production',
    databaseUrl: process.env.BENCH_DATABASE_URL || null,
    dataDir: path.join(dir, 'db'),
    uploadDir: path.join(dir, 'uploads'),
    ratesUrl: '',
    publicOrigin: 'http://localhost:8080',
    seedOnEmpty: false,
    authRateLimitPerMinute: 1000,
    uploadRateLimitPerMinute: 30,
    s3: null,
    logLevel: 'warn',
    jobsEnabled: false,
  };
  const app = await buildApp(config, { logger: { level: 'warn' } });
  try {
    await seedDemoData(app.knex, app.imageStorage);
    await addSyntheticListings(app, EXTRA_LISTINGS);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    console.log(
      `${24 + EXTRA_LISTINGS} listings, database: ${config.databaseUrl ? 'Postgres' : 'embedded PGlite'}`,
    );
    await measure(base, '/api/listings?location=port&limit=12'); // warm-up run, printed too
    await measure(base, '/api/listings?location=port&limit=12');
    await measure(
      base,
      '/api/listings?location=bia&checkin=' +
        addDays(todayIso(), 20) +
        '&checkout=' +
        addDays(todayIso(), 25),
    );
    await measure(base, '/api/listings?limit=12');
  } finally {
    await app.close();
    await fs.rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
