import { expect, test } from '../fixtures/test';
import { formatDisplayInstant } from '@shoreline/shared-domain/dates';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { signIn, signUpFresh } from '../fixtures/auth';
import { SHELL_URL } from '../fixtures/ports';

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

test('changes the password: this tab stays signed in, other sessions end, only the new one signs in', async ({
  page,
  browser,
  captureScreen,
}) => {
  const user = await signUpFresh(page, 'password', 'Pia Password');
  // The same person signed in elsewhere (another browser).
  const elsewhere = await browser.newContext({ baseURL: SHELL_URL });
  await signIn(await elsewhere.newPage(), user);

  await page.goto('/profile');
  const form = page.getByRole('form', { name: 'Change your password' });
  await form.getByLabel(/^Current password/).fill('Not-My-Password-1');
  await form.getByLabel(/^New password/).fill('Fresh-Tide-2026');
  await form.getByLabel(/^Confirm new password/).fill('Fresh-Tide-2026');
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(form.getByText(MESSAGES.currentPasswordWrong)).toBeVisible();

  await form.getByLabel(/^Current password/).fill(user.password);
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText(MESSAGES.passwordChanged)).toBeVisible();
  await captureScreen('guest-profile-password-changed');

  expect((await elsewhere.request.get('/api/me')).status()).toBe(401);
  await elsewhere.close();
  await page.reload();
  await expect(page.getByRole('button', { name: `Account menu for ${user.name}` })).toBeVisible();
  const old = await page.request.post('/api/auth/token', {
    data: { email: user.email, password: user.password },
  });
  expect(old.status()).toBe(401);
  const fresh = await page.request.post('/api/auth/token', {
    data: { email: user.email, password: 'Fresh-Tide-2026' },
  });
  expect(fresh.status()).toBe(200);
});
