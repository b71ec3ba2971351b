// Server-rendered renter pages (issue 21), on a shell server of this spec's own with SSR on (so they
// hold whatever the run's default is) and a guest remote of its own (a copy of the build it can
// redeploy, break or hang): the pages read without JavaScript, hydrate without a mismatch, take no
// second request for their data, carry their own head, answer a real 404, pick up a new guest build on
// the next request, and fall back to the page rendered in the browser when the guest's server build or
// the API fails.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { MESSAGES, withCount } from '@shoreline/shared-domain/messages';
import type { ListingSummary, Page as ListPage } from '@shoreline/shared-domain/types';
import { ACCOUNTS } from '../fixtures/accounts';
import { signIn } from '../fixtures/auth';
import { E2E_PORTS, remoteOrigin } from '../fixtures/ports';
import { htmlIsServerRendered, untilServerRendered } from '../fixtures/ssr';
import { serveShell, stopShell } from '../fixtures/staticServer';
import { expect, test } from '../fixtures/test';
import {
  markServerHeading,
  serveOwnGuestRemote,
  serverHeadingKept,
  watchConsole,
  type OwnGuestRemote,
} from './ssrHelpers';

const SSR_URL = `http://localhost:${E2E_PORTS.ssrShell}`;
const API_URL = `http://127.0.0.1:${E2E_PORTS.api}`;
const HERO = 'Find your place by the sea';

test.describe.configure({ mode: 'serial' });

let guest: OwnGuestRemote;
let shell: ChildProcess;
let remotesFile: string;

test.beforeAll(async () => {
  guest = await serveOwnGuestRemote(E2E_PORTS.ssrRemote);
  remotesFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shoreline-ssr-')), 'remotes.json');
  fs.writeFileSync(
    remotesFile,
    JSON.stringify({
      guest: `http://localhost:${E2E_PORTS.ssrRemote}/mf-manifest.json`,
      host: `${remoteOrigin('host')}/mf-manifest.json`,
      admin: `${remoteOrigin('admin')}/mf-manifest.json`,
    }),
  );
  // A data budget far above the default 300 ms: these tests read what the server renders with its
  // data, and a cold API on a loaded 2-core machine can take longer (past the budget, the page is
  // rendered without data and the browser fetches it: shell/src/server/pageData.test.ts).
  shell = await serveShell(E2E_PORTS.ssrShell, remotesFile, API_URL, {
    SSR: '1',
    SSR_DATA_BUDGET_MS: '5000',
  });
  await untilServerRendered(`${SSR_URL}/`);
});

test.afterAll(async () => {
  await stopShell(shell);
  await guest.close();
  fs.rmSync(guest.dir, { recursive: true, force: true });
  fs.rmSync(path.dirname(remotesFile), { recursive: true, force: true });
});

/** A demo listing with reviews (the demo data has several). */
async function reviewedListing(request: APIRequestContext): Promise<ListingSummary> {
  const response = await request.get('/api/listings?limit=48');
  const found = ((await response.json()) as ListPage<ListingSummary>).items.find(
    (item) => item.reviewCount > 0,
  );
  if (!found) throw new Error('No demo listing with reviews');
  return found;
}

