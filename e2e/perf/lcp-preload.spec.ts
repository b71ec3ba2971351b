// The page's LCP photo starts downloading before the remote's code has rendered it (issue 9; a host's
// My Listings since issue 21): the shell preloads it as soon as the page's prefetched data names it, with the srcset and sizes of the
// <img>, so the browser fetches it once. Deterministic: the guest's route chunk is held back until a
// photo has been requested. Without the preload no photo can be asked for before that chunk runs
// (the <img> comes from it), so the hold would run out instead. A page the server rendered (SSR,
// issue 21) carries the <img> itself: the photo is asked for with the HTML, before any code.
import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS } from '../fixtures/accounts';
import { signIn } from '../fixtures/auth';
import { findListing } from '../fixtures/listings';
import { isServerRendered } from '../fixtures/ssr';
import { expect, test } from '../fixtures/test';

const HOLD_MS = 5_000;

/** Holds the guest's `chunk` until a stored photo is requested; tells whether one was, in time. */
function holdChunkUntilPhoto(page: Page, chunk: RegExp) {
  const photos: string[] = [];
  let photoRequested: () => void = () => undefined;
  const firstPhoto = new Promise<boolean>((resolve) => (photoRequested = () => resolve(true)));
  page.on('request', (request) => {
    if (request.resourceType() !== 'image' || !new URL(request.url()).pathname.startsWith('/uploads/'))
      return;
    photos.push(request.url());
    photoRequested();
  });
  const held: boolean[] = [];
  const ready = page.route(chunk, async (route) => {
    const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), HOLD_MS));
    held.push(await Promise.race([firstPhoto, timeout]));
    await route.continue();
  });
  return { ready, photos, held };
}

/** The LCP <img> once shown: its chosen file, srcset and sizes. */
async function shownImage(image: Locator) {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  return image.evaluate((img: HTMLImageElement) => ({
    currentSrc: img.currentSrc,
    srcset: img.getAttribute('srcset'),
    sizes: img.getAttribute('sizes'),
    fetchPriority: img.getAttribute('fetchpriority'),
  }));
}

async function expectPreloaded(page: Page, image: Locator, hold: ReturnType<typeof holdChunkUntilPhoto>) {
  const shown = await shownImage(image);
  // The chunk that renders the <img> was asked for, and a photo came before it was let through...
  expect(hold.held.length, 'the route chunk was requested').toBeGreaterThan(0);
  expect(hold.held[0], `a photo requested while the route chunk was held (${HOLD_MS} ms at most)`).toBe(true);
  // ...the LCP photo, preloaded with the <img>'s own srcset and sizes, at high priority (on a page
  // the server rendered, the <img> itself is in the HTML, with its priority)...
  expect(shown.srcset).toBeTruthy();
  if (!(await isServerRendered(page))) {
    const preload = page.locator('head link[rel="preload"][as="image"]');
    await expect(preload).toHaveCount(1);
    await expect(preload).toHaveAttribute('imagesrcset', shown.srcset ?? '');
    await expect(preload).toHaveAttribute('imagesizes', shown.sizes ?? '');
    await expect(preload).toHaveAttribute('fetchpriority', 'high');
  }
  expect(shown.fetchPriority).toBe('high');
  expect(hold.photos[0]).toBe(shown.currentSrc);
  // ...and downloaded once: the <img> took the preloaded response.
  await page.waitForLoadState('networkidle');
  expect(hold.photos.filter((url) => url === shown.currentSrc)).toHaveLength(1);
}

for (const viewport of [
  { width: 412, height: 823 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the home page's first card photo is preloaded from the feed, before the guest renders it", async ({
      page,
    }) => {
      const hold = holdChunkUntilPhoto(page, /\/route-home\.[0-9a-f]{8}\.js$/);
      await hold.ready;
      await page.goto('/');
      await expectPreloaded(page, page.getByRole('article').first().locator('img'), hold);
    });

    test("a listing page's first gallery photo is preloaded from the page's data, before the guest renders it", async ({
      page,
      request,
    }) => {
      const listing = await findListing(request, 'Portugal');
      const hold = holdChunkUntilPhoto(page, /\/route-listing\.[0-9a-f]{8}\.js$/);
      await hold.ready;
      await page.goto(`/listings/${listing.id}`);
      const gallery = page.getByRole('region', { name: `Photos of ${listing.title}` });
      await expectPreloaded(page, gallery.locator('img').first(), hold);
    });

    test("a host's My Listings preloads its first card's photo from the data the server preloaded, before the host remote renders it", async ({
      page,
    }) => {
      await signIn(page, ACCOUNTS.marina);
      const hold = holdChunkUntilPhoto(page, /\/route-my-listings\.[0-9a-f]{8}\.js$/);
      await hold.ready;
      await page.goto('/listings/manage');
      await expectPreloaded(page, page.getByRole('article').first().locator('img'), hold);
    });
  });
}
