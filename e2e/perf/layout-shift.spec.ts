// The renter's first screens do not jump (issue 9): the sum of layout-shift entries (what Chrome's
// CLS adds up) while the page loads stays at or under 0.05, on a phone and on a desktop. Layout
// shifts are counted by the browser, not timed: deterministic enough for a test. With the guest
// remote's code held back (a slow remote host), a page rendered in the browser shows the page's
// skeleton in the slot first, a server-rendered one (SSR) shows the page itself, and what comes
// when the code arrives moves nothing at all.
import type { Page } from '@playwright/test';
import { findListing } from '../fixtures/listings';
import { remoteOrigin } from '../fixtures/ports';
import { htmlIsServerRendered } from '../fixtures/ssr';
import { expect, test } from '../fixtures/test';

const MAX_SHIFT = 0.05;

async function measureShifts(page: Page) {
  await page.addInitScript(() => {
    const state = window as unknown as { __shifts: { value: number; sources: string[] }[] };
    state.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        // Each source with where it was and where it went (x,y wxh), so a failure says what moved.
        const rect = ({ x, y, width, height }: DOMRectReadOnly) => `${x},${y} ${width}x${height}`;
        const sources = (entry.sources ?? []).map((source) => {
          const node = source.node as Element | null | undefined;
          const name = node ? `${node.nodeName}.${String(node.className)}` : '?';
          return `${name} ${rect(source.previousRect)} -> ${rect(source.currentRect)}`;
        });
        state.__shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function shiftsOf(page: Page) {
  await page.waitForLoadState('networkidle');
  // Let the last images decode and lay out.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return page.evaluate(
    () => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts,
  );
}

for (const width of [360, 1280]) {
  test(`the home, search and listing pages load without layout shift at ${width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await measureShifts(page);
    const listing = await findListing(request, 'Portugal');
    const pages = [
      { path: '/', ready: page.getByRole('article').first() },
      { path: '/search?location=portugal', ready: page.getByRole('article').first() },
      {
        path: `/listings/${listing.id}`,
        ready: page.getByRole('heading', { level: 1, name: listing.title }),
      },
    ];
    for (const { path, ready } of pages) {
      await page.goto(path);
      await expect(ready).toBeVisible();
      const shifts = await shiftsOf(page);
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(total, `${path} at ${width} px: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(MAX_SHIFT);
    }
  });
}

/**
 * Holds every request to the guest remote until `release()`: its code arrives late, on cue. Not its
 * stylesheets: a server-rendered page links them, and a page is not painted before its CSS (a page
 * rendered in the browser asks for them only after the held code).
 */
async function holdGuestRemote(page: Page) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${remoteOrigin('guest')}/**`, async (route) => {
    if (route.request().resourceType() !== 'stylesheet') await held;
    await route.continue();
  });
  return () => release();
}

for (const width of [360, 1280]) {
  test(`with a slow guest remote, the home, search and listing pages show their skeleton (or, server-rendered, themselves) and then load without any layout shift at ${width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await measureShifts(page);
    const listing = await findListing(request, 'Portugal');
    const pages = [
      { path: '/', ready: page.getByRole('article').first() },
      { path: '/search?location=portugal', ready: page.getByRole('article').first() },
      {
        path: `/listings/${listing.id}`,
        ready: page.getByRole('heading', { level: 1, name: listing.title }),
      },
    ];
    for (const { path, ready } of pages) {
      const release = await holdGuestRemote(page);
      const response = await page.goto(path, { waitUntil: 'commit' });
      if (htmlIsServerRendered((await response?.text()) ?? '')) {
        // The server sent the page itself: it reads before the remote's code has arrived.
        await expect(ready).toBeVisible();
      } else {
        const main = page.getByRole('main');
        await expect(main.getByRole('status', { name: 'Loading page' })).toBeVisible();
        // The skeleton fills the first screen: the footer waits below it.
        await expect(page.getByRole('contentinfo')).not.toBeInViewport();
      }
      release();
      await expect(ready).toBeVisible();
      const shifts = await shiftsOf(page);
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(total, `${path} at ${width} px: ${JSON.stringify(shifts)}`).toBe(0);
      await page.unrouteAll({ behavior: 'wait' });
    }
  });
}
