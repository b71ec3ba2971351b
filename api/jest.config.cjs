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

module.exports = {
  ...base,
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(${esm.map(escape).join('|')})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  // Spares each test app a scan of jest's module registry per plugin (about a second of CPU).
  setupFiles: ['<rootDir>/src/test/plugin-display-names.ts'],
  // Each test file starts its own database (a few seconds on PGlite, but well over 30 s in a
  // beforeAll when the 2-core CI machine runs other suites at the same time).
  testTimeout: 60000,
  // Tests of what only a real Postgres server has (statement_timeout, connection limits, several API
  // processes on one database) are named *.postgres.test.ts and run in the Postgres pass only; tests
  // that need Redis (*.redis.test.ts) run when TEST_REDIS_URL names one (scripts/test.mjs sets it).
  testPathIgnorePatterns: [
    '/node_modules/',
    ...(process.env.DATABASE_URL ? [] : ['\\.postgres\\.']),
    ...(process.env.TEST_REDIS_URL ? [] : ['\\.redis\\.']),
    // Set by scripts/test.mjs for the PGlite pass when a Postgres pass runs these: suites whose
    // subject is not the database (who may call what, fuzzed input, HTTP and upload hardening, rate
    // limits, the rates provider, S3, the OpenAPI document) give the same answer on either database.
    ...(process.env.SKIP_DATABASE_AGNOSTIC_TESTS ? DATABASE_AGNOSTIC_SUITES : []),
  ],
};
