import { addDays } from '@shoreline/shared-domain/dates';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { ListingSummary, Page as ListPage } from '@shoreline/shared-domain/types';
import { ACCOUNTS } from '../fixtures/accounts';
import { signIn } from '../fixtures/auth';
import { expect, test } from '../fixtures/test';
import { beachPng } from '../fixtures/images';
import { deleteListingThroughApi, listingCard, pickDate, today, uniquePlace } from './hostHelpers';

test.describe('listing form', () => {
  test('creates a listing with an uploaded photo, opens its page, then edits it', async ({
    page,
    captureScreen,
  }) => {
    await signIn(page, ACCOUNTS.marina);
    const { title, city } = uniquePlace('create');
    await page.goto('/listings/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Listing' })).toBeVisible();
    await captureScreen('host-create-listing');

    await page.getByRole('button', { name: 'Create Listing' }).click();
    await expect(page.getByText(MESSAGES.titleRequired)).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Title/ })).toBeFocused();

    await page.getByRole('textbox', { name: /^Title/ }).fill(title);
    await page
      .getByRole('textbox', { name: /^Description/ })
      .fill('Two rooms and a deck, five minutes from the surf.');
    const photos = page.locator('input[type="file"]');
    await photos.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a photo'),
    });
    await expect(page.getByRole('alert')).toContainText(MESSAGES.imageNotAnImage);
    await photos.setInputFiles({ name: 'deck.png', mimeType: 'image/png', buffer: beachPng() });
    await expect(page.getByRole('img', { name: 'Preview of deck.png' })).toBeVisible();
    await page.getByRole('textbox', { name: /^Price per night in EUR/ }).fill('88.50');
    await page.getByRole('textbox', { name: /^Address/ }).fill('7 Dune Path');
    await page.getByRole('textbox', { name: /^City/ }).fill(city);
    await page.getByRole('textbox', { name: /^Country/ }).fill('Portugal');
    await pickDate(page, /^Available from/, addDays(today, 1));
    await pickDate(page, /^Available to/, addDays(today, 120));
    // The facts (issue 24): counts and type start empty, the times at 15:00 and 11:00.
    await page.getByLabel(/^Maximum guests/).fill('4');
    await page.getByLabel(/^Type of place/).selectOption('cottage');
    await page.getByLabel(/^Bedrooms/).fill('2');
    await page.getByLabel(/^Beds/).fill('3');
    await page.getByLabel(/^Bathrooms/).fill('1.5');
    await expect(page.getByLabel(/^Check-in from/)).toHaveValue('15:00');
    await page.getByRole('checkbox', { name: 'Wi-Fi' }).check();
    await captureScreen('host-create-listing-filled');
    await page.getByRole('button', { name: 'Create Listing' }).click();

    // The new listing's own page (the guest slice), with the uploaded photo.
    await expect(page).toHaveURL(/\/listings\/[0-9a-f-]{36}$/);
    const id = new URL(page.url()).pathname.split('/').pop() ?? '';
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('main').getByText('€88.50').first()).toBeVisible();
    await expect(page.getByRole('img', { name: `${title}, photo 1 of 1` })).toHaveAttribute(
      'src',
      /^\/uploads\/listings\/\d+-[0-9a-f]{8}-deck\.png$/,
    );
    const search = await page.request.get(`/api/listings?location=${encodeURIComponent(city)}`);
    expect(((await search.json()) as ListPage<ListingSummary>).items.map((item) => item.id)).toEqual([id]);

    // Edit it from My Listings: a new title, a new price, one more photo.
    await page.goto('/listings/manage');
    await listingCard(page, title)
      .getByRole('link', { name: `Edit ${title}` })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Listing' })).toBeVisible();
    const titleField = page.getByRole('textbox', { name: /^Title/ });
    await expect(titleField).toHaveValue(title);
    await expect(page.getByRole('textbox', { name: /^Price per night in EUR/ })).toHaveValue('88.50');
    await expect(page.getByRole('img', { name: 'Photo 1' })).toBeVisible();
    await captureScreen('host-edit-listing');
    await titleField.fill(`${title} with Deck`);
    await page.getByRole('textbox', { name: /^Price per night in EUR/ }).fill('95');
    await photos.setInputFiles({ name: 'sunset.png', mimeType: 'image/png', buffer: beachPng(120, 90) });
    await page.getByRole('button', { name: 'Save Changes' }).click();

    await expect(page).toHaveURL(new RegExp(`/listings/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: `${title} with Deck` })).toBeVisible();
    await expect(page.getByRole('main').getByText('€95.00').first()).toBeVisible();
    await expect(page.getByRole('img', { name: `${title} with Deck, photo 1 of 2` })).toBeVisible();

    await deleteListingThroughApi(page.request, id);
  });

  test('shows each error when its field is left, all of them on submit, and checks picked files by their bytes', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.marina);
    await page.goto('/listings/new');
    const title = page.getByRole('textbox', { name: /^Title/ });
    const description = page.getByRole('textbox', { name: /^Description/ });
    await title.focus();
    await page.keyboard.press('Tab');
    await expect(description).toBeFocused();
    await expect(page.getByText(MESSAGES.titleRequired)).toBeVisible();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(MESSAGES.descriptionRequired)).toHaveCount(0);

    // Opening the file chooser takes focus from the page: that is not leaving the photos.
    const chooserOpened = page.waitForEvent('filechooser');
    await page.getByText('Add images').click();
    const chooser = await chooserOpened;
    await expect(page.getByText(MESSAGES.newListingImageRequired)).toHaveCount(0);
    // A text file named and typed like a photo: refused by its bytes, by name, with no preview.
    await chooser.setFiles({
      name: 'beach.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('<html><body>not a photo</body></html>'),
    });
    await expect(page.getByRole('alert')).toContainText(`beach.jpg: ${MESSAGES.imageNotAnImage}`);
    await expect(page.getByRole('img', { name: /beach\.jpg/ })).toHaveCount(0);
    await expect(page.getByText('0 of 10 images')).toBeVisible();

    await page.getByRole('button', { name: 'Create Listing' }).click();
    for (const message of [
      MESSAGES.titleRequired,
      MESSAGES.descriptionRequired,
      MESSAGES.newListingImageRequired,
      MESSAGES.priceRequired,
      MESSAGES.addressRequired,
      MESSAGES.cityRequired,
      MESSAGES.countryRequired,
      MESSAGES.availableFromRequired,
      MESSAGES.availableToRequired,
      MESSAGES.maxGuestsInvalid,
      MESSAGES.propertyTypeRequired,
      MESSAGES.bedroomsInvalid,
      MESSAGES.bedsInvalid,
      MESSAGES.bathroomsInvalid,
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(title).toBeFocused();

    // Corrected fields lose their message as they are typed.
    await title.fill('Dune Cabin');
    await expect(page.getByText(MESSAGES.titleRequired)).toHaveCount(0);
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'deck.png', mimeType: 'image/png', buffer: beachPng() });
    await expect(page.getByRole('img', { name: 'Preview of deck.png' })).toBeVisible();
    await expect(page.getByText(MESSAGES.newListingImageRequired)).toHaveCount(0);
    await expect(page.getByText(MESSAGES.cityRequired)).toBeVisible();
  });

  test("sends a host away from another host's listing", async ({ page }) => {
    await signIn(page, ACCOUNTS.marina);
    // Theo hosts the Biarritz surf house (api/src/seed).
    const search = await page.request.get('/api/listings?location=biarritz');
    const theirs = ((await search.json()) as ListPage<ListingSummary>).items[0];
    if (!theirs) throw new Error('No demo listing in Biarritz');
    await page.goto(`/listings/${theirs.id}/edit`);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Featured Listings' })).toBeVisible();
  });

  test('says Listing not found for an unknown listing', async ({ page }) => {
    await signIn(page, ACCOUNTS.marina);
    await page.goto('/listings/00000000-0000-4000-8000-000000000000/edit');
    await expect(page.getByText(MESSAGES.listingNotFound)).toBeVisible();
    await expect(page.getByRole('link', { name: MESSAGES.returnToHome })).toBeVisible();
  });
});
