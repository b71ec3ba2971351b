// Issue 22 item 2 in the browser: My Bookings follows what the bell already knows. The renter keeps
// the page open in one browser context while the host decides in another: the card changes without a
// reload, and a Cancel that comes too late says what happened instead of failing.
import { addDays, formatDisplayDateRange } from '@shoreline/shared-domain/dates';
import { bookingChangedNotice, MESSAGES } from '@shoreline/shared-domain/messages';
import { ACCOUNTS } from '../fixtures/accounts';
import { signIn, signUpFresh } from '../fixtures/auth';
import { SHELL_URL } from '../fixtures/ports';
import { expect, test } from '../fixtures/test';
import { createListingThroughApi, deleteListingThroughApi, requestBooking, today } from '../host/hostHelpers';

test('My Bookings shows the host’s decision live, and a late Cancel says the host already approved', async ({
  page,
  browser,
}) => {
  const host = await browser.newContext({ baseURL: SHELL_URL });
  const hostPage = await host.newPage();
  await signIn(hostPage, ACCOUNTS.marina);
  const listing = await createListingThroughApi(hostPage.request, 'live');
  await signUpFresh(page, 'live-lists', 'Lena Live');
  const declined = await requestBooking(page.request, listing.id, 10, 13, 'First stay.');
  const approved = await requestBooking(page.request, listing.id, 30, 32, 'Second stay.');
  const card = (start: number, end: number) =>
    page.getByRole('article', { name: listing.title }).filter({
      hasText: formatDisplayDateRange({ start: addDays(today, start), end: addDays(today, end) }),
    });

  // The renter's page follows the live stream before the host acts.
  const streamOpened = page.waitForResponse(
    (response) => response.url().endsWith('/api/notifications/stream') && response.status() === 200,
  );
  await page.goto('/bookings');
  await streamOpened;
  await expect(card(10, 13).getByRole('button', { name: /^Cancel booking/ })).toBeVisible();
  await expect(card(30, 32).getByRole('button', { name: /^Cancel booking/ })).toBeVisible();
  // Anything that reloads the page would drop this mark.
  await page.evaluate(() => document.body.setAttribute('data-live-mark', 'kept'));

  // The host rejects the first request on their own page.
  await hostPage.goto(`/bookings/${declined.id}/reject`);
  await hostPage.getByRole('button', { name: 'Reject Booking' }).click();
  await expect(hostPage).toHaveURL(/\/bookings\/manage$/);

  // The renter's card follows at once: declined, under Past Bookings, without Cancel.
  const past = page.getByRole('region', { name: /^Past Bookings \(\d+\+?\)$/ });
  await expect(past.getByRole('article', { name: listing.title })).toHaveCount(1);
  await expect(card(10, 13).getByText(/^(Rejected|Declined)$/)).toBeVisible();
  await expect(card(10, 13).getByRole('button', { name: /^Cancel/ })).toHaveCount(0);
  await expect(page.locator('body')).toHaveAttribute('data-live-mark', 'kept');

  // The renter opens Cancel on the second while the host approves it: confirming is too late.
  await card(30, 32)
    .getByRole('button', { name: /^Cancel booking/ })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(MESSAGES.confirmCancelBooking)).toBeVisible();
  const approval = await hostPage.request.post(`/api/bookings/${approved.id}/approve`);
  expect(approval.status(), await approval.text()).toBe(200);
  await dialog.getByRole('button', { name: 'Cancel Booking' }).click();

  const said = page.getByText(bookingChangedNotice('renter', 'approved')!);
  await expect(said).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(MESSAGES.bookingNotPendingCancel)).toHaveCount(0);
  await expect(card(30, 32).getByText('Approved', { exact: true })).toBeVisible();
  await expect(card(30, 32).getByRole('button', { name: /^Cancel/ })).toHaveCount(0);
  await expect(page.locator('body')).toHaveAttribute('data-live-mark', 'kept');

  await deleteListingThroughApi(hostPage.request, listing.id);
  await host.close();
});
