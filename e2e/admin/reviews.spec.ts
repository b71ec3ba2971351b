import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { Review } from '@shoreline/shared-domain/types';
import { ACCOUNTS } from '../fixtures/accounts';
import { signIn } from '../fixtures/auth';
import { expect, test } from '../fixtures/test';
import { reviewAwaitingModeration, reviewsOf, uniqueTag } from './adminHelpers';
import { findListing } from '../fixtures/listings';

// Two reviews go through moderation: Ben's seeded pending one (api/src/seed) and Chloe's review of La
// Concha Bay, both edited first so they wait for moderation with comments only this test uses. Ana's
// reviews are left alone (e2e/guest/reviews.spec.ts writes hers).
test('admin: approves one review and rejects another with a reason, by keyboard', async ({
  page,
  playwright,
  captureScreen,
}) => {
  const tag = uniqueTag();
  const bens = await reviewAwaitingModeration(
    playwright,
    ACCOUNTS.ben,
    async (reviews) => reviews.find((review) => review.status === 'pending') ?? reviews[0],
    `Steep stairs but worth it for the view. (${tag})`,
  );
  const chloes = await reviewAwaitingModeration(
    playwright,
    ACCOUNTS.chloe,
    async (reviews, api) => {
      const listing = await findListing(api, 'sebasti');
      return reviews.find((review) => review.listingId === listing.id);
    },
    `Lovely bay, but the neighbours were loud. (${tag})`,
  );

  await signIn(page, ACCOUNTS.admin);
  await page.goto('/admin/reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Review Requests' })).toBeVisible();
  const benCard = page.getByRole('article').filter({ hasText: bens.comment });
  const chloeCard = page.getByRole('article').filter({ hasText: chloes.comment });
  await expect(benCard.getByText(ACCOUNTS.ben.name)).toBeVisible();
  await expect(benCard.getByRole('img', { name: `Rated ${bens.rating}.0 out of 5` })).toBeVisible();
  await expect(chloeCard.getByText(ACCOUNTS.chloe.name)).toBeVisible();
  await expect(chloeCard.getByRole('link', { name: 'La Concha Bay Apartment' })).toBeVisible();
  await captureScreen('admin-reviews');

  await benCard.getByRole('button', { name: /^Approve the review/ }).click();
  await expect(benCard).toHaveCount(0);
  await expect(page.getByText(/is published\.$/)).toBeVisible();

  // Reject with the keyboard: the reason form takes focus, a blank reason is refused.
  await chloeCard.getByRole('button', { name: /^Reject the review/ }).focus();
  await page.keyboard.press('Enter');
  const reason = chloeCard.getByRole('textbox', { name: /^Reason for rejection/ });
  await expect(reason).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(chloeCard.getByRole('button', { name: 'Reject Review' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(reason).toBeFocused();
  await expect(chloeCard.getByText(MESSAGES.rejectionReasonRequired)).toBeVisible();
  await page.keyboard.type('Complaints about neighbours are not about the property.');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(chloeCard).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: /^Pending Reviews \(\d+\+?\)$/ })).toBeFocused();

  // What the reviewers see now.
  const find = (reviews: Review[], id: string) => reviews.find((review) => review.id === id);
  expect(find(await reviewsOf(playwright, ACCOUNTS.ben), bens.id)?.status).toBe('approved');
  expect(find(await reviewsOf(playwright, ACCOUNTS.chloe), chloes.id)).toMatchObject({
    status: 'rejected',
    rejectionReason: 'Complaints about neighbours are not about the property.',
  });
});
