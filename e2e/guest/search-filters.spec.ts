import { expect, test } from '../fixtures/test';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { SearchPage } from '@shoreline/shared-domain/types';

// Issue 10: price filter, order and total in the search UI, all kept in the URL, on a phone and a
// desktop. Expectations come from the API itself (same filters), so the demo data may change.

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`search filters at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('filters by price, sorts, shows the total, and keeps it all in the URL', async ({ page }) => {
      await page.goto('/search?location=portugal');
      const results = page.getByRole('list', { name: 'Search results' });
      await expect(results.getByRole('article').first()).toBeVisible();
      const currency = await page.getByRole('banner').getByLabel('Currency').inputValue();

      const prices = page.getByRole('form', { name: 'Price per night' });
      await prices.getByLabel(/^Min price/).fill('100');
      await prices.getByLabel(/^Max price/).fill('200');
      await prices.getByRole('button', { name: 'Apply' }).click();
      await expect(page).toHaveURL(
        new RegExp(`/search\\?location=portugal&minPrice=100&maxPrice=200&currency=${currency}$`),
      );
      const filtered = (await (
        await page.request.get(
          `/api/listings?location=portugal&minPrice=100&maxPrice=200&currency=${currency}`,
        )
      ).json()) as SearchPage;
      expect(filtered.total).toBeGreaterThan(0);
      await expect(
        page.getByText(`${filtered.total} ${filtered.total === 1 ? 'stay' : 'stays'} in portugal`),
      ).toBeVisible();

      await page.getByLabel('Sort by').selectOption('price-desc');
      await expect(page).toHaveURL(/&sort=price-desc$/);
      const sorted = (await (
        await page.request.get(
          `/api/listings?location=portugal&minPrice=100&maxPrice=200&currency=${currency}&sort=price-desc`,
        )
      ).json()) as SearchPage;
      const titles = sorted.items.map((listing) => listing.title);
      await expect(results.getByRole('article').first()).toContainText(titles[0]!);
      await expect(results.getByRole('article')).toHaveCount(titles.length);

      // Reload and Back keep what the URL says.
      await page.reload();
      await expect(page.getByLabel('Sort by')).toHaveValue('price-desc');
      await expect(page.getByRole('form', { name: 'Price per night' }).getByLabel(/^Min price/)).toHaveValue(
        '100',
      );
      await expect(results.getByRole('article').first()).toContainText(titles[0]!);
      await page.goBack();
      await expect(page).toHaveURL(/currency=\w+$/);
      await expect(page.getByLabel('Sort by')).toHaveValue('newest');
    });

    test('says what is wrong with an inverted price range and sends nothing', async ({ page }) => {
      await page.goto('/search');
      await expect(
        page.getByRole('list', { name: 'Search results' }).getByRole('article').first(),
      ).toBeVisible();
      const prices = page.getByRole('form', { name: 'Price per night' });
      await prices.getByLabel(/^Min price/).fill('300');
      await prices.getByLabel(/^Max price/).fill('100');
      await prices.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByText(MESSAGES.searchPriceRangeInverted)).toBeVisible();
      await expect(page).toHaveURL(/\/search$/);
      // Nothing spills out of a phone's width.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflow).toBe(false);
    });
  });
}
