import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { ListingSummary, Page as ListPage } from '@shoreline/shared-domain/types';
import { ACCOUNTS } from '../fixtures/accounts';
import { signIn } from '../fixtures/auth';
import { expect, test } from '../fixtures/test';
import { createListingThroughApi, listingCard } from './hostHelpers';

test('My Listings: deactivates, activates and deletes a listing with the confirmation dialog', async ({
  page,
  captureScreen,
}) => {
  await signIn(page, ACCOUNTS.marina);
  const listing = await createListingThroughApi(page.request, 'status');
  const inMarketplace = async () => {
    const response = await page.request.get(`/api/listings?location=${encodeURIComponent(listing.city)}`);
    return ((await response.json()) as ListPage<ListingSummary>).items.length;
  };

  await page.goto('/listings/manage');
  await expect(page.getByRole('heading', { level: 1, name: 'My Listings' })).toBeVisible();
  const card = listingCard(page, listing.title);
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.getByText(`${listing.city}, Portugal`)).toBeVisible();
  await expect(card.getByText('€80.00')).toBeVisible();
  await expect(card.getByRole('link', { name: `View ${listing.title}` })).toHaveAttribute(
    'href',
    `/listings/${listing.id}`,
  );
  await card.scrollIntoViewIfNeeded();
  await captureScreen('host-my-listings', { fullPage: false });

  await card.getByRole('button', { name: `Deactivate ${listing.title}` }).click();
  await expect(card.getByText('Inactive', { exact: true })).toBeVisible();
  expect(await inMarketplace()).toBe(0);
  await card.getByRole('button', { name: `Activate ${listing.title}` }).click();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  expect(await inMarketplace()).toBe(1);

  // Escape keeps the listing; the dialog's Delete Listing removes it.
  const deleteButton = card.getByRole('button', { name: `Delete ${listing.title}` });
  await deleteButton.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(MESSAGES.confirmDeleteListing)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await captureScreen('host-delete-listing-dialog', { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(deleteButton).toBeFocused();

  await deleteButton.click();
  await dialog.getByRole('button', { name: 'Delete Listing' }).click();
  await expect(page.getByText(`“${listing.title}” was deleted.`)).toBeVisible();
  await expect(card).toHaveCount(0);
  expect((await page.request.get(`/api/listings/${listing.id}`)).status()).toBe(404);
});
