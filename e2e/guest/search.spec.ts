import { expect, test } from '../fixtures/test';
import { addDays, formatDisplayDate, todayIso } from '@shoreline/shared-domain/dates';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { pickDate, tabTo } from './guestHelpers';

// Demo listings are available from today-90 to today+270 (api/src/seed).
const today = todayIso();
const checkin = addDays(today, 12);
const checkout = addDays(today, 15);

test.describe('search', () => {
  test('finds listings by place and dates from the home page, and opens one', async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('search', { name: 'Search stays' });
    await form.getByLabel('Where').fill('biarritz');
    await pickDate(page, 'Check-in', checkin, form);
    await pickDate(page, 'Check-out', checkout, form);
    await form.getByRole('button', { name: 'Search' }).click();

    await expect(page).toHaveURL(
      new RegExp(`/search\\?location=biarritz&checkin=${checkin}&checkout=${checkout}$`),
    );
    await expect(page.getByRole('heading', { name: 'Search results', level: 1 })).toBeVisible();
    await expect(
      page.getByText(`${formatDisplayDate(checkin)} - ${formatDisplayDate(checkout)}`),
    ).toBeVisible();
    const results = page.getByRole('list', { name: 'Search results' });
    const card = results.getByRole('article').filter({ hasText: 'Surf House near Grande Plage' });
    await expect(card).toBeVisible();
    await expect(card.getByText('Biarritz, France')).toBeVisible();
    await expect(card.getByText('/night')).toBeVisible();

    await card.getByRole('link', { name: 'Surf House near Grande Plage' }).click();
    await expect(page).toHaveURL(/\/listings\/[0-9a-f-]+\?checkin=/);
    await expect(page.getByRole('heading', { name: 'Surf House near Grande Plage', level: 1 })).toBeVisible();
    // The searched stay is carried into the booking form.
    await expect(page.getByLabel(/^Check-in/)).toHaveValue(formatDisplayDate(checkin));
    await expect(page.getByLabel(/^Check-out/)).toHaveValue(formatDisplayDate(checkout));
  });

  test('searches and opens a listing with the keyboard only', async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('search', { name: 'Search stays' });
    await tabTo(page, form.getByLabel('Where'));
    await page.keyboard.type('ericeira');
    await page.keyboard.press('Tab');
    await expect(form.getByLabel(/^Check-in/)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator(`button[data-date="${today}"]`)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(form.getByLabel(/^Check-in/)).toHaveValue(formatDisplayDate(addDays(today, 7)));
    // The same calendar takes the check-out, from the check-in on.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(form.getByLabel(/^Check-out/)).toHaveValue(formatDisplayDate(addDays(today, 9)));
    await expect(form.getByLabel(/^Check-out/)).toBeFocused();
    await tabTo(page, form.getByRole('button', { name: 'Search' }), 5);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(
      new RegExp(`/search\\?location=ericeira&checkin=${addDays(today, 7)}&checkout=${addDays(today, 9)}$`),
    );
    const link = page.getByRole('list', { name: 'Search results' }).getByRole('link').first();
    await tabTo(page, link);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Ericeira');
    await expect(page.getByLabel(/^Check-out/)).toHaveValue(formatDisplayDate(addDays(today, 9)));
  });

  test('searches a popular destination from the home page', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('region', { name: 'Popular Destinations' })
      .getByRole('link', { name: 'Lisbon' })
      .click();
    await expect(page).toHaveURL(/\/search\?location=Lisbon$/);
    const cards = page.getByRole('list', { name: 'Search results' }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    await expect(cards.filter({ hasNotText: 'Lisbon, Portugal' })).toHaveCount(0);
  });

  test('says so when nothing matches the place', async ({ page }) => {
    await page.goto('/search?location=Atlantis');
    await expect(page.getByRole('heading', { name: MESSAGES.noListingsFound })).toBeVisible();
    await expect(page.getByText(MESSAGES.tryAdjustingSearch)).toBeVisible();
  });

  test('says so when no listing is available for the dates', async ({ page }) => {
    const far = addDays(today, 400);
    await page.goto(`/search?location=portugal&checkin=${far}&checkout=${addDays(far, 3)}`);
    await expect(page.getByRole('heading', { name: MESSAGES.noListingsFound })).toBeVisible();
  });

  test('lists every active listing with more loaded on demand', async ({ page }) => {
    await page.goto('/search');
    const cards = page.getByRole('list', { name: 'Search results' }).getByRole('article');
    // One page is 12 cards; the demo marketplace has more active listings than that.
    await expect(cards).toHaveCount(12);
    const firstPage = 12;
    const showMore = page.getByRole('button', { name: 'Show more' });
    await showMore.scrollIntoViewIfNeeded();
    await expect.poll(() => cards.count()).toBeGreaterThan(firstPage);
  });

  test('walks the gallery with buttons, dots and arrow keys', async ({ page }) => {
    await page.goto('/search?location=lisbon');
    await page.getByRole('link', { name: 'Alfama Rooftop with Tagus Views' }).click();
    const gallery = page.getByRole('region', { name: 'Photos of Alfama Rooftop with Tagus Views' });
    const previous = gallery.getByRole('button', { name: 'Previous photo' });
    const next = gallery.getByRole('button', { name: 'Next photo' });
    await expect(gallery.getByText('Photo 1 of 3')).toBeVisible();
    await expect(previous).toBeDisabled();
    await next.click();
    await expect(gallery.getByText('Photo 2 of 3')).toBeVisible();
    await next.click();
    await expect(gallery.getByText('Photo 3 of 3')).toBeVisible();
    await expect(next).toBeDisabled();
    await gallery.getByRole('button', { name: 'Show photo 1' }).click();
    await expect(gallery.getByText('Photo 1 of 3')).toBeVisible();
    await expect(gallery.getByRole('button', { name: 'Show photo 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await gallery.focus();
    await page.keyboard.press('ArrowRight');
    await expect(gallery.getByText('Photo 2 of 3')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(gallery.getByText('Photo 1 of 3')).toBeVisible();
  });

  test('shows Listing not found with a way home for an unknown listing', async ({ page }) => {
    await page.goto('/listings/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText(MESSAGES.listingNotFound)).toBeVisible();
    await page.getByRole('link', { name: MESSAGES.returnToHome }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
