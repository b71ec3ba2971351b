import { MESSAGES } from '@shoreline/shared-domain/messages';
import { ACCOUNTS } from '../fixtures/accounts';
import { signIn } from '../fixtures/auth';
import { expect, test } from '../fixtures/test';

// Ben's request at the Cascais cottage was made 5 days ago and never answered (api/src/seed): it
// expired after 72 hours (PRODUCT 24).
test('an expired request is listed under Past Bookings with its badge and why', async ({
  page,
  captureScreen,
}) => {
  await signIn(page, ACCOUNTS.ben);
  await page.goto('/bookings');
  const past = page.getByRole('region', { name: /^Past Bookings \(\d+\+?\)$/ });
  // (Ben also stayed there months ago: the request is the card with his question.)
  const card = past
    .getByRole('article', { name: "Cascais Fisherman's Cottage" })
    .filter({ hasText: 'Is there parking near the house?' });
  await expect(card.getByText('Expired', { exact: true })).toBeVisible();
  await expect(card.getByText(MESSAGES.bookingExpiredForRenter)).toBeVisible();
  await expect(card.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);
  const active = page.getByRole('region', { name: /^Active Bookings \(\d+\+?\)$/ });
  await expect(active.getByRole('article', { name: "Cascais Fisherman's Cottage" })).toHaveCount(0);
  await card.scrollIntoViewIfNeeded();
  await captureScreen('guest-my-bookings-expired', { fullPage: false });
});
