// Browser tests of the whole product in Debian's Chromium (TOOLCHAIN.md: never `playwright install`).
// The webServer starts everything on the e2e ports with a fresh database (Postgres when
// scripts/test-e2e.mjs could make one, else embedded; deleted after the run) and no exchange-rate
// provider (RATES_URL empty: the fallback rates), so every run starts from the same demo data. The
// apps must be built first: `node scripts/test-e2e.mjs` does that.
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_PORTS, SHELL_URL } from './fixtures/ports';

const ROOT = path.resolve(__dirname, '..');

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // `npm run dev`'s own test builds all four apps again in development mode (minutes of both cores):
  // it runs alone, `npm run test:e2e:dev`, so `npm test` stays within CI's 25 minutes.
  testIgnore: process.env.E2E_DEV_MODE ? [] : ['**/shell/dev-mode.spec.ts'],
  outputDir: path.join(ROOT, 'test-results/artifacts'),
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  // Several tests walk many screens (axe scans, the calendar by mouse and keyboard); on a 2-core
  // machine that also runs the five servers and Chromium, 30 s was too tight for them.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: path.join(ROOT, 'playwright-report'), open: 'never' }]],
  use: {
    baseURL: SHELL_URL,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      // The run's mailbox: the API sends its emails here (SMTP_URL below), tests read them back.
      command: `node e2e/fixtures/mail-sink.mjs ${E2E_PORTS.mailSmtp} ${E2E_PORTS.mailHttp}`,
      cwd: ROOT,
      url: `http://127.0.0.1:${E2E_PORTS.mailHttp}/messages`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node scripts/start.mjs --no-build --fresh-data',
      cwd: ROOT,
      url: `${SHELL_URL}/api/ready`,
      timeout: 180_000,
      reuseExistingServer: false,
      // SIGTERM lets the start script stop the API and delete the temporary database.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(E2E_PORTS.api),
        SHELL_PORT: String(E2E_PORTS.shell),
        GUEST_PORT: String(E2E_PORTS.guest),
        HOST_PORT: String(E2E_PORTS.host),
        ADMIN_PORT: String(E2E_PORTS.admin),
        RATES_URL: '',
        LOG_LEVEL: 'warn',
        // A fresh Postgres database scripts/test-e2e.mjs made for the run, or '' for a fresh embedded
        // one (never a DATABASE_URL of the environment: every run starts from the demo data).
        DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
        SMTP_URL: `smtp://127.0.0.1:${E2E_PORTS.mailSmtp}`,
      },
    },
  ],
});
