// Issue 24 item 1 in a real browser: a renter coming from a search for 2 guests books a place for 4
// (its maximum: the + buttons stop there; an infant is not counted), and the host sees who is coming on
// the request. The listing is a demo host's own, made here with a maximum of 4, so the test does not
// hang on the demo data's facts.
import { addDays, formatDisplayDateRange } from '@shoreline/shared-domain/dates';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { ACCOUNTS } from '../fixtures/accounts';
import { signIn, signUpFresh } from '../fixtures/auth';
import { expect, test } from '../fixtures/test';
import { createListingThroughApi, deleteListingThroughApi, today } from '../host/hostHelpers';

test('books for 4 guests: the maximum stops the steppers, and the host sees the party on the request', async ({
  browser,
  page,
}) => {
  await signIn(page, ACCOUNTS.marina);
  const listing = await createListingThroughApi(page.request, 'guests');
  expect(listing.maxGuests).toBe(4);
  expect(listing.houseRules.petsAllowed).toBe(false);

  const renterContext = await browser.newContext();
  try {
    const renter = await renterContext.newPage();
    await signUpFresh(renter, 'guests', 'Gus Party');
    const checkin = addDays(today, 40);
    const checkout = addDays(today, 43);
    // As a search link carries them: the dates and the head count.
    await renter.goto(`/listings/${listing.id}?checkin=${checkin}&checkout=${checkout}&guests=2`);
    const guests = renter.getByRole('button', { name: /^Guests/ });
    await expect(guests).toHaveAccessibleName('Guests 2 adults');
    await expect(renter.getByText('Up to 4 guests')).toBeVisible();

    await guests.click();
    const addAdult = renter.getByRole('button', { name: 'Add adult' });
    await addAdult.click();
    await addAdult.click();
    await expect(guests).toHaveAccessibleName('Guests 4 adults');
    // At the maximum: no more adults or children, but an infant (not counted) still fits.
    await expect(addAdult).toBeDisabled();
    await expect(renter.getByRole('button', { name: 'Add child' })).toBeDisabled();
    await expect(renter.getByText('Under 2; not counted')).toBeVisible();
    await renter.getByRole('button', { name: 'Add infant' }).click();
    await expect(guests).toHaveAccessibleName('Guests 4 adults, 1 infant');
    // No pets at this place: the choice is not offered.
    await expect(renter.getByRole('checkbox', { name: 'Pets' })).toHaveCount(0);

    await renter.getByRole('button', { name: 'Book Now' }).click();
    await expect(renter.getByRole('heading', { name: MESSAGES.bookingRequestSent })).toBeVisible();
    await expect(renter.getByText('4 adults, 1 infant')).toBeVisible();

    await renter.goto('/bookings');
    await expect(
      renter.getByRole('article', { name: listing.title }).getByText('4 adults, 1 infant'),
    ).toBeVisible();

    // The host's request says who is coming.
    await page.goto('/bookings/manage');
    const request = page
      .getByRole('article')
      .filter({ hasText: listing.title })
      .filter({ hasText: formatDisplayDateRange({ start: checkin, end: checkout }) });
    await expect(request.getByText('Gus Party')).toBeVisible();
    await expect(request.getByText('4 adults, 1 infant')).toBeVisible();
  } finally {
    await renterContext.close();
    await deleteListingThroughApi(page.request, listing.id);
  }
});
