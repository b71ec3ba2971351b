import { expectNoSeriousViolations, expectNoSidewaysScroll } from '../fixtures/a11y';
import type { Page } from '@playwright/test';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { Booking, ListingSummary } from '@shoreline/shared-domain/types';
import { ACCOUNTS } from '../fixtures/accounts';
import { signIn } from '../fixtures/auth';
import { expect, test } from '../fixtures/test';

type Check = (screen: string) => Promise<void>;

/** The listing screens as Marina sees them, without changing anything (the demo data is shared). */
async function visitListingScreens(page: Page, check: Check) {
  await signIn(page, ACCOUNTS.marina);
  const listings = (
    (await (await page.request.get('/api/host/listings?limit=100')).json()) as { items: ListingSummary[] }
  ).items;
  const listing = listings.find((candidate) => candidate.title.startsWith('Brighton')) ?? listings[0];
  if (!listing) throw new Error('Marina has no demo listing');

  await page.goto('/listings/new');
  await expect(page.getByRole('button', { name: 'Create Listing' })).toBeVisible();
  await check('create-listing');
  await page.getByRole('button', { name: 'Create Listing' }).click();
  await expect(page.getByText(MESSAGES.titleRequired)).toBeVisible();
  await check('create-listing-errors');

  await page.goto('/listings/manage');
  await expect(page.getByRole('list', { name: 'Your listings' })).toBeVisible();
  await check('my-listings');

  await page.goto(`/listings/${listing.id}/edit`);
  await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue(listing.title);
  await check('edit-listing');
}

/** The booking screens as Marina sees them, deciding nothing. */
async function visitBookingScreens(page: Page, check: Check) {
  await signIn(page, ACCOUNTS.marina);
  const bookings = (
    (await (await page.request.get('/api/host/bookings?limit=100')).json()) as { items: Booking[] }
  ).items;
  // A seeded request (Ben's or Chloe's), not one another test is deciding right now.
  const seeded = [ACCOUNTS.ben.name, ACCOUNTS.chloe.name];
  const pending = bookings.find(
    (booking) => booking.status === 'pending' && seeded.includes(booking.renter.name ?? ''),
  );
  if (!pending) throw new Error('Marina has no pending demo request');

  await page.goto('/bookings/manage');
  await expect(page.getByRole('heading', { name: /^Pending Requests \(\d+\+?\)$/ })).toBeVisible();
  await check('manage-bookings');

  await page.goto(`/bookings/${pending.id}/approve`);
  await expect(page.getByRole('button', { name: 'Approve Booking' })).toBeVisible();
  await check('approve-booking');

  await page.goto(`/bookings/${pending.id}/reject`);
  await expect(page.getByRole('button', { name: 'Reject Booking' })).toBeVisible();
  await check('reject-booking');
}

test.describe('accessibility (axe-core): no serious or critical violations', () => {
  test('on the listing screens', async ({ page, captureScreen }) => {
    await visitListingScreens(page, async (screen) => {
      await expectNoSeriousViolations(page, screen);
      if (screen === 'create-listing-errors') await captureScreen(`host-${screen}`);
    });
  });

  test('on the booking screens', async ({ page }) => {
    await visitBookingScreens(page, (screen) => expectNoSeriousViolations(page, screen));
  });
});

test.describe('at 360 px wide', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the host screens do not scroll sideways', async ({ page, captureScreen }) => {
    const check: Check = async (screen) => {
      await expectNoSidewaysScroll(page, screen);
      await captureScreen(`host-360-${screen}`);
    };
    await visitListingScreens(page, check);
    await visitBookingScreens(page, check);
  });
});
