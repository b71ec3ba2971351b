import { addDays, formatDisplayDateRange } from '@shoreline/shared-domain/dates';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { ACCOUNTS } from '../fixtures/accounts';
import { signIn } from '../fixtures/auth';
import { expect, test } from '../fixtures/test';
import {
  bookingStatus,
  createListingThroughApi,
  deleteListingThroughApi,
  requestBooking,
  signUpRenter,
  today,
} from './hostHelpers';

test('Manage Bookings: approves one pending request and rejects another, end to end', async ({
  page,
  playwright,
  baseURL,
  captureScreen,
}) => {
  await signIn(page, ACCOUNTS.marina);
  const listing = await createListingThroughApi(page.request, 'decide');
  const renter = await playwright.request.newContext({ baseURL });
  await signUpRenter(renter, 'Rory Reef');
  const first = await requestBooking(renter, listing.id, 10, 13, 'Arriving by train around noon.');
  const second = await requestBooking(renter, listing.id, 30, 32, 'A quiet weekend, please.');
  const dates = (start: number, end: number) =>
    formatDisplayDateRange({ start: addDays(today, start), end: addDays(today, end) });

  await page.goto('/bookings/manage');
  const pending = page.getByRole('region', { name: /^Pending Requests \(\d+\+?\)$/ });
  const all = page.getByRole('region', { name: /^All Bookings \(\d+\+?\)$/ });
  const request = (region: typeof pending, range: string) =>
    region.getByRole('article').filter({ hasText: listing.title }).filter({ hasText: range });
  const firstRequest = request(pending, dates(10, 13));
  await expect(firstRequest.getByText('Rory Reef', { exact: true })).toBeVisible();
  await expect(firstRequest.getByText('Arriving by train around noon.')).toBeVisible();
  await expect(firstRequest.getByText('€240.00')).toBeVisible();
  // Just made: 72 hours to answer (PRODUCT 24), counted down to the minute.
  await expect(firstRequest.getByText('Expires in 2 days 23 hours')).toBeVisible();
  await expect(request(pending, dates(30, 32))).toBeVisible();
  await firstRequest.scrollIntoViewIfNeeded();
  await captureScreen('host-manage-bookings', { fullPage: false });

  // Approve the first, from its booking's page (issue 22).
  await firstRequest.getByRole('link', { name: `Review request of Rory Reef at ${listing.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/host/bookings/${first.id}$`));
  await page.getByRole('link', { name: `Approve the request of Rory Reef at ${listing.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/bookings/${first.id}/approve$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Approve Booking Request' })).toBeVisible();
  await expect(page.getByText(MESSAGES.confirmApproveBooking)).toBeVisible();
  await expect(page.getByText(dates(10, 13))).toBeVisible();
  await captureScreen('host-approve-booking');
  await page.getByRole('button', { name: 'Approve Booking' }).click();
  await expect(page).toHaveURL(/\/bookings\/manage$/);
  await expect(page.getByText(`You approved the request of Rory Reef at ${listing.title}.`)).toBeVisible();
  await expect(request(all, dates(10, 13)).getByText('Approved', { exact: true })).toBeVisible();
  await expect(firstRequest).toHaveCount(0);
  expect(await bookingStatus(renter, first.id)).toBe('approved');

  // Reject the second: Cancel first leaves it pending, then the rejection.
  const secondRequest = request(pending, dates(30, 32));
  await secondRequest.getByRole('link', { name: `Review request of Rory Reef at ${listing.title}` }).click();
  await page.getByRole('link', { name: `Reject the request of Rory Reef at ${listing.title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reject Booking Request' })).toBeVisible();
  await expect(page.getByText(MESSAGES.confirmRejectBooking)).toContainText('cannot be undone');
  await captureScreen('host-reject-booking');
  await page.getByRole('main').getByRole('link', { name: 'Cancel', exact: true }).click();
  await expect(page).toHaveURL(/\/bookings\/manage$/);
  await expect(secondRequest).toBeVisible();
  expect(await bookingStatus(renter, second.id)).toBe('pending');

  await secondRequest.getByRole('link', { name: `Review request of Rory Reef at ${listing.title}` }).click();
  await page.getByRole('link', { name: `Reject the request of Rory Reef at ${listing.title}` }).click();
  await page.getByRole('button', { name: 'Reject Booking' }).click();
  await expect(page).toHaveURL(/\/bookings\/manage$/);
  await expect(page.getByText(`You rejected the request of Rory Reef at ${listing.title}.`)).toBeVisible();
  await expect(request(all, dates(30, 32)).getByText('Rejected', { exact: true })).toBeVisible();
  expect(await bookingStatus(renter, second.id)).toBe('rejected');

  // A decided request cannot be decided again.
  await page.goto(`/bookings/${second.id}/approve`);
  await expect(page.getByText(MESSAGES.bookingNotPendingApprove)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve Booking' })).toHaveCount(0);

  await renter.dispose();
  await deleteListingThroughApi(page.request, listing.id);
});
