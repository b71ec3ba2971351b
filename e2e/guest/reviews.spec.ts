import { expect, test } from '../fixtures/test';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { ACCOUNTS } from '../fixtures/accounts';
import { signIn } from '../fixtures/auth';
import { findListing } from '../fixtures/listings';

// Ana has a completed, approved stay at the Biarritz surf house with no review yet (api/src/seed).
// The test writes, edits and deletes its own review, so the stay is reviewable again afterwards.
test('writes a review for a completed stay, sees it pending, edits and deletes it', async ({ page }) => {
  await signIn(page, ACCOUNTS.ana);
  const listing = await findListing(page.request, 'biarritz');
  await page.goto(`/listings/${listing.id}`);
  const reviews = page.getByRole('region', { name: /^Reviews \(\d+\)/ });
  await expect(reviews).toBeVisible();

  await reviews.getByRole('button', { name: MESSAGES.writeAReview }).click();
  const form = page.getByRole('form', { name: MESSAGES.writeAReview });
  await expect(form.getByText(/^Your stay:/)).toBeVisible();
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(form.getByText(MESSAGES.reviewRatingRequired)).toBeVisible();
  await form.getByRole('radio', { name: '4 stars' }).check();
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(form.getByText(MESSAGES.reviewCommentRequired)).toBeVisible();
  await form.getByLabel(/^Comment/).fill('Surfed every morning, slept like a log.');
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(form.getByText(MESSAGES.reviewSubmitted)).toBeVisible();
  // The form closes after the success message (2 s) and the review shows, awaiting moderation.
  await expect(form).toBeHidden({ timeout: 5000 });
  const mine = reviews.getByRole('list', { name: 'Your reviews' }).getByRole('article');
  await expect(mine).toHaveCount(1);
  await expect(mine.getByText('Surfed every morning, slept like a log.')).toBeVisible();
  await expect(mine.getByText(/awaiting moderation/)).toBeVisible();
  await expect(reviews.getByRole('button', { name: MESSAGES.writeAReview })).toHaveCount(0);

  await mine.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('form', { name: 'Edit your review' });
  await expect(edit.getByLabel(/^Comment/)).toHaveValue('Surfed every morning, slept like a log.');
  await edit.getByLabel(/^Comment/).fill('Surfed every morning. The garden is lovely at dusk.');
  await edit.getByRole('radio', { name: '5 stars' }).check();
  await edit.getByRole('button', { name: 'Save Review' }).click();
  await expect(edit).toBeHidden({ timeout: 5000 });
  await expect(mine.getByText('Surfed every morning. The garden is lovely at dusk.')).toBeVisible();
  await expect(mine.getByText(/awaiting moderation/)).toBeVisible();

  await mine.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(MESSAGES.confirmDeleteReview)).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(reviews.getByText(MESSAGES.reviewDeleted)).toBeVisible();
  await expect(mine).toHaveCount(0);
  await expect(reviews.getByRole('button', { name: MESSAGES.writeAReview })).toBeVisible();
});

test('tells a renter without a completed stay that reviews come after the stay', async ({ page }) => {
  await signIn(page, ACCOUNTS.ana);
  const listing = await findListing(page.request, 'ericeira');
  await page.goto(`/listings/${listing.id}`);
  await expect(page.getByText(MESSAGES.reviewOnlyAfterStay)).toBeVisible();
});

// Ben's review of the Malibu listing was rejected the day after he wrote it (api/src/seed).
test("shows an own rejected review's written date, and apart when and why it was rejected", async ({
  page,
  captureScreen,
}) => {
  await signIn(page, ACCOUNTS.ben);
  const listing = await findListing(page.request, 'malibu');
  await page.goto(`/listings/${listing.id}`);
  const mine = page.getByRole('list', { name: 'Your reviews' }).getByRole('article');
  await expect(mine.getByText('Rejected', { exact: true })).toBeVisible();
  const date = '[A-Z][a-z]{2} \\d{1,2}, \\d{4}';
  const written = mine.getByText(new RegExp(`^Written ${date}$`));
  const rejected = mine.getByText(
    new RegExp(`^Rejected on ${date}\\. Reason: Advertising is not allowed in reviews\\.$`),
  );
  await expect(written).toBeVisible();
  await expect(rejected).toBeVisible();
  const writtenOn = (await written.textContent())?.replace('Written ', '');
  const rejectedOn = (await rejected.textContent())?.match(new RegExp(date))?.[0];
  expect(writtenOn).not.toBe(rejectedOn);
  await mine.scrollIntoViewIfNeeded();
  await captureScreen('guest-own-rejected-review', { fullPage: false });
});
