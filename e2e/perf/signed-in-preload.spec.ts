// Signed-in pages start at once too (issue 21 item 7). A host reloading My Listings gets the host
// remote's manifest, entry, exposed App, the page's chunk and its first data request preloaded with
// the HTML (the shell's server asks the API for the session's roles), so they no longer wait on the
// chain session -> manifest -> entry -> App -> chunk -> data; each is requested once (the preloads are
// used, not wasted). And once the session is known, a host's own remote is fetched at idle, so the
// first click into the host area needs no remote code from the network.
import type { Page } from '@playwright/test';
import { ACCOUNTS } from '../fixtures/accounts';
import { signIn, signInThroughForm } from '../fixtures/auth';
import { remoteOrigin } from '../fixtures/ports';
import { expect, test } from '../fixtures/test';
import { createListingThroughApi, deleteListingThroughApi } from '../host/hostHelpers';

const HOST_LISTINGS = '/api/host/listings';
/** Chromium reports a preload nobody used this long after the load event. */
const UNUSED_PRELOAD_REPORT_MS = 3_500;

test("a host's reload of My Listings preloads the host remote and its data with the HTML, and uses them", async ({
  page,
  network,
}) => {
  const events: string[] = [];
  page.on('request', (request) => events.push(`start ${request.url()}`));
  page.on('requestfinished', (request) => events.push(`end ${request.url()}`));
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (['warning', 'error'].includes(message.type())) warnings.push(message.text());
  });
  await signIn(page, ACCOUNTS.marina);

  await page.goto('/listings/manage');
  await expect(page.getByRole('heading', { level: 1, name: 'My Listings' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();

  const host = remoteOrigin('host');
  const head = page.locator('head');
  await expect(head.locator(`link[rel="preload"][as="fetch"][href="${host}/mf-manifest.json"]`)).toHaveCount(
    1,
  );
  await expect(head.locator(`link[rel="preload"][as="script"][href="${host}/remoteEntry.js"]`)).toHaveCount(
    1,
  );
  await expect(head.locator('link[rel="preload"][as="script"][href*="/route-my-listings."]')).toHaveCount(1);
  await expect(head.locator(`link[rel="preload"][as="fetch"][href="${HOST_LISTINGS}"]`)).toHaveCount(1);

  // Asked for with the HTML: the host's entry before the shell's own first script had even arrived.
  const firstScriptDone = events.findIndex((event) => /^end .*\/main\.[0-9a-f]{8}\.js$/.test(event));
  const entryStarted = events.indexOf(`start ${host}/remoteEntry.js`);
  expect(firstScriptDone).toBeGreaterThan(-1);
  expect(entryStarted).toBeGreaterThan(-1);
  expect(entryStarted).toBeLessThan(firstScriptDone);

  // Used, not wasted: each was requested once (a preload nobody takes means a second request).
  await page.waitForLoadState('load');
  const once = (match: (url: string) => boolean) => network.urls.filter(match);
  expect(once((url) => url === `${host}/mf-manifest.json`)).toHaveLength(1);
  expect(once((url) => url === `${host}/remoteEntry.js`)).toHaveLength(1);
  expect(once((url) => /\/route-my-listings\.[0-9a-f]{8}\.js$/.test(url))).toHaveLength(1);
  expect(once((url) => new URL(url).pathname === HOST_LISTINGS)).toHaveLength(1);
  // ...and Chromium names none as preloaded but unused (it says so a few seconds after load).
  await page.waitForTimeout(UNUSED_PRELOAD_REPORT_MS);
  expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);
});

/** What every page the browser renders asks first, preloaded with a host's or admin's page too. */
const SHELL_REQUESTS = ['/api/session', '/api/rates'];

/** Chromium's console warnings about preloads (it names one nobody used a few seconds after load). */
function preloadWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (['warning', 'error'].includes(message.type()) && /preload/i.test(message.text()))
      warnings.push(message.text());
  });
  return warnings;
}

