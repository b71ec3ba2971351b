const fs = require('node:fs');
const path = require('node:path');
const base = require('../jest.base.cjs')({ environment: 'node' });

// Some dependencies ship ESM only (typebox, cookie, content-disposition...). Jest's CommonJS runtime
// cannot require them on Node 20, so swc turns them into CommonJS like our own sources. The list is
// read from node_modules so an upgrade that turns a package ESM-only needs no change here.
function esmOnlyPackages(root) {
  const names = [];
  for (const entry of fs.readdirSync(root)) {
    const scoped = entry.startsWith('@');
    const children = scoped ? fs.readdirSync(path.join(root, entry)).map((c) => `${entry}/${c}`) : [entry];
    for (const name of children) {
      try {
        const pkg = JSON.parse(fs.readFileSync(path.join(root, name, 'package.json'), 'utf8'));
        if (pkg.type === 'module') names.push(name);
      } catch {
        // not a package folder
      }
    }
  }
  return names;
}

// Both folders: a dependency whose version differs from the root's is installed below api/ (p-limit).
const esm = [
  '@shoreline',
  ...esmOnlyPackages(path.join(__dirname, '../node_modules')),
  ...esmOnlyPackages(path.join(__dirname, 'node_modules')),
];
const escape = (name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const swc = base.transform['^.+\\.(t|j)sx?$'];

const DATABASE_AGNOSTIC_SUITES = [
  'authorization-matrix',
  '\\.property\\.test\\.ts$',
  '/plugins/external/(cors|compress)\\.test\\.ts$',
  '/plugins/app/(cross-site-writes|json-bodies-only)\\.test\\.ts$',
  '/lib/strict-body-validator\\.test\\.ts$',
  '/lib/openapi/',
  '/routes/docs\\.test\\.ts$',
  '/routes/rates/',
  '/routes/auth/sign-in-limit\\.test\\.ts$',
  '/routes/uploads/upload-(hardening|s3)\\.test\\.ts$',
  '/src/(app-config|npm-start-signals|startup-notices)\\.test\\.ts$',
  // No database at all: parsers, planners, image and job helpers, the error handler.
  '/lib/calendars/(parse-calendar|read-calendar-events|plan-import|plan-import\\.property|sync-calendar|is-public-address|find-reserved-uid|fetch-calendar|events-of-answer)\\.test\\.ts$',
  '/lib/images/(variant-widths|to-photo|process-image|pixel-budget|image-storage|image-queue|image-proxy-conf)\\.test\\.ts$',
  '/lib/jobs/job-timings\\.test\\.ts$',
  '/lib/(handle-error|device-label|rates-cache|compile-on-first-use)\\.test\\.ts$',
  '/seed/draw-seed-image\\.test\\.ts$',
  '/test/contract-responses\\.test\\.ts$',
  // Hostile calendar feeds: what is at stake is the process (its prototypes, its event loop), not SQL.
  '/routes/calendars/hostile-feeds\\.test\\.ts$',
];

/**
 * The suite on one database. `env`: what its test files see in process.env (DATABASE_URL empty: the
 * embedded PGlite); `skipDatabaseAgnostic`: leave out the suites another database's run has.
 */
function suiteOn({ env, skipDatabaseAgnostic }) {
  return {
    ...base,
    transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
    transformIgnorePatterns: [`/node_modules/(?!(${esm.map(escape).join('|')})/)`],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    // Spares each test app a scan of jest's module registry per plugin (about a second of CPU).
    setupFiles: ['<rootDir>/src/test/plugin-display-names.ts', '<rootDir>/src/test/project-environment.ts'],
    globals: { SHORELINE_TEST_ENV: env },
    // Each test file starts its own database (a few seconds on PGlite, but well over 30 s in a
    // beforeAll when the 2-core CI machine runs other suites at the same time).
    testTimeout: 60000,
    // Tests of what only a real Postgres server has (statement_timeout, connection limits, several API
    // processes on one database) are named *.postgres.test.ts and run on Postgres only; tests that need
    // Redis (*.redis.test.ts) run when TEST_REDIS_URL names one (scripts/test.mjs sets it).
    testPathIgnorePatterns: [
      '/node_modules/',
      ...(env.DATABASE_URL ? [] : ['\\.postgres\\.']),
      ...(env.TEST_REDIS_URL ? [] : ['\\.redis\\.']),
      // On PGlite when the same run has a Postgres project: suites whose subject is not the database
      // (who may call what, fuzzed input, HTTP and upload hardening, rate limits, the rates provider,
      // S3, the OpenAPI document) give the same answer on either database.
      ...(skipDatabaseAgnostic ? DATABASE_AGNOSTIC_SUITES : []),
    ],
  };
}

// A worker is replaced once it holds more than this after a file: each file's module registry and
// embedded database are not all given back, and without a limit the two workers had grown to 2 and
// 3 GB two thirds into a run.
const WORKER_MEMORY_LIMIT = '1GB';

const postgresUrl = process.env.TEST_POSTGRES_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? '';

// `scripts/test.mjs` (npm test -w api) names the Postgres server it found in TEST_POSTGRES_URL: the
// two databases are then two projects (it runs them one after the other, `--selectProjects`). Run
// directly (`npx jest <path>`), the suite runs on the DATABASE_URL of the environment, or PGlite.
module.exports = postgresUrl
  ? {
      // Run-wide options: jest ignores them inside a project.
      testTimeout: 60000,
      workerIdleMemoryLimit: WORKER_MEMORY_LIMIT,
      projects: [
        {
          ...suiteOn({ env: { DATABASE_URL: '', TEST_REDIS_URL: '' }, skipDatabaseAgnostic: true }),
          displayName: 'PGlite',
        },
        {
          ...suiteOn({
            env: { DATABASE_URL: postgresUrl, TEST_REDIS_URL: redisUrl },
            skipDatabaseAgnostic: false,
          }),
          displayName: 'Postgres',
        },
      ],
    }
  : {
      ...suiteOn({ env: { DATABASE_URL: process.env.DATABASE_URL ?? '', TEST_REDIS_URL: redisUrl } }),
      workerIdleMemoryLimit: WORKER_MEMORY_LIMIT,
    };
