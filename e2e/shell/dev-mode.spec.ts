// `npm run test:e2e:dev` (not part of `npm test`: it builds every app again). `npm run dev` (issue 23 item 8): the development builds (webpack watch) must render, under the same
// CSP as production, which refuses eval and inline styles: eval source maps once left a blank page.
// The dev builds go to a temporary folder (APPS_DIST_ROOT), so the production builds the other tests
// serve stay as they are; the API is the run's own (START_API=false).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_PORTS } from '../fixtures/ports';
import { stopShell } from '../fixtures/staticServer';
import { expect, test } from '../fixtures/test';

const ROOT = path.resolve(__dirname, '../..');
const DEV_URL = `http://localhost:${E2E_PORTS.devShell}`;

let dev: ChildProcess;
let distRoot: string;
let output = '';

async function waitForPage(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (dev.exitCode !== null) throw new Error(`npm run dev stopped (${dev.exitCode}):\n${output}`);
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`npm run dev did not serve ${url} within ${timeoutMs / 1000} s:\n${output}`);
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  distRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'shoreline-dev-'));
  dev = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs'), '--dev'], {
    cwd: ROOT,
    env: {
      ...process.env,
      APPS_DIST_ROOT: distRoot,
      START_API: 'false',
      API_URL: `http://127.0.0.1:${E2E_PORTS.api}`,
      SHELL_PORT: String(E2E_PORTS.devShell),
      GUEST_PORT: String(E2E_PORTS.devGuest),
      HOST_PORT: String(E2E_PORTS.devHost),
      ADMIN_PORT: String(E2E_PORTS.devAdmin),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  dev.stdout?.on('data', keep);
  dev.stderr?.on('data', keep);
  await waitForPage(`${DEV_URL}/api/health`, 280_000);
});

test.afterAll(async () => {
  if (dev) await stopShell(dev);
  if (distRoot) fs.rmSync(distRoot, { recursive: true, force: true });
});

test('the development build renders the home page and a listing, with nothing refused', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));

  const response = await page.goto(`${DEV_URL}/`);
  // A development build: unhashed file names, written to the dev folder, not the production dist.
  expect(await response?.text()).toMatch(/\/main\.js\b/);
  expect(fs.existsSync(path.join(distRoot, 'shell', 'main.js'))).toBe(true);

  await expect(page.getByRole('heading', { level: 1, name: 'Find your place by the sea' })).toBeVisible();
  // The guest remote's own development build drew the featured stays.
  const firstStay = page.locator('main a[href^="/listings/"]').first();
  await expect(firstStay).toBeVisible();
  await firstStay.click();
  await expect(page).toHaveURL(/\/listings\/[^/]+$/);
  await expect(page.getByText(/€\d+\.\d\d\/night/).first()).toBeVisible();
  expect(problems).toEqual([]);
});
