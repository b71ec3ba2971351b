import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';

// Right-sized images (issue 9, PRODUCT.md 26): the home page's LCP image is a featured card's photo
// from the srcset at the size it is shown, the first card's fetched first; images below the fold wait.

/**
 * The largest contentful paint's element, as Chromium reports it once the page settled: an image's
 * source and whether it is a photo of the featured list, or another element's tag.
 */
async function lcpElement(page: Page): Promise<{ featuredPhoto: boolean; what: string }> {
  return page.evaluate(
    () =>
      new Promise<{ featuredPhoto: boolean; what: string }>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[];
          const element = entries[entries.length - 1]?.element;
          resolve(
            element instanceof HTMLImageElement
              ? {
                  featuredPhoto: element.closest('[aria-label="Featured listings"]') !== null,
                  what: `img ${element.currentSrc}`,
                }
              : { featuredPhoto: false, what: String(element?.tagName) },
          );
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

test.describe('responsive images on the home page', () => {
  test('the LCP image is a featured card photo at its shown size; the first is fetched first: srcset, sizes, intrinsic size', async ({
    page,
  }) => {
    // A laptop screen, where the first row of featured cards shows under the search hero.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const featured = page.getByRole('list', { name: 'Featured listings' });
    const first = featured.locator('img').first();
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(first).toHaveAttribute('srcset', /\.w400\.webp 400w, .+\.w800\.webp 800w/);
    await expect(first).toHaveAttribute('sizes', /^\(min-width: 1200px\) 300px, .*100vw$/);
    await expect(first).toHaveAttribute('width', '1200');
    await expect(first).toHaveAttribute('height', '800');
    // Shown 300 px wide (1x), the browser takes the 400 px WebP, not the 1200 px original.
    await expect
      .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
      .toMatch(/\.w400\.webp$/);
    // The first row's photos are all shown at one size, so the one painted first is the LCP element: the
    // first card's as a rule (fetched first), but not always on a loaded machine.
    const lcp = await lcpElement(page);
    expect(lcp.featuredPhoto, lcp.what).toBe(true);
    expect(lcp.what).toMatch(/\.w400\.webp$/);
    // Only one image is fetched first.
    await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1);
  });

  // Lazy images load when they come near the viewport (Chromium's distance depends on the network), so
  // the attribute is what is checked.
  test('images below the fold are lazy', async ({ page }) => {
    await page.goto('/');
    const featured = page.getByRole('list', { name: 'Featured listings' });
    await expect(featured.locator('img')).toHaveCount(8);
    const loading = await featured
      .locator('img')
      .evaluateAll((images) => images.map((img) => img.getAttribute('loading')));
    expect(loading).toEqual([...Array(4).fill('eager'), ...Array(4).fill('lazy')]);
    const destinations = page
      .getByRole('heading', { name: 'Popular Destinations' })
      .locator('xpath=..')
      .locator('img');
    await expect(destinations.first()).toHaveAttribute('loading', 'lazy');
    await expect(destinations.first()).toHaveAttribute('srcset', /\.webp 400w/);
  });
});