async function chooseCurrency(context: BrowserContext, code: 'EUR' | 'GBP') {
  await context.addCookies([{ name: 'shoreline_currency', value: code, url: SSR_URL }]);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a listing page shows its title, first photo, price per night, location and reviews', async ({
    page,
    request,
    captureScreen,
  }) => {
    const listing = await reviewedListing(request);
    const response = await page.goto(`${SSR_URL}/listings/${listing.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
    const photo = page
      .getByRole('region', { name: `Photos of ${listing.title}` })
      .locator('img')
      .first();
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const price = listing.pricePerNight.toLocaleString('en-US', { minimumFractionDigits: 2 });
    await expect(page.getByText(`€${price}/night`).first()).toBeVisible();
    await expect(page.getByText(`${listing.city}, ${listing.country}`).first()).toBeVisible();
    await expect(
      page.getByRole('heading', { name: withCount(MESSAGES.reviews, listing.reviewCount) }),
    ).toBeVisible();
    await expect(page.getByRole('article', { name: /^Review by / }).first()).toBeVisible();
    // Its own head: what search engines and link previews read.
    await expect(page).toHaveTitle(`${listing.title} · Shoreline`);
    const canonical = page.locator('link[rel="canonical"]');
    await expect(canonical).toHaveAttribute('href', `${SSR_URL}/listings/${listing.id}`);
    const image = page.locator('meta[property="og:image"]');
    await expect(image).toHaveAttribute('content', new RegExp(`^${SSR_URL}/uploads/`));
    await captureScreen('guest-ssr-listing-no-js');
  });

  test('the home page shows the hero and featured stays; a search, its result cards', async ({ page }) => {
    await page.goto(`${SSR_URL}/`);
    await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
    const featured = page.getByRole('list', { name: 'Featured listings' }).getByRole('article');
    await expect(featured.first()).toBeVisible();
    expect(await featured.count()).toBeGreaterThan(1);

    await page.goto(`${SSR_URL}/search?location=portugal`);
    const results = page.getByRole('list', { name: 'Search results' }).getByRole('article');
    await expect(results.first()).toBeVisible();
    await expect(page.getByText(/\d+ stays? in portugal/)).toBeVisible();
    await expect(page).toHaveTitle('Stays in portugal · Shoreline');
  });

  test('a listing that does not exist answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto(`${SSR_URL}/listings/00000000-0000-4000-8000-000000000000`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText(MESSAGES.listingNotFound)).toBeVisible();
  });
});

test('hydration reports nothing, keeps the server markup and fetches none of the page data', async ({
  page,
  context,
  request,
  network,
}) => {
  test.setTimeout(120_000);
  const listing = await reviewedListing(request);
  const pages = [
    { path: '/', data: '/api/listings?limit=8' },
    { path: '/search?location=portugal', data: '/api/listings?location=portugal' },
    { path: `/listings/${listing.id}`, data: `/api/listings/${listing.id}/page` },
  ];
  const reported = watchConsole(page);
  await markServerHeading(page);
  const visits = [
    { width: 360, signedIn: false, currency: 'EUR' as const },
    { width: 1280, signedIn: false, currency: 'GBP' as const },
    { width: 1280, signedIn: true, currency: 'EUR' as const },
    { width: 360, signedIn: true, currency: 'GBP' as const },
  ];
  for (const visit of visits) {
    await page.setViewportSize({ width: visit.width, height: 800 });
    await chooseCurrency(context, visit.currency);
    if (visit.signedIn) await signIn(page, ACCOUNTS.ana);
    for (const { path: pagePath, data } of pages) {
      const label = `${pagePath} at ${visit.width} px, ${visit.signedIn ? 'signed in' : 'signed out'}, ${visit.currency}`;
      network.urls.length = 0;
      const response = await page.goto(`${SSR_URL}${pagePath}`);
      expect(htmlIsServerRendered((await response?.text()) ?? ''), label).toBe(true);
      await page.waitForLoadState('networkidle');
      // The guest's code arrived and hydrated the server's markup: the same nodes, nothing reported.
      await expect.poll(() => serverHeadingKept(page), label).toBe(true);
      expect(reported, label).toEqual([]);
      expect(
        network.urls.filter((url) => url.includes(data)),
        label,
      ).toEqual([]);
      const symbol = visit.currency === 'GBP' ? '£' : '€';
      await expect(page.getByText(new RegExp(`\\${symbol}\\d+\\.\\d\\d/night`)).first()).toBeVisible();
    }
    if (visit.signedIn) await page.request.post('/api/auth/signout');
  }
});

test('its code is asked for only once the browser has painted the page from its HTML', async ({
  page,
  request,
}) => {
  const listing = await reviewedListing(request);
  await markServerHeading(page);
  const response = await page.goto(`${SSR_URL}/listings/${listing.id}`);
  const html = (await response?.text()) ?? '';
  // Nothing in <head> asks for code: the scripts and their preloads wait in an inert <template>.
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).not.toMatch(/<script[^>]*\ssrc=|<link rel="?preload"? as="?(script|fetch)/);
  expect(html).toContain('<template id="shoreline-after-paint">');
  await page.waitForLoadState('networkidle');
  await expect.poll(() => serverHeadingKept(page)).toBe(true);
  const timing = await page.evaluate(() => ({
    painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    code: performance
      .getEntriesByType('resource')
      .filter((entry) => /\.js(\?|$)/.test(new URL(entry.name).pathname))
      .map((entry) => entry.startTime),
  }));
  expect(timing.painted).not.toBeNull();
  expect(timing.code.length).toBeGreaterThan(0);
  expect(Math.min(...timing.code)).toBeGreaterThanOrEqual(timing.painted ?? Infinity);
});

test('a new guest build served while the shell server runs is rendered on the next request', async ({
  request,
}) => {
  const before = await (await request.get(`${SSR_URL}/`)).text();
  expect(before).toContain(HERO);
  guest.redeploy(HERO, 'Find your place by the ocean');
  try {
    const after = await (await request.get(`${SSR_URL}/`)).text();
    expect(htmlIsServerRendered(after)).toBe(true);
    expect(after).toContain('Find your place by the ocean');
  } finally {
    guest.restore();
  }
  expect(await (await request.get(`${SSR_URL}/`)).text()).toContain(HERO);
});

test.describe('when the guest server build fails, the page rendered in the browser is sent', () => {
  test.afterEach(() => guest.restore());

  test('an entry that throws, or none at all: 200, and the page works', async ({ page, request }) => {
    guest.breakServerEntry();
    const response = await page.goto(`${SSR_URL}/`);
    expect(response?.status()).toBe(200);
    expect(htmlIsServerRendered((await response?.text()) ?? '')).toBe(false);
    await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();

    guest.removeServerBuild();
    const missing = await request.get(`${SSR_URL}/search`);
    expect(missing.status()).toBe(200);
    expect(htmlIsServerRendered(await missing.text())).toBe(false);
  });

  test('an entry that never answers: the page within the time limit, other requests meanwhile', async ({
    request,
  }) => {
    guest.hangServerBuild = true;
    const started = Date.now();
    const page = request.get(`${SSR_URL}/`);
    // The server keeps answering while that render waits.
    const other = await request.get(`${SSR_URL}/remotes.json`);
    expect(other.status()).toBe(200);
    expect(Date.now() - started).toBeLessThan(1_500);
    const answer = await page;
    expect(answer.status()).toBe(200);
    expect(htmlIsServerRendered(await answer.text())).toBe(false);
    expect(Date.now() - started).toBeLessThan(6_000);
  });
});

test('with the API refusing, the page rendered in the browser is sent', async ({ page }) => {
  const port = E2E_PORTS.ssrShellNoApi;
  const noApi = await serveShell(port, remotesFile, API_URL, {
    SSR: '1',
    // Nothing listens there: every request of the server's own is refused (the proxy still works).
    SSR_API_URL: 'http://127.0.0.1:9',
  });
  try {
    const response = await page.goto(`http://localhost:${port}/`);
    expect(response?.status()).toBe(200);
    expect(htmlIsServerRendered((await response?.text()) ?? '')).toBe(false);
    await expect(
      page.getByRole('list', { name: 'Featured listings' }).getByRole('article').first(),
    ).toBeVisible();
  } finally {
    await stopShell(noApi);
  }
});
