import { ACCOUNTS } from '../fixtures/accounts';
import { signIn, signInThroughForm } from '../fixtures/auth';
import { expect, test } from '../fixtures/test';

test.describe('route guards', () => {
  test('a signed-out visitor is sent to sign in and comes back to where they were going', async ({
    page,
    captureScreen,
  }) => {
    await page.goto('/bookings?tab=past');
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await captureScreen('signin');
    await signInThroughForm(page, ACCOUNTS.ana);
    await expect(page).toHaveURL(/\/bookings\?tab=past$/);
  });

  test('the origin is kept when the visitor switches to sign up', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/signin$/);
    await page.getByRole('main').getByRole('link', { name: 'Sign Up' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
    await signInThroughForm(page, ACCOUNTS.ben);
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('?next= brings the user back after a sign-in started from a plain link', async ({ page }) => {
    await page.goto('/signin?next=%2Fbookings');
    await signInThroughForm(page, ACCOUNTS.ben);
    await expect(page).toHaveURL(/\/bookings$/);
  });

  test('a signed-in user lacking the role goes home', async ({ page }) => {
    await signIn(page, ACCOUNTS.ana);
    await page.goto('/listings/manage');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/admin/destinations');
    await expect(page).toHaveURL(/\/$/);

    await signIn(page, ACCOUNTS.marina);
    await page.goto('/admin/host-requests');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a signed-in user reloading a guarded page stays on it', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin);
    await page.goto('/admin/reviews');
    await expect(page.getByRole('heading', { level: 1, name: 'Review Requests' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/reviews$/);
  });

  test('any unknown path goes home', async ({ page }) => {
    await page.goto('/no/such/page?x=1');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/listings/1/edit/extra');
    await expect(page).toHaveURL(/\/$/);
  });
});
