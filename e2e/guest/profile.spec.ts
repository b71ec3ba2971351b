import { expect, test } from '../fixtures/test';
import { formatDisplayInstant } from '@shoreline/shared-domain/dates';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { signUpFresh } from '../fixtures/auth';

test('shows the profile and changes the name, which the header shows at once', async ({ page }) => {
  const user = await signUpFresh(page, 'profile', 'Pat Pebble');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  const details = page.getByRole('region', { name: 'Your account' });
  await expect(details.getByText(user.email)).toBeVisible();
  await expect(details.getByText('Renter')).toBeVisible();
  await expect(details.getByText(formatDisplayInstant(user.createdAt))).toBeVisible();

  const name = page.getByLabel(/^Full name/);
  await name.fill('   ');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(MESSAGES.nameRequired)).toBeVisible();

  await name.fill('Pat Seashell');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(MESSAGES.profileUpdated)).toBeVisible();
  await expect(details.getByText('Pat Seashell')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu for Pat Seashell' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Your account' }).getByText('Pat Seashell')).toBeVisible();
});
