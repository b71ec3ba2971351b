import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { ListingSummary, Page as ListPage } from '@shoreline/shared-domain/types';
import { ACCOUNTS } from '../fixtures/accounts';
import { signIn } from '../fixtures/auth';
import { expect, test } from '../fixtures/test';
import { createListingThroughApi, deleteListingThroughApi } from './hostHelpers';

test('a host on their own inactive listing is told guests cannot see it, and activates it there', async ({
  page,
  captureScreen,
}) => {
  await signIn(page, ACCOUNTS.marina);
  const listing = await createListingThroughApi(page.request, 'inactive');
  const deactivated = await page.request.patch(`/api/listings/${listing.id}/status`, {
    data: { isActive: false },
  });
  expect(deactivated.status(), await deactivated.text()).toBe(200);
  const inMarketplace = async () => {
    const response = await page.request.get(`/api/listings?location=${encodeURIComponent(listing.city)}`);
    return ((await response.json()) as ListPage<ListingSummary>).items.length;
  };

  await page.goto(`/listings/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
  await expect(page.getByText(MESSAGES.listingInactiveForHost)).toBeVisible();
  await captureScreen('guest-listing-inactive-for-host', { fullPage: false });
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText(MESSAGES.listingActivated)).toBeVisible();
  await expect(page.getByText(MESSAGES.listingInactiveForHost)).toHaveCount(0);
  expect(await inMarketplace()).toBe(1);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
  await expect(page.getByText(MESSAGES.listingInactiveForHost)).toHaveCount(0);
  await expect(page.getByText(MESSAGES.listingActivated)).toHaveCount(0);
  await deleteListingThroughApi(page.request, listing.id);
});
