// Photos full screen (issue 24 item 5): a listing's gallery photo opens a modal viewer at that photo,
// by keyboard, mouse or touch; arrows and swipes move, Escape closes and focus goes back to the photo
// that opened it; each photo comes at the WebP variant its box needs on this screen. The viewer's
// code is not part of the page's first load: it arrives when a photo is about to be opened.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { openPhotoLabel, PHOTO_VIEWER_LABELS, photoViewerLabel } from '@shoreline/shared-domain/messages';
import type { Listing } from '@shoreline/shared-domain/types';
import { expectNoSeriousViolations } from '../fixtures/a11y';
import { findListing } from '../fixtures/listings';
import { expect, test } from '../fixtures/test';

/** The viewer's chunk (script and stylesheet), named in loadPhotoLightbox.ts. */
const VIEWER_CHUNK = /\/photo-lightbox\.[0-9a-f]{8}\.(js|css)$/;

/**
 * The scripts among `urls` that carry the lightbox library, by their source maps (webpack may put
 * the library in a vendor chunk of its own beside the viewer's chunk).
 */
async function scriptsWithLibrary(request: APIRequestContext, urls: string[]): Promise<string[]> {
  const carrying: string[] = [];
  for (const url of urls.filter((candidate) => new URL(candidate).pathname.endsWith('.js'))) {
    const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(await (await request.get(url)).text())?.[1];
    if (!mapName) continue;
    const { sources } = (await (await request.get(new URL(mapName, url).href)).json()) as {
      sources: string[];
    };
    if (sources.some((source) => source.includes('node_modules/yet-another-react-lightbox/')))
      carrying.push(url);
  }
  return carrying;
}

/** A demo listing with at least three photos, on its page, once React has hydrated the gallery. */
async function openListing(page: Page): Promise<{ listing: Listing; gallery: Locator }> {
  const summary = await findListing(page.request, 'lisbon');
  const response = await page.request.get(`/api/listings/${summary.id}`);
  expect(response.ok()).toBe(true);
  const listing = (await response.json()) as Listing;
  expect(listing.photos.length).toBeGreaterThanOrEqual(3);
  await page.goto(`/listings/${listing.id}`);
  const gallery = page.getByRole('region', { name: `Photos of ${listing.title}` });
  const photo = gallery.getByRole('button', { name: openPhotoLabel(1, listing.photos.length) });
  // A server-rendered button does nothing until React owns it (its props are on the node).
  await expect
    .poll(() => photo.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))))
    .toBe(true);
  return { listing, gallery };
}

/** The slide shown (its neighbours are preloaded but inert). */
const shownSlide = (dialog: Locator) => dialog.locator('[role="group"]:not([inert])');

/**
 * What the browser chose for the shown photo: its srcset candidates, the one it took, and the width
 * the photo is shown at in device pixels.
 */
async function chosenSource(image: Locator) {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  return image.evaluate((img: HTMLImageElement) => ({
    currentSrc: img.currentSrc,
    candidates: img.srcset.split(',').map((candidate) => {
      const [url = '', width = ''] = candidate.trim().split(/\s+/);
      return { url: new URL(url, document.baseURI).href, width: Number.parseInt(width, 10) };
    }),
    shownDevicePixels: img.getBoundingClientRect().width * window.devicePixelRatio,
  }));
}

