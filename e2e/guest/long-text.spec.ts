// Real people type long names and hosts write long titles, and some places have very long one-word
// names: every card, page and menu must wrap them, at 360 px and at desktop width, never cut them
// off or push the page sideways.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { addDays, todayIso } from '@shoreline/shared-domain/dates';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { SAMPLE_LISTING_FACTS } from '@shoreline/shared-domain/testing/listingFactsFixture';
import type { Listing } from '@shoreline/shared-domain/types';
import { expectNoSidewaysScroll } from '../fixtures/a11y';
import { ACCOUNTS } from '../fixtures/accounts';
import { signUpFresh } from '../fixtures/auth';
import { expect, test } from '../fixtures/test';
import { uploadTinyPhoto } from '../fixtures/uploads';

const PLACE = 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch';
const TITLE = `Oceanfrontpanoramicpenthousewithwraparoundterraceandprivateinfinitypool by the bay`;
const RENTER = 'Maximiliana-Alexandrina-Konstantinopoulou-Wolfeschlegelsteinhausenbergerdorff';
const MESSAGE = `Hello! ${'Pleaseprovideearlycheckinbecauseourflightarrivesearly'.repeat(4)}`;

/** Creates, as the demo host, a listing whose title, city, country and address are long words. */
async function createLongListing(request: APIRequestContext): Promise<Listing> {
  const signin = await request.post('/api/auth/signin', { data: ACCOUNTS.marina });
  expect(signin.status(), await signin.text()).toBe(200);
  const created = await request.post('/api/listings', {
    data: {
      title: TITLE,
      description: `${PLACE} `.repeat(20),
      pricePerNight: '99999.99',
      address: `Rua ${PLACE}${PLACE}`,
      city: `${PLACE}${Date.now()}`,
      country: `${PLACE}shire`,
      availableFrom: addDays(todayIso(), 1),
      availableTo: addDays(todayIso(), 120),
      photos: [await uploadTinyPhoto(request)],
      ...SAMPLE_LISTING_FACTS,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as Listing;
}

/** Nothing inside `scope` is cut off: its content is no wider than its box. */
async function expectNothingCut(scope: Locator, what: string): Promise<void> {
  const excess = await scope.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(excess, `${what} cuts its content off`).toBeLessThanOrEqual(1);
}

async function checkScreen(page: Page, screen: string, scope: Locator): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await expectNoSidewaysScroll(page, `${screen} (${width}px)`);
  await expectNothingCut(scope, `${screen} (${width}px)`);
}

test('long titles, places, names and messages wrap on cards, details and menus', async ({
  page,
  request,
}) => {
  test.slow(); // two widths of five screens each
  const listing = await createLongListing(request);
  await signUpFresh(page, 'long-text', RENTER);
  const checkin = addDays(todayIso(), 10);
  const checkout = addDays(todayIso(), 13);

  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/search?location=${encodeURIComponent(listing.city)}`);
    const card = page.getByRole('article').filter({ hasText: listing.city });
    await expect(card).toBeVisible();
    await checkScreen(page, 'search card', card);

    await page.goto(`/listings/${listing.id}?checkin=${checkin}&checkout=${checkout}`);
    await expect(page.getByRole('heading', { name: TITLE, level: 1 })).toBeVisible();
    await checkScreen(page, 'listing details', page.getByRole('main'));

    if (width === 360) {
      await page.getByLabel('Message to the host (optional)').fill(MESSAGE);
      await page.getByRole('button', { name: 'Book Now' }).click();
      await expect(page.getByRole('heading', { name: MESSAGES.bookingRequestSent })).toBeVisible();
      await checkScreen(page, 'booking confirmation', page.getByRole('main'));
    }

    await page.goto('/bookings');
    const booking = page.getByRole('article').filter({ hasText: listing.city });
    await expect(booking.getByText(MESSAGE)).toBeVisible();
    await checkScreen(page, 'booking card', booking);

    const header = page.getByRole('banner');
    if (width === 360) {
      await header.getByRole('button', { name: 'Menu' }).click();
      await checkScreen(page, 'mobile menu', page.locator('[data-mobile-menu]'));
    } else {
      // The header keeps its room for the logo and the currency: a long first name is shortened.
      const account = header.getByRole('button', { name: `Account menu for ${RENTER}` });
      expect((await account.boundingBox())?.width ?? 0).toBeLessThan(320);
      await account.click();
      await checkScreen(page, 'account menu', header.getByRole('navigation', { name: 'Account' }));
    }
  }
});
