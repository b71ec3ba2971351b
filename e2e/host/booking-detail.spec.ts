// Issue 22 items 1, 3, 8 and 9 in a real browser: a host blocks nights over a pending request (the
// block panel warns first), the renter sees why on My Bookings, and the calendar's Stay link opens the
// host's booking page (not the approve page).
import { addDays, formatDisplayDateRange, formatLongDate } from '@shoreline/shared-domain/dates';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { Page } from '@playwright/test';
import { ACCOUNTS } from '../fixtures/accounts';
import { signIn, signUpFresh } from '../fixtures/auth';
import { expect, test } from '../fixtures/test';
import {
  bookingStatus,
  createListingThroughApi,
  deleteListingThroughApi,
  requestBooking,
  today,
} from './hostHelpers';

/** A night's button in the host's grid, by the date its accessible name starts with. */
const night = (page: Page, offset: number) =>
  page.getByRole('button', { name: new RegExp(`^${formatLongDate(addDays(today, offset))},`) });

test('blocking nights over a pending request declines it with a reason the renter sees; Stay links open the booking', async ({
  browser,
  page,
  captureScreen,
}) => {
  await signIn(page, ACCOUNTS.marina);
  const listing = await createListingThroughApi(page.request, 'detail');

  // Two renters, each on a browser context of their own.
  const chloeContext = await browser.newContext();
  const chloe = await chloeContext.newPage();
  await signUpFresh(chloe, 'block-declines', 'Chloe Tide');
  const blocked = await requestBooking(chloe.request, listing.id, 5, 10, 'Two adults.');
  const stayContext = await browser.newContext();
  const guest = await stayContext.newPage();
  await signUpFresh(guest, 'stay-link', 'Sam Shore');
  const stay = await requestBooking(guest.request, listing.id, 20, 23, 'A quiet week.');
  expect((await page.request.post(`/api/bookings/${stay.id}/approve`)).status()).toBe(200);

  // The host chooses nights inside Chloe's request: the panel says what blocking them does.
  await page.goto(`/listings/${listing.id}/calendar`);
  await night(page, 7).click();
  await night(page, 8).click();
  const chloeDates = formatDisplayDateRange({ start: addDays(today, 5), end: addDays(today, 10) });
  await expect(page.getByText(`This declines 1 pending request: Chloe Tide, ${chloeDates}.`)).toBeVisible();
  await captureScreen('host-block-declines-request');
  await page.getByRole('button', { name: 'Block nights' }).click();
  await expect(page.getByText(`Declined 1 pending request: Chloe Tide, ${chloeDates}.`)).toBeVisible();
  await expect(night(page, 7)).toHaveAccessibleName(/, blocked$/);
  expect(await bookingStatus(chloe.request, blocked.id)).toBe('rejected');
  expect(await bookingStatus(guest.request, stay.id)).toBe('approved');

  // The renter reads why on My Bookings.
  await chloe.goto('/bookings');
  const card = chloe.getByRole('article', { name: listing.title });
  await expect(card.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(card.getByText(MESSAGES.declinedDatesBlocked)).toBeVisible();
  await captureScreen('guest-declined-reason');

  // The calendar's Stay link opens the host's page of that booking.
  await page.getByRole('link', { name: 'Sam Shore' }).click();
  await expect(page).toHaveURL(new RegExp(`/host/bookings/${stay.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Booking' })).toBeVisible();
  const detail = page.getByRole('main');
  // The status badge (the history list names the step too).
  await expect(detail.getByText('Approved', { exact: true }).first()).toBeVisible();
  await expect(detail.getByText('A quiet week.')).toBeVisible();
  await expect(detail.getByRole('list', { name: 'History' }).getByRole('listitem')).toHaveCount(2);
  await expect(detail.getByRole('link', { name: /^(Approve|Reject)/ })).toHaveCount(0);
  await expect(detail.getByRole('link', { name: 'Open the calendar' })).toHaveAttribute(
    'href',
    `/listings/${listing.id}/calendar`,
  );
  await captureScreen('host-booking-detail');

  await chloeContext.close();
  await stayContext.close();
  await deleteListingThroughApi(page.request, listing.id);
});
