import { request as playwrightRequest } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { ACCOUNTS } from '../fixtures/accounts';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { signIn, signUpFresh } from '../fixtures/auth';
import { SHELL_URL } from '../fixtures/ports';

// A renter whose host request an admin approves in another browser must get the host header when
// they come back to their tab, without signing out and in again.
test('the header follows a role granted elsewhere when the user returns to the tab', async ({ page }) => {
  await signUpFresh(page, 'refresh', 'Hana Returning');
  const asked = await page.request.post('/api/host-requests', { data: { reason: 'A cabin by the dunes.' } });
  expect(asked.status(), await asked.text()).toBe(201);
  const { id } = ((await asked.json()) as { request: { id: string } }).request;

  await page.clock.install(); // time flows as usual; fastForward below skips the re-read gap
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Become a Host' })).toBeVisible();
  await expect(page).toHaveTitle('Find your place by the sea · Shoreline');

  const admin = await playwrightRequest.newContext({ baseURL: SHELL_URL });
  await admin.post('/api/auth/signin', { data: ACCOUNTS.admin });
  const approved = await admin.post(`/api/admin/host-requests/${id}/approve`);
  expect(approved.status(), await approved.text()).toBe(200);
  await admin.dispose();

  // Back to the tab (the shell waits a few seconds between re-reads; this page was just loaded).
  await page.clock.fastForward(10_000);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(header.getByRole('link', { name: 'Add Listing' })).toBeVisible();
  await header.getByRole('link', { name: 'Add Listing' }).click();
  await expect(page).toHaveURL(/\/listings\/new$/);
  await expect(page).toHaveTitle('Add Listing · Shoreline');
});

// "Sign out everywhere" on one device: every other tab of that user is signed out when the user
// comes back to it (the shell re-reads the session on focus), not after its cookie expires.
test('a tab signed out everywhere from another device shows the signed-out header', async ({
  page,
  browser,
  captureScreen,
}) => {
  const user = await signUpFresh(page, 'everywhere', 'Eve Everywhere');
  await page.clock.install();
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: `Account menu for ${user.name}` })).toBeVisible();

  const phone = await browser.newContext({ baseURL: SHELL_URL });
  const phonePage = await phone.newPage();
  await signIn(phonePage, user);
  await phonePage.goto('/profile');
  await phonePage.getByRole('button', { name: 'Sign Out Everywhere' }).click();
  const dialog = phonePage.getByRole('dialog', { name: 'Sign out everywhere' });
  await expect(dialog.getByText(MESSAGES.confirmSignOutEverywhere)).toBeVisible();
  await dialog.getByRole('button', { name: 'Sign Out Everywhere' }).click();
  // The phone lands on the sign-in page, signed out.
  await expect(phonePage).toHaveURL(/\/signin/);
  await expect(phonePage.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await phone.close();

  await page.clock.fastForward(10_000);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await captureScreen('shell-signed-out-everywhere');
  expect((await page.request.get('/api/me')).status()).toBe(401);
});
