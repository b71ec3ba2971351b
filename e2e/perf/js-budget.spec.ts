// The renter's first load stays within its JavaScript budget (issue 9: 170 KB gzip, shell and guest
// together), measured as bytes on the wire: the servers send brotli where the browser takes it, so
// this is what a visitor downloads, and it cannot pass by accident of timing.
import { expect, test } from '../fixtures/test';

const BUDGET_BYTES = 170 * 1024;

test("a signed-out renter's first visit to / downloads at most 170 KB of compressed JavaScript, and logs no error", async ({
  page,
}) => {
  const scripts: Promise<{ url: string; bytes: number }>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push(request.sizes().then((sizes) => ({ url: request.url(), bytes: sizes.responseBodySize })));
  });
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });

  await page.goto('/');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Popular Destinations' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const loaded = await Promise.all(scripts);
  const total = loaded.reduce((sum, script) => sum + script.bytes, 0);
  const list = loaded.map((script) => `${(script.bytes / 1024).toFixed(1)} KB ${script.url}`).join('\n');
  expect(total, `JavaScript transferred:\n${list}`).toBeLessThanOrEqual(BUDGET_BYTES);
  // Every script came compressed: no file of the budget is sent raw.
  expect(loaded.length).toBeGreaterThan(3);
  // The session check of a visitor is an ordinary answer, not a failed request in the console.
  expect(problems).toEqual([]);
});
