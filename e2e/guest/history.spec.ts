import { expect, test } from '../fixtures/test';

// Back from a listing returns the renter to the results they had loaded and scrolled through, not
// to the first page at the top.
test('Back from a listing keeps the loaded search pages and the scroll position', async ({ page }) => {
  await page.goto('/search');
  const results = page.getByRole('list', { name: 'Search results' });
  const cards = results.getByRole('article');
  await expect(cards).toHaveCount(12);
  // Scrolling down loads the next page by itself (the "Show more" button is the fallback, and it
  // may already be gone by the time a click would land), as a renter scrolling would see.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(cards.nth(12)).toBeVisible();
  const loaded = await cards.count();

  const far = cards.nth(loaded - 1);
  await far.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(500);
  const title = (await far.getByRole('heading').innerText()).trim();
  await far.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(`${title} · Shoreline`);

  await page.goBack();
  // Every loaded page is back (a listing another test creates meanwhile may lead the list: at least).
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(loaded);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
  await expect(page).toHaveTitle('Search results · Shoreline');
});
