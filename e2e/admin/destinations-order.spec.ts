import type { Destination } from '@shoreline/shared-domain/types';
import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNTS } from '../fixtures/accounts';
import { signIn } from '../fixtures/auth';
import { expect, test } from '../fixtures/test';
import { beachPng } from '../fixtures/images';
import { uniqueTag } from './adminHelpers';

// Issue 22 item 12: destination cards of a sensible height with srcset variants, long names kept in
// their home tile, and the home page's order changed with Move up / Move down.

async function addDestination(request: APIRequestContext, name: string): Promise<Destination> {
  const upload = await request.post('/api/uploads?folder=destinations', {
    multipart: { image: { name: 'beach.png', mimeType: 'image/png', buffer: beachPng(1200, 800) } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const image = ((await upload.json()) as { urls: string[] }).urls[0];
  const added = await request.post('/api/admin/destinations', { data: { name, image } });
  expect(added.status(), await added.text()).toBe(201);
  return (await added.json()) as Destination;
}

/** The home page's tiles, in order, by their link's text. */
const homeTiles = (page: Page) =>
  page.getByRole('region', { name: 'Popular Destinations' }).getByRole('link');

test('admin: reorders destinations for the home page; cards and tiles fit their names and images', async ({
  page,
  captureScreen,
}) => {
  const tag = uniqueTag();
  const longName = `Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch ${tag} by the long sea wall`;
  const shortName = `Ericeira ${tag}`;
  await signIn(page, ACCOUNTS.admin);
  const long = await addDestination(page.request, longName);
  const short = await addDestination(page.request, shortName);
  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin/destinations');
    const shortCard = page.getByRole('article', { name: shortName, exact: true });
    await expect(shortCard).toBeVisible();

    // Every card: a fixed-ratio image from the WebP variants, and a sensible height.
    const cards = page.getByRole('article');
    for (const card of await cards.all()) {
      const image = card.locator('img');
      await expect(image).toHaveAttribute('srcset', /\.w\d+\.webp \d+w/);
      const box = await card.boundingBox();
      expect(box?.height, `height of ${await card.getAttribute('aria-labelledby')}`).toBeLessThan(450);
    }
    await shortCard.locator('img').scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        shortCard.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.currentSrc),
      )
      .toMatch(/\.w\d+\.webp$/);
    const imageBox = await shortCard.locator('img').boundingBox();
    expect(Math.round(((imageBox?.width ?? 0) / (imageBox?.height ?? 1)) * 9)).toBe(16);
    await captureScreen('admin-destinations-cards');

    // Move the short one up with the keyboard: focus stays on its button, the move is announced.
    const moveUp = shortCard.getByRole('button', { name: `Move up ${shortName}` });
    await moveUp.focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('status').filter({ hasText: `${shortName} moved up to position` }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: `Move up ${shortName}` })).toBeFocused();
    const stored = ((await (await page.request.get('/api/destinations')).json()) as { items: Destination[] })
      .items;
    const ids = stored.map((destination) => destination.id);
    expect(ids.indexOf(short.id)).toBe(ids.indexOf(long.id) - 1);

    // The home page follows, and the long name stays inside its tile at 1280 and 360 px.
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      // Rendered by the server, or (past its data budget) by the browser once the list has arrived.
      await expect(homeTiles(page).filter({ hasText: shortName })).toBeVisible();
      const names = await homeTiles(page).allTextContents();
      expect(names.indexOf(shortName)).toBeGreaterThanOrEqual(0);
      expect(names.indexOf(shortName)).toBe(names.indexOf(longName) - 1);
      const tile = homeTiles(page).filter({ hasText: tag }).filter({ hasText: 'Llanfair' });
      await tile.scrollIntoViewIfNeeded();
      const fits = await tile.evaluate((link) => {
        const outer = link.getBoundingClientRect();
        const name = link.querySelector('span')!;
        const box = name.getBoundingClientRect();
        return {
          inside:
            box.left >= outer.left - 0.5 &&
            box.right <= outer.right + 0.5 &&
            box.top >= outer.top - 0.5 &&
            box.bottom <= outer.bottom + 0.5,
          noSideways: name.scrollWidth <= name.clientWidth + 1,
        };
      });
      expect(fits, `the long name at ${width} px`).toEqual({ inside: true, noSideways: true });
      await expect(tile).toHaveAccessibleName(longName);
      await captureScreen(`home-destinations-long-name-${width}`);
    }
  } finally {
    for (const destination of [long, short])
      await page.request.delete(`/api/admin/destinations/${destination.id}`);
  }
});
