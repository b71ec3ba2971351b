// Issue 24 end to end, as one renter does it: with dates chosen, filter by 4 guests, 2 bedrooms and
// Wi-Fi, see the price of the stay on the cards, open a listing (the stay and the head count come
// along), browse its photos full screen by keyboard, save it, and book it for 4 guests. Each part has
// its own detailed spec (search-facts, photo-lightbox, favourites, booking-guests); this one checks
// they meet. At 360 px the filters are in the "Filters (N)" sheet. Axe clean on every screen.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { addDays, todayIso } from '@shoreline/shared-domain/dates';
import {
  favouriteToggleLabel,
  MESSAGES,
  openPhotoLabel,
  photoViewerLabel,
} from '@shoreline/shared-domain/messages';
import type { ListingSummary, SearchPage } from '@shoreline/shared-domain/types';
import { expectNoSeriousViolations, expectNoSidewaysScroll } from '../fixtures/a11y';
import { signUpFresh } from '../fixtures/auth';
import { expect, test } from '../fixtures/test';
import { tabTo } from './guestHelpers';

const FILTERS = 'guests=4&minBedrooms=2&amenities=wifi';
const NIGHTS = 3;

/** A stay for which the filters find a listing with several photos (the viewer has somewhere to go). */
async function findStay(
  request: APIRequestContext,
  offsets: number[],
): Promise<{ checkin: string; checkout: string; listing: ListingSummary; photos: number }> {
  for (const offset of offsets) {
    const checkin = addDays(todayIso(), offset);
    const checkout = addDays(checkin, NIGHTS);
    const answer = await request.get(`/api/listings?checkin=${checkin}&checkout=${checkout}&${FILTERS}`);
    expect(answer.ok(), await answer.text()).toBe(true);
    for (const listing of ((await answer.json()) as SearchPage).items) {
      const full = (await (await request.get(`/api/listings/${listing.id}`)).json()) as { photos: unknown[] };
      if (full.photos.length >= 2) return { checkin, checkout, listing, photos: full.photos.length };
    }
  }
  throw new Error('No demo listing with 2+ photos fits 4 guests, 2 bedrooms and Wi-Fi on the tried dates');
}

async function chooseFilters(scope: Locator) {
  await scope.getByRole('combobox', { name: 'Guests' }).selectOption('4');
  await scope.getByRole('group', { name: 'Minimum bedrooms' }).getByRole('radio', { name: '2' }).check();
  await scope.getByRole('group', { name: 'Amenities' }).getByRole('checkbox', { name: 'Wi-Fi' }).check();
}

async function checkScreen(page: Page, screen: string, narrow: boolean) {
  await expectNoSeriousViolations(page, screen);
  if (narrow) await expectNoSidewaysScroll(page, screen);
}

for (const [viewport, offsets] of [
  [{ width: 1280, height: 800 }, [24, 52, 90]],
  [{ width: 360, height: 740 }, [27, 56, 95]],
] as const) {
  const narrow = viewport.width === 360;
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    // Several axe analyses and a booking on a 2-core machine.
    test.slow();

    test('filters by guests, bedrooms and Wi-Fi with dates, sees totals, views photos, saves and books for 4', async ({
      page,
    }) => {
      await signUpFresh(page, `choose-${viewport.width}`, 'Noa Planner');
      const stay = await findStay(page.request, [...offsets]);
      const { listing } = stay;

      await page.goto(`/search?checkin=${stay.checkin}&checkout=${stay.checkout}`);
      await expect(
        page.getByRole('list', { name: 'Search results' }).getByRole('article').first(),
      ).toBeVisible();
      if (narrow) {
        await page.getByRole('button', { name: 'Filters', exact: true }).click();
        const sheet = page.getByRole('dialog', { name: 'Filters' });
        await chooseFilters(sheet);
        await checkScreen(page, 'journey-filters-sheet', narrow);
        await sheet.getByRole('button', { name: /^Show \d+ stays?$/ }).click();
        await expect(sheet).toBeHidden();
      } else {
        await chooseFilters(page.getByRole('region', { name: 'Filters' }));
      }
      await expect(page).toHaveURL(new RegExp(`&${FILTERS}$`));
      const card = page.getByRole('list', { name: 'Search results' }).getByRole('article').filter({
        hasText: listing.title,
      });
      await expect(card).toContainText(`for ${NIGHTS} nights`);
      await checkScreen(page, 'journey-search', narrow);

      // The card leads to the listing with the stay and the head count.
      await card.getByRole('link', { name: listing.title }).click();
      await expect(page).toHaveURL(
        new RegExp(`/listings/${listing.id}\\?checkin=${stay.checkin}&checkout=${stay.checkout}&guests=4$`),
      );
      await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();

      // Photos full screen, by keyboard: Enter opens, the arrow moves, Escape gives focus back.
      const opener = page.getByRole('button', { name: openPhotoLabel(1, stay.photos) });
      await tabTo(page, opener);
      await page.keyboard.press('Enter');
      const viewer = page.getByRole('dialog', { name: photoViewerLabel(listing.title) });
      await expect(viewer).toBeVisible();
      await expect(viewer.getByText(`1 / ${stay.photos}`)).toBeVisible();
      await page.keyboard.press('ArrowRight');
      await expect(viewer.getByText(`2 / ${stay.photos}`)).toBeVisible();
      await checkScreen(page, 'journey-photo-viewer', narrow);
      await page.keyboard.press('Escape');
      await expect(viewer).toBeHidden();
      await expect(opener).toBeFocused();

      // Saved: the heart says so, and the favourites page lists it.
      await page.getByRole('button', { name: favouriteToggleLabel(listing.title, false) }).click();
      await expect(
        page.getByRole('button', { name: favouriteToggleLabel(listing.title, true) }),
      ).toHaveAttribute('aria-pressed', 'true');

      // The booking form starts with the searched stay and 4 guests (2 came from the filter).
      const guests = page.getByRole('button', { name: /^Guests/ });
      await expect(guests).toHaveAccessibleName('Guests 4 adults');
      await checkScreen(page, 'journey-listing', narrow);
      await page.getByRole('button', { name: 'Book Now' }).click();
      await expect(page.getByRole('heading', { name: MESSAGES.bookingRequestSent })).toBeVisible();
      await expect(page.getByText('4 adults')).toBeVisible();

      await page.goto('/favourites');
      await expect(page.getByRole('article').filter({ hasText: listing.title })).toBeVisible();
      await checkScreen(page, 'journey-favourites', narrow);
    });
  });
}
