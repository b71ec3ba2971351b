import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { addDays, todayIso } from '@shoreline/shared-domain/dates';
import { formatFactsSummary, PROPERTY_TYPE_LABELS } from '@shoreline/shared-domain/listingFacts';
import { checkInFromText, checkOutByText, showAllAmenitiesLabel } from '@shoreline/shared-domain/messages';
import { formatPrice, totalPrice } from '@shoreline/shared-domain/pricing';
import type { CurrencyCode, Listing, SearchPage } from '@shoreline/shared-domain/types';
import { expectNoSeriousViolations, expectNoSidewaysScroll } from '../fixtures/a11y';
import { expect, test } from '../fixtures/test';
import { tabTo } from './guestHelpers';

// Issue 24 items 2 and 3, the renter's side: with dates chosen, filter by 4 guests, 2 bedrooms and
// Wi-Fi (in the panel at 1280 px, in the "Filters (N)" sheet at 360 px), see only places that fit with
// the total of the stay, keep it all in the URL, then open a listing and read its amenities (every
// one in a dialog, by keyboard) and its house rules. Expectations come from the API (demo data).

const FILTERS = 'guests=4&minBedrooms=2&amenities=wifi';
const NIGHTS = 3;

interface Stay {
  checkin: string;
  checkout: string;
  expected: SearchPage;
  /** A fitting listing with more than ten amenities (the page's "Show all" dialog). */
  rich: Listing;
}

/** Dates for which the filters match some listings, one of which lists more than ten amenities. */
async function findStay(request: APIRequestContext): Promise<Stay> {
  for (const offset of [21, 45, 75, 120]) {
    const checkin = addDays(todayIso(), offset);
    const checkout = addDays(checkin, NIGHTS);
    const answer = await request.get(
      `/api/listings?checkin=${checkin}&checkout=${checkout}&${FILTERS}&limit=12`,
    );
    expect(answer.ok(), await answer.text()).toBe(true);
    const expected = (await answer.json()) as SearchPage;
    for (const item of expected.items) {
      const listing = (await (await request.get(`/api/listings/${item.id}`)).json()) as Listing;
      if (listing.amenities.length > 10) return { checkin, checkout, expected, rich: listing };
    }
  }
  throw new Error('No demo listing fits 4 guests, 2 bedrooms and Wi-Fi with more than ten amenities');
}

/** Every card fits the filters and says the stay's total beside its nightly price. */
async function expectFittingResults(page: Page, stay: Stay, currency: CurrencyCode) {
  const results = page.getByRole('list', { name: 'Search results' });
  const cards = results.getByRole('article');
  await expect(cards).toHaveCount(stay.expected.items.length);
  for (const [index, listing] of stay.expected.items.entries()) {
    expect(listing.maxGuests).toBeGreaterThanOrEqual(4);
    expect(listing.bedrooms).toBeGreaterThanOrEqual(2);
    const card = cards.nth(index);
    await expect(card).toContainText(listing.title);
    await expect(card).toContainText(formatFactsSummary(listing));
    const total = totalPrice(listing.pricePerNight, { start: stay.checkin, end: stay.checkout });
    await expect(card).toContainText(`${formatPrice(total, currency, null)} for ${NIGHTS} nights`);
    await expect(card).toContainText(`${formatPrice(listing.pricePerNight, currency, null)}/night`);
  }
}