/** The narrowest WebP variant at least as wide as the photo is shown (not the original, not wider). */
async function expectVariantForScreen(image: Locator): Promise<number> {
  const { currentSrc, candidates, shownDevicePixels } = await chosenSource(image);
  const chosen = candidates.find((candidate) => candidate.url === currentSrc);
  expect(chosen, `${currentSrc} is one of the srcset's variants`).toBeDefined();
  expect(currentSrc).toMatch(/\.w\d+\.webp$/);
  const width = chosen?.width ?? 0;
  expect(width).toBeGreaterThanOrEqual(Math.floor(shownDevicePixels));
  const narrowerAlsoFits = candidates.filter((c) => c.width < width && c.width >= shownDevicePixels);
  expect(narrowerAlsoFits, 'a narrower variant would have filled the box').toEqual([]);
  return width;
}

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('opens the 2nd photo by keyboard, moves with the arrows, shows a variant for the screen and gives focus back on Escape', async ({
      page,
      network,
      captureScreen,
    }) => {
      const { listing, gallery } = await openListing(page);
      const count = listing.photos.length;
      expect(
        network.urls.filter((url) => VIEWER_CHUNK.test(url)),
        'viewer in the first load',
      ).toEqual([]);
      expect(await scriptsWithLibrary(page.request, network.urls), 'library in the first load').toEqual([]);

      // Tab to the 2nd photo: the gallery, ArrowRight, then Tab to the shown photo's button.
      await gallery.focus();
      await page.keyboard.press('ArrowRight');
      await expect(gallery.getByText(`Photo 2 of ${count}`)).toBeVisible();
      await page.keyboard.press('Tab');
      const opener = gallery.getByRole('button', { name: openPhotoLabel(2, count) });
      await expect(opener).toBeFocused();
      await page.keyboard.press('Enter');

      const dialog = page.getByRole('dialog', { name: photoViewerLabel(listing.title) });
      await expect(dialog).toBeVisible();
      expect(network.urls.filter((url) => VIEWER_CHUNK.test(url))).toHaveLength(2);
      expect(await scriptsWithLibrary(page.request, network.urls)).toHaveLength(1);
      await expect(shownSlide(dialog)).toHaveAccessibleName(`Photo 2 of ${count}`);
      await expect(dialog.getByText(`2 / ${count}`)).toBeVisible();
      const image = shownSlide(dialog).getByRole('img', { name: `${listing.title}, photo 2 of ${count}` });
      await expect(image).toBeVisible();
      const chosen = await expectVariantForScreen(image);
      // A phone at 1x takes the narrowest variant, never the widest.
      if (viewport.width === 360) expect(chosen).toBe(400);
      // Focus stays in the dialog: Tab goes round its own buttons (and the browser's own controls,
      // reported as <body>, as with a native modal dialog), never to the page behind.
      const reached = new Set<string>();
      for (let step = 0; step < 8; step += 1) {
        await page.keyboard.press('Tab');
        const focused = await dialog.evaluate((node) => {
          const active = document.activeElement;
          if (!active || active === document.body) return 'body';
          return node.contains(active)
            ? (active.getAttribute('aria-label') ?? 'dialog')
            : `outside: ${active.outerHTML}`;
        });
        expect(focused).not.toMatch(/^outside/);
        reached.add(focused);
      }
      expect([...reached]).toEqual(
        expect.arrayContaining([
          PHOTO_VIEWER_LABELS.Previous,
          PHOTO_VIEWER_LABELS.Next,
          PHOTO_VIEWER_LABELS.Close,
        ]),
      );

      // The arrows work wherever focus is in the dialog, a button included.
      await dialog.getByRole('button', { name: PHOTO_VIEWER_LABELS.Next }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(shownSlide(dialog)).toHaveAccessibleName(`Photo 3 of ${count}`);
      await expect(dialog.getByText(`3 / ${count}`)).toBeVisible();
      await expectVariantForScreen(shownSlide(dialog).getByRole('img'));
      await page.keyboard.press('ArrowLeft');
      await expect(shownSlide(dialog)).toHaveAccessibleName(`Photo 2 of ${count}`);

      await expectNoSeriousViolations(page, `photo-lightbox-${viewport.width}`);
      await captureScreen(`guest-${viewport.width}-photo-lightbox`, { fullPage: false });

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
      await expect(gallery.getByText(`Photo 2 of ${count}`)).toBeVisible();
    });
  });
}

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

  test('a tap opens the photo, a swipe moves to the next and back, the close button closes', async ({
    page,
  }) => {
    const { listing, gallery } = await openListing(page);
    const count = listing.photos.length;
    await gallery.getByRole('button', { name: openPhotoLabel(1, count) }).tap();
    const dialog = page.getByRole('dialog', { name: photoViewerLabel(listing.title) });
    await expect(shownSlide(dialog)).toHaveAccessibleName(`Photo 1 of ${count}`);

    // Real touch events (Chromium turns them into the pointer events the viewer follows).
    const cdp = await page.context().newCDPSession(page);
    // Below the previous/next buttons (at mid-height), across the photo.
    // A finger that comes to rest before it lifts: a quick flick would start a fling, and Chromium
    // swallows the next tap to stop a fling (as a phone does).
    const swipe = async (fromX: number, toX: number) => {
      const y = 560;
      const start = Date.now() / 1000;
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, seconds: number) =>
        cdp.send('Input.dispatchTouchEvent', {
          type,
          touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }],
          timestamp: start + seconds,
        });
      await touch('touchStart', fromX, 0);
      for (let step = 1; step <= 6; step += 1) {
        await touch('touchMove', fromX + ((toX - fromX) * step) / 6, step * 0.02);
      }
      for (let rest = 1; rest <= 3; rest += 1) await touch('touchMove', toX, 0.12 + rest * 0.05);
      await touch('touchEnd', toX, 0.3);
    };
    await swipe(280, 80);
    await expect(shownSlide(dialog)).toHaveAccessibleName(`Photo 2 of ${count}`);
    await expect(dialog.getByText(`2 / ${count}`)).toBeVisible();
    await swipe(80, 280);
    await expect(shownSlide(dialog)).toHaveAccessibleName(`Photo 1 of ${count}`);

    await dialog.getByRole('button', { name: PHOTO_VIEWER_LABELS.Close }).tap();
    await expect(dialog).toBeHidden();
  });
});
