import { expectNoSeriousViolations, expectNoSidewaysScroll } from '../fixtures/a11y';
import type { Page } from '@playwright/test';
import { addDays, todayIso } from '@shoreline/shared-domain/dates';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { ACCOUNTS } from '../fixtures/accounts';
import { signIn, signUpFresh } from '../fixtures/auth';
import { expect, test } from '../fixtures/test';
import { pickDate } from './guestHelpers';
import { findListing } from '../fixtures/listings';

type Check = (screen: string) => Promise<void>;

/** Home, search (results and none), and a listing with a stay chosen: what a visitor sees. */
async function visitPublicScreens(page: Page, check: Check) {
  const listing = await findListing(page.request, 'essaouira');
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Featured listings' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lisbon' })).toBeVisible();
  await check('home');

  await page.goto('/search?location=portugal');
  await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible();
  await check('search');

  await page.goto('/search?location=Atlantis');
  await expect(page.getByRole('heading', { name: MESSAGES.noListingsFound })).toBeVisible();
  await check('search-no-results');

  await page.goto(`/listings/${listing.id}`);
  await expect(page.getByRole('button', { name: 'Book Now' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Reviews/ })).toBeVisible();
  await pickDate(page, 'Check-in', addDays(todayIso(), 2));
  await pickDate(page, 'Check-out', addDays(todayIso(), 4));
  await check('listing-details');
}

/** A new renter's screens: booking confirmation (after booking), My Bookings, Become a Host, Profile. */
async function visitRenterScreens(page: Page, check: Check) {
  await signUpFresh(page, 'a11y', 'Alex Access');
  const listing = await findListing(page.request, 'essaouira');
  await page.goto(
    `/listings/${listing.id}?checkin=${addDays(todayIso(), 5)}&checkout=${addDays(todayIso(), 7)}`,
  );
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByRole('heading', { name: MESSAGES.bookingRequestSent })).toBeVisible();
  await check('booking-confirmation');

  await page.goto('/bookings');
  await expect(page.getByRole('heading', { name: 'Active Bookings (1)' })).toBeVisible();
  await check('my-bookings');

  await page.goto('/become-host');
  await expect(page.getByRole('button', { name: 'Submit Request' })).toBeVisible();
  await check('become-host');

  await page.goto('/profile');
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  await check('profile');
}

/**
 * The remaining states of the guest screens: an open calendar, the cancel dialog, a missing listing,
 * the visitor's become-host form, Request Pending and You're Already a Host.
 */
async function visitOtherStates(page: Page, check: Check) {
  await page.goto('/listings/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText(MESSAGES.listingNotFound)).toBeVisible();
  await check('listing-not-found');

  await page.goto('/become-host');
  await expect(page.getByLabel(/^Confirm password/)).toBeVisible();
  await check('become-host-visitor');

  await signUpFresh(page, 'a11y-states');
  const listing = await findListing(page.request, 'essaouira');
  await page.goto(`/listings/${listing.id}`);
  await page.getByLabel(/^Check-in/).click();
  await expect(page.getByRole('button', { name: 'Next month' })).toBeVisible();
  await check('listing-check-in-calendar');
  await page.locator(`button[data-date="${addDays(todayIso(), 2)}"]`).click();
  await page.getByLabel(/^Check-out/).click();
  // Opens on the check-in's month (a day 2 days later may be in the next one at a month's end).
  await expect(page.getByRole('dialog', { name: /^Choose check-out/ })).toBeVisible();
  await check('listing-check-out-calendar');
  await page.keyboard.press('Escape');

  const response = await page.request.post('/api/bookings', {
    data: {
      listingId: listing.id,
      startDate: addDays(todayIso(), 11),
      endDate: addDays(todayIso(), 13),
      guests: { adults: 1 },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  await page.goto('/bookings');
  await page.getByRole('button', { name: /^Cancel booking/ }).click();
  await expect(page.getByRole('dialog').getByText(MESSAGES.confirmCancelBooking)).toBeVisible();
  await check('my-bookings-cancel-dialog');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await signIn(page, ACCOUNTS.chloe);
  await page.goto('/become-host');
  await expect(page.getByRole('heading', { name: MESSAGES.requestPending })).toBeVisible();
  await check('become-host-pending');

  await signIn(page, ACCOUNTS.marina);
  await page.goto('/become-host');
  await expect(page.getByRole('heading', { name: MESSAGES.alreadyHost })).toBeVisible();
  await check('become-host-already-host');
}

test.describe('accessibility (axe-core): no serious or critical violations', () => {
  // Each test walks four screens and runs a full axe analysis on each: several seconds apiece on a
  // 2-core machine, so these get three times the default budget.
  test.slow();

  test('on the public guest screens', async ({ page, captureScreen }) => {
    await visitPublicScreens(page, async (screen) => {
      await expectNoSeriousViolations(page, screen);
      await captureScreen(`guest-${screen}`);
    });
  });

  test("on a renter's screens", async ({ page, captureScreen }) => {
    await visitRenterScreens(page, async (screen) => {
      await expectNoSeriousViolations(page, screen);
      await captureScreen(`guest-${screen}`);
    });
  });

  test('on the other states of the guest screens', async ({ page, captureScreen }) => {
    await visitOtherStates(page, async (screen) => {
      await expectNoSeriousViolations(page, screen);
      await captureScreen(`guest-${screen}`);
    });
  });
});

test.describe('at 360 px wide nothing scrolls sideways', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('on the public guest screens', async ({ page, captureScreen }) => {
    await visitPublicScreens(page, async (screen) => {
      await expectNoSidewaysScroll(page, screen);
      await captureScreen(`guest-360-${screen}`);
    });
  });

  test("on a renter's screens", async ({ page }) => {
    await visitRenterScreens(page, (screen) => expectNoSidewaysScroll(page, screen));
  });

  test('on the other states of the guest screens', async ({ page, captureScreen }) => {
    await visitOtherStates(page, async (screen) => {
      await expectNoSidewaysScroll(page, screen);
      await captureScreen(`guest-360-${screen}`);
    });
  });
});