/** The listing page: the summary under the title, ten amenities, all of them by keyboard, the rules. */
async function readListing(page: Page, listing: Listing, check: (screen: string) => Promise<void>) {
  await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
  await expect(
    page.getByText(`${PROPERTY_TYPE_LABELS[listing.propertyType]} · ${formatFactsSummary(listing)}`),
  ).toBeVisible();
  const offers = page.getByRole('region', { name: 'What this place offers' });
  await expect(offers.getByRole('listitem')).toHaveCount(10);
  const rules = page.getByRole('region', { name: 'House rules' });
  await expect(rules).toContainText(checkInFromText(listing.checkInFrom));
  await expect(rules).toContainText(checkOutByText(listing.checkOutBy));
  if (listing.houseRules.text) await expect(rules).toContainText(listing.houseRules.text.split('\n')[0]!);

  const showAll = offers.getByRole('button', { name: showAllAmenitiesLabel(listing.amenities.length) });
  await tabTo(page, showAll);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'What this place offers' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveCount(listing.amenities.length);
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await check('listing-amenities-dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(showAll).toBeFocused();
  await check('listing-facts');
}

async function chooseFilters(scope: Locator) {
  await scope.getByRole('combobox', { name: 'Guests' }).selectOption('4');
  await scope.getByRole('group', { name: 'Minimum bedrooms' }).getByRole('radio', { name: '2' }).check();
  await scope.getByRole('group', { name: 'Amenities' }).getByRole('checkbox', { name: 'Wi-Fi' }).check();
}

test.describe('search by facts and the price of the stay', () => {
  // Two axe analyses per screen on a 2-core machine.
  test.slow();

  test.describe('at 1280 px', () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test('filters in the panel, totals on the cards, the URL keeps it all, the listing shows its facts', async ({
      page,
      captureScreen,
    }) => {
      // The server renders the filtered page after a reload: React must hydrate it without a mismatch.
      const hydration: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /hydrat|did not match/i.test(message.text())) {
          hydration.push(message.text());
        }
      });
      const stay = await findStay(page.request);
      await page.goto(`/search?checkin=${stay.checkin}&checkout=${stay.checkout}`);
      await expect(
        page.getByRole('list', { name: 'Search results' }).getByRole('article').first(),
      ).toBeVisible();
      const currency = (await page.getByRole('banner').getByLabel('Currency').inputValue()) as CurrencyCode;
      // The phone's button is not shown on a wide screen.
      await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();

      await chooseFilters(page.getByRole('region', { name: 'Filters' }));
      await expect(page).toHaveURL(
        new RegExp(`\\?checkin=${stay.checkin}&checkout=${stay.checkout}&${FILTERS}$`),
      );
      await expectFittingResults(page, stay, currency);
      await expectNoSeriousViolations(page, 'search-facts');
      await captureScreen('guest-search-facts-1280');

      // Reload (and so a shared link) keeps the filters and the results.
      await page.reload();
      const filters = page.getByRole('region', { name: 'Filters' });
      await expect(filters.getByRole('combobox', { name: 'Guests' })).toHaveValue('4');
      await expect(filters.getByRole('checkbox', { name: 'Wi-Fi' })).toBeChecked();
      await expectFittingResults(page, stay, currency);
      expect(hydration).toEqual([]);

      await page.getByRole('link', { name: stay.rich.title }).click();
      await expect(page).toHaveURL(new RegExp(`/listings/${stay.rich.id}\\?checkin=${stay.checkin}`));
      await readListing(page, stay.rich, async (screen) => {
        await expectNoSeriousViolations(page, screen);
        await captureScreen(`guest-${screen}-1280`);
      });
    });
  });

  test.describe('at 360 px', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('filters in the "Filters (N)" sheet, totals on the cards, the listing shows its facts', async ({
      page,
      captureScreen,
    }) => {
      const stay = await findStay(page.request);
      await page.goto(`/search?checkin=${stay.checkin}&checkout=${stay.checkout}`);
      await expect(
        page.getByRole('list', { name: 'Search results' }).getByRole('article').first(),
      ).toBeVisible();
      const currency = (await page.getByRole('banner').getByLabel('Currency').inputValue()) as CurrencyCode;
      // The panel of wide screens is behind the button here.
      await expect(page.getByRole('region', { name: 'Filters' })).toBeHidden();

      const opener = page.getByRole('button', { name: 'Filters', exact: true });
      await opener.click();
      const sheet = page.getByRole('dialog', { name: 'Filters' });
      await expect(sheet).toBeVisible();
      await chooseFilters(sheet);
      await expect(page).toHaveURL(new RegExp(`&${FILTERS}$`));
      const show = sheet.getByRole('button', {
        name: `Show ${stay.expected.total} ${stay.expected.total === 1 ? 'stay' : 'stays'}`,
      });
      await expect(show).toBeVisible();
      await expectNoSeriousViolations(page, 'search-filters-sheet');
      await expectNoSidewaysScroll(page, 'search-filters-sheet');
      await captureScreen('guest-search-filters-sheet-360');
      await show.click();
      await expect(sheet).toBeHidden();
      await expect(page.getByRole('button', { name: 'Filters (3)' })).toBeFocused();

      await expectFittingResults(page, stay, currency);
      await expectNoSeriousViolations(page, 'search-facts');
      await expectNoSidewaysScroll(page, 'search-facts');

      // Escape closes the sheet too, and focus comes back to its button.
      await page.getByRole('button', { name: 'Filters (3)' }).click();
      await expect(sheet).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expect(page.getByRole('button', { name: 'Filters (3)' })).toBeFocused();

      await page.getByRole('link', { name: stay.rich.title }).click();
      await readListing(page, stay.rich, async (screen) => {
        await expectNoSeriousViolations(page, screen);
        await expectNoSidewaysScroll(page, screen);
        await captureScreen(`guest-${screen}-360`);
      });
    });
  });
});
