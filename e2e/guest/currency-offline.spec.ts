import { expect, test } from '../fixtures/test';
import { addDays, todayIso } from '@shoreline/shared-domain/dates';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { formatPrice, totalPrice } from '@shoreline/shared-domain/pricing';
import type { Rates } from '@shoreline/shared-domain/types';
import { signUpFresh } from '../fixtures/auth';
import { pickDate } from './guestHelpers';
import { findListing } from '../fixtures/listings';

test('switching the header currency re-prices search cards and the listing page at once', async ({
  page,
}) => {
  const listing = await findListing(page.request, 'porto');
  const rates = (await (await page.request.get('/api/rates')).json()) as Rates;
  const price = (code: 'EUR' | 'USD' | 'GBP', amount = listing.pricePerNight) =>
    formatPrice(amount, code, rates);

  await page.goto('/search?location=porto');
  const card = page.getByRole('article').filter({ hasText: listing.title });
  await expect(card.getByText(price('EUR'))).toBeVisible();
  await page.getByRole('banner').getByLabel('Currency').selectOption('USD');
  await expect(card.getByText(price('USD'))).toBeVisible();

  await card.getByRole('link', { name: listing.title }).click();
  await expect(page.getByRole('heading', { name: listing.title, level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByText(price('USD')).first()).toBeVisible();
  const checkin = addDays(todayIso(), 4);
  const checkout = addDays(todayIso(), 6);
  await pickDate(page, 'Check-in', checkin);
  await pickDate(page, 'Check-out', checkout);
  const total = totalPrice(listing.pricePerNight, { start: checkin, end: checkout });
  await expect(page.getByTestId('booking-total')).toHaveText(price('USD', total));
  await page.getByRole('banner').getByLabel('Currency').selectOption('GBP');
  await expect(page.getByTestId('booking-total')).toHaveText(price('GBP', total));
  await expect(page.getByRole('main').getByText(price('GBP')).first()).toBeVisible();
});

test('offline: the banner shows, loaded data stays, and booking fails with the SPEC message', async ({
  page,
  context,
}) => {
  await signUpFresh(page, 'offline');
  const listing = await findListing(page.request, 'cascais');
  await page.goto(`/listings/${listing.id}`);
  await expect(page.getByRole('heading', { name: listing.title, level: 1 })).toBeVisible();
  await pickDate(page, 'Check-in', addDays(todayIso(), 8));
  await pickDate(page, 'Check-out', addDays(todayIso(), 10));

  await context.setOffline(true);
  await expect(page.getByText(MESSAGES.offlineBanner)).toBeVisible();
  await expect(page.getByRole('heading', { name: listing.title, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByText(MESSAGES.availabilityCheckFailed)).toBeVisible();

  // Home's code is not downloaded yet: the listing stays on screen, and home appears by itself once
  // the connection is back (no error box, no reload).
  const chunkFailed = page.waitForEvent('requestfailed');
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Shoreline/ })
    .first()
    .click();
  await chunkFailed;
  await expect(page.getByRole('heading', { name: listing.title, level: 1 })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText(MESSAGES.offlineBanner)).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Featured Listings' })).toBeVisible();
  await expect(page.getByText(MESSAGES.remoteCrashedTitle)).toBeHidden();
});
