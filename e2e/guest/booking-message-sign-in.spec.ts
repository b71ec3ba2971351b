// Issue 22 item 7: a signed-out renter who writes to the host, then must sign in to book, finds the
// message still there with the dates, and the host receives it.
import { addDays, formatDisplayDate, todayIso } from '@shoreline/shared-domain/dates';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { signInThroughForm } from '../fixtures/auth';
import { findListing } from '../fixtures/listings';
import { expect, test } from '../fixtures/test';
import { createAccount, pickDate } from './guestHelpers';

const today = todayIso();

test('keeps the message to the host through sign-in, with the dates, and sends it', async ({
  page,
  playwright,
  baseURL,
}) => {
  const api = await playwright.request.newContext({ baseURL });
  const account = await createAccount(api, 'message-roundtrip');
  await api.dispose();
  const listing = await findListing(page.request, 'vernazza');
  const checkin = addDays(today, 40);
  const checkout = addDays(today, 42);
  const note = 'Two of us, arriving late by train. Is a 22:00 check-in fine?';

  await page.goto(`/listings/${listing.id}`);
  await pickDate(page, 'Check-in', checkin);
  await pickDate(page, 'Check-out', checkout);
  await page.getByLabel(/^Message to the host/).fill(note);
  await page.getByRole('button', { name: 'Book Now' }).click();

  await expect(page).toHaveURL(/\/signin/);
  // Not in the URL the browser keeps in its history.
  expect(page.url()).not.toContain('arriving');
  await signInThroughForm(page, account);

  await expect(page).toHaveURL(
    new RegExp(`/listings/${listing.id}\\?checkin=${checkin}&checkout=${checkout}$`),
  );
  await expect(page.getByLabel(/^Check-in/)).toHaveValue(formatDisplayDate(checkin));
  await expect(page.getByLabel(/^Message to the host/)).toHaveValue(note);
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByRole('heading', { name: MESSAGES.bookingRequestSent })).toBeVisible();

  // The booking carries it.
  await page.getByRole('link', { name: 'View My Bookings' }).click();
  const card = page.getByRole('article').filter({ hasText: listing.title });
  await expect(card.getByText(note)).toBeVisible();

  // Used once: the listing's form starts empty on the next visit.
  await page.goto(`/listings/${listing.id}`);
  await expect(page.getByRole('heading', { name: listing.title, level: 1 })).toBeVisible();
  await expect(page.getByLabel(/^Message to the host/)).toHaveValue('');
});