/** Each API request is preloaded in the page's head, asked for once (the preload taken), none wasted. */
async function expectPreloadedAndUsed(
  page: Page,
  urls: readonly string[],
  paths: readonly string[],
  warnings: string[],
) {
  for (const path of paths)
    await expect(page.locator(`head link[rel="preload"][as="fetch"][href="${path}"]`)).toHaveCount(1);
  const asked = (path: string) =>
    urls.filter((url) => {
      const { pathname, search } = new URL(url);
      return pathname + search === path;
    }).length;
  for (const path of paths) await expect.poll(() => asked(path), { message: path }).toBeGreaterThan(0);
  // Chromium names a preload nobody took a few seconds after load; by then a second request shows too.
  await page.waitForLoadState('load');
  await page.waitForTimeout(UNUSED_PRELOAD_REPORT_MS);
  for (const path of paths) expect(asked(path), path).toBe(1);
  expect(warnings).toEqual([]);
}

test("a host's reload of a listing's calendar preloads its data, the session and the rates, and uses each once", async ({
  page,
  network,
}) => {
  const warnings = preloadWarnings(page);
  await signIn(page, ACCOUNTS.marina);
  const listing = await createListingThroughApi(page.request, 'preloaded-calendar');
  try {
    await page.goto(`/listings/${listing.id}/calendar`);
    await expect(page.getByRole('grid')).toHaveCount(2);
    await expect(page.getByRole('heading', { name: 'Add a calendar' })).toBeVisible();
    const data = [`/api/listings/${listing.id}/calendar`, `/api/listings/${listing.id}/calendar-sync`];
    await expectPreloadedAndUsed(page, network.urls, [...SHELL_REQUESTS, ...data], warnings);
  } finally {
    await deleteListingThroughApi(page.request, listing.id);
  }
});

test("an admin's reload of Host Requests preloads its first page, the session and the rates, and uses each once", async ({
  page,
  network,
}) => {
  const warnings = preloadWarnings(page);
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/admin/host-requests');
  await expect(page.getByRole('heading', { level: 1, name: 'Host Requests' })).toBeVisible();
  const data = ['/api/admin/host-requests?status=pending'];
  await expectPreloadedAndUsed(page, network.urls, [...SHELL_REQUESTS, ...data], warnings);
});

test('a renter reloading a host page gets none of its preloads, and is sent home', async ({
  page,
  network,
}) => {
  await signIn(page, ACCOUNTS.ana);
  await page.goto('/listings/manage');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('head link[rel="preload"][as="fetch"][href^="/api/"]')).toHaveCount(0);
  expect(network.from(remoteOrigin('host'))).toEqual([]);
});

test("after signing in, a host's remote is fetched at idle; the first click into it fetches no remote code again", async ({
  page,
  network,
}) => {
  const host = remoteOrigin('host');
  await page.goto('/signin');
  await signInThroughForm(page, ACCOUNTS.marina);
  const menu = page.getByRole('button', { name: `Account menu for ${ACCOUNTS.marina.name}` });
  await expect(menu).toBeVisible();

  // No hover, no click: the host's manifest, entry and exposed App arrive at idle.
  await expect
    .poll(() => network.from(host).filter((url) => url.endsWith('/remoteEntry.js')))
    .toHaveLength(1);
  await expect
    .poll(() => network.from(host).filter((url) => url.endsWith('/mf-manifest.json')))
    .toHaveLength(1);
  await page.waitForLoadState('networkidle');
  const before = network.from(host).length;
  expect(network.from(remoteOrigin('admin'))).toEqual([]);

  await menu.click();
  await page.getByRole('banner').getByRole('link', { name: 'My Listings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Listings' })).toBeVisible();
  // The remote itself came from the idle prefetch: only the page's own chunk (and its files) followed.
  expect(network.from(host).filter((url) => url.endsWith('/remoteEntry.js'))).toHaveLength(1);
  expect(network.from(host).filter((url) => url.endsWith('/mf-manifest.json'))).toHaveLength(1);
  const after = network.from(host).slice(before);
  expect(
    after.every((url) => /\/route-my-listings\.|\.css$|\/\d+\.[0-9a-f]{8}\.js$/.test(url)),
    after.join('\n'),
  ).toBe(true);
});
