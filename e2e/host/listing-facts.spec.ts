// Issue 24 item 2: a host sets a listing's facts and amenities in the edit form, at phone and desktop
// widths, and finds them saved. Each width edits its own demo listing (one no other spec reads) and
// puts its facts back afterwards: the demo data is shared with the guest specs.
import type { APIRequestContext } from '@playwright/test';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { PROPERTY_TYPE_LABELS } from '@shoreline/shared-domain/listingFacts';
import type { Listing, ListingInput, ListingSummary } from '@shoreline/shared-domain/types';
import { expectNoSeriousViolations, expectNoSidewaysScroll } from '../fixtures/a11y';
import { ACCOUNTS } from '../fixtures/accounts';
import { signIn } from '../fixtures/auth';
import { expect, test } from '../fixtures/test';

async function demoListing(request: APIRequestContext, titleStart: string): Promise<Listing> {
  const list = await request.get('/api/host/listings?limit=100');
  expect(list.ok(), await list.text()).toBe(true);
  const summary = ((await list.json()) as { items: ListingSummary[] }).items.find((item) =>
    item.title.startsWith(titleStart),
  );
  if (!summary) throw new Error(`Marina has no demo listing "${titleStart}…"`);
  const response = await request.get(`/api/listings/${summary.id}`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Listing;
}

/** Saves the listing as it was (the facts this test changed, everything else as it is). */
async function restore(request: APIRequestContext, listing: Listing): Promise<void> {
  const input: ListingInput = {
    title: listing.title,
    description: listing.description,
    pricePerNight: listing.pricePerNight,
    address: listing.address,
    city: listing.city,
    country: listing.country,
    availableFrom: listing.availableFrom,
    availableTo: listing.availableTo,
    photos: listing.photos.map((photo) => photo.url),
    maxGuests: listing.maxGuests,
    propertyType: listing.propertyType,
    bedrooms: listing.bedrooms,
    beds: listing.beds,
    bathrooms: listing.bathrooms,
    checkInFrom: listing.checkInFrom,
    checkOutBy: listing.checkOutBy,
    houseRules: listing.houseRules,
    amenities: listing.amenities,
  };
  const response = await request.put(`/api/listings/${listing.id}`, { data: input });
  expect(response.status(), await response.text()).toBe(200);
}

const WIDTHS = [
  { width: 360, titleStart: 'Cliffside Villa' },
  { width: 1280, titleStart: 'Positano Lemon' },
];

for (const { width, titleStart } of WIDTHS) {
  test(`a host edits facts and amenities at ${width}px`, async ({ page, captureScreen }) => {
    await page.setViewportSize({ width, height: 800 });
    await signIn(page, ACCOUNTS.marina);
    const original = await demoListing(page.request, titleStart);
    // Values different from the saved ones, whatever the seed holds.
    const guests = original.maxGuests === 7 ? 8 : 7;
    const type = original.propertyType === 'cottage' ? 'villa' : 'cottage';
    const pets = !original.houseRules.petsAllowed;
    const hadCot = original.amenities.includes('cot');
    const rules = `Shoes off inside, please (${width}px).`;

    try {
      await page.goto(`/listings/${original.id}/edit`);
      const maxGuests = page.getByLabel(/^Maximum guests/);
      await expect(maxGuests).toHaveValue(String(original.maxGuests));
      await expect(page.getByRole('group', { name: 'Amenities' })).toBeVisible();
      await expectNoSeriousViolations(page, `edit-listing-facts-${width}`);
      await expectNoSidewaysScroll(page, `edit-listing-facts-${width}`);

      // Amenities: one column on a phone, side by side on a wide screen.
      const essentials = page.getByRole('group', { name: 'Essentials' });
      const first = await essentials.getByRole('checkbox', { name: 'Wi-Fi' }).boundingBox();
      const second = await essentials.getByRole('checkbox', { name: 'Dedicated workspace' }).boundingBox();
      if (!first || !second) throw new Error('Amenity checkboxes not laid out');
      if (width < 540) expect(second.y).toBeGreaterThan(first.y);
      else expect(second.x).toBeGreaterThan(first.x);

      // A refused value: the message shows and the save focuses the field.
      await maxGuests.fill('17');
      await page.getByLabel(/^Bathrooms/).fill('1.3');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText(MESSAGES.maxGuestsInvalid)).toBeVisible();
      await expect(page.getByText(MESSAGES.bathroomsInvalid)).toBeVisible();
      await expect(maxGuests).toBeFocused();
      await expectNoSeriousViolations(page, `edit-listing-facts-errors-${width}`);

      await maxGuests.fill(String(guests));
      await page.getByLabel(/^Type of place/).selectOption(type);
      await page.getByLabel(/^Bedrooms/).fill('3');
      await page.getByLabel(/^Beds/).fill('4');
      await page.getByLabel(/^Bathrooms/).fill('2.5');
      await page.getByLabel(/^Check-in from/).fill('14:30');
      await page.getByLabel(/^Check-out by/).fill('10:00');
      await page.getByRole('checkbox', { name: 'Pets allowed' }).setChecked(pets);
      await page.getByLabel(/^Other rules/).fill(rules);
      // By keyboard: focus the box, Space ticks it.
      const cot = page.getByRole('checkbox', { name: 'Cot' });
      await cot.focus();
      await page.keyboard.press('Space');
      await expect(cot).toBeChecked({ checked: !hadCot });
      await page.getByRole('checkbox', { name: 'EV charger' }).setChecked(true);
      await captureScreen(`host-${width}-edit-listing-facts`);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page).toHaveURL(new RegExp(`/listings/${original.id}$`));

      // Saved: the edit page opened afresh shows them.
      await page.goto(`/listings/${original.id}/edit`);
      await expect(maxGuests).toHaveValue(String(guests));
      await expect(page.getByLabel(/^Type of place/)).toHaveValue(type);
      await expect(page.getByLabel(/^Type of place/).locator('option:checked')).toHaveText(
        PROPERTY_TYPE_LABELS[type],
      );
      await expect(page.getByLabel(/^Bedrooms/)).toHaveValue('3');
      await expect(page.getByLabel(/^Beds/)).toHaveValue('4');
      await expect(page.getByLabel(/^Bathrooms/)).toHaveValue('2.5');
      await expect(page.getByLabel(/^Check-in from/)).toHaveValue('14:30');
      await expect(page.getByLabel(/^Check-out by/)).toHaveValue('10:00');
      await expect(page.getByRole('checkbox', { name: 'Pets allowed' })).toBeChecked({ checked: pets });
      await expect(page.getByLabel(/^Other rules/)).toHaveValue(rules);
      await expect(cot).toBeChecked({ checked: !hadCot });
      await expect(page.getByRole('checkbox', { name: 'EV charger' })).toBeChecked();
      const saved = await demoListing(page.request, titleStart);
      expect(saved).toMatchObject({
        maxGuests: guests,
        propertyType: type,
        bathrooms: 2.5,
        checkInFrom: '14:30',
      });
      expect(saved.amenities).toContain('ev-charger');
    } finally {
      await restore(page.request, original);
    }
  });
}
