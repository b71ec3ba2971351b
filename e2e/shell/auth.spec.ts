import { MESSAGES } from '@shoreline/shared-domain/messages';
import { ACCOUNTS } from '../fixtures/accounts';
import { signInThroughForm, uniqueEmail } from '../fixtures/auth';
import { expect, test } from '../fixtures/test';
import type { Page } from '@playwright/test';

async function fillSignUp(
  page: Page,
  values: { name: string; email: string; password: string; confirm: string },
) {
  await page.getByLabel(/^Full Name/).fill(values.name);
  await page.getByLabel(/^Email/).fill(values.email);
  await page.getByLabel(/^Password/).fill(values.password);
  await page.getByLabel(/^Confirm Password/).fill(values.confirm);
  await page.getByRole('main').getByRole('button', { name: 'Sign Up' }).click();
}

test.describe('sign up', () => {
  test('shows every SPEC message, then creates a signed-in renter', async ({ page, captureScreen }) => {
    await page.goto('/signup');
    await page.getByRole('main').getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText(MESSAGES.nameRequired)).toBeVisible();

    const email = uniqueEmail('signup');
    await fillSignUp(page, { name: 'Nia Coast', email, password: 'Sea-breeze-1', confirm: 'Sea-breeze-2' });
    await expect(page.getByText(MESSAGES.passwordsDontMatch)).toBeVisible();
    await captureScreen('signup-passwords-dont-match');

    await fillSignUp(page, {
      name: 'Nia Coast',
      email: ACCOUNTS.ana.email,
      password: 'Sea-breeze-1',
      confirm: 'Sea-breeze-1',
    });
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.signUpEmailInUse);

    // Any other failure (here the API answering 500) gets the generic SPEC message.
    await page.route('**/api/auth/signup', (route) =>
      route.fulfill({
        status: 500,
        json: { statusCode: 500, error: 'Internal Server Error', message: 'boom' },
      }),
    );
    await fillSignUp(page, { name: 'Nia Coast', email, password: 'Sea-breeze-1', confirm: 'Sea-breeze-1' });
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.signUpFailed);
    await page.unroute('**/api/auth/signup');

    await fillSignUp(page, { name: 'Nia Coast', email, password: 'Sea-breeze-1', confirm: 'Sea-breeze-1' });
    // A verification link is on its way (PRODUCT 27); Continue goes where the user was headed.
    await expect(page.getByText(MESSAGES.signUpCheckEmail)).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Account menu for Nia Coast' })).toBeVisible();
    // The header's link (the home page may show its own "Become a Host" section too).
    const header = page.getByRole('navigation', { name: 'Main' });
    await expect(header.getByRole('link', { name: 'Become a Host' })).toBeVisible();
  });
});

test.describe('sign in', () => {
  test('shows the SPEC messages and a forgot-password link that works (PRODUCT 27)', async ({
    page,
    captureScreen,
  }) => {
    await page.goto('/signin');
    await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText(MESSAGES.signInFieldsRequired)).toBeVisible();

    await signInThroughForm(page, { email: ACCOUNTS.ana.email, password: 'not-her-password' });
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.signInFailed);

    const forgot = page.getByRole('link', { name: 'Forgot password?' });
    await captureScreen('signin-failed');
    await forgot.click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });

  test('"Remember me" keeps the session for 30 days, otherwise it ends with the browser', async ({
    page,
    context,
  }) => {
    await page.goto('/signin');
    await signInThroughForm(page, ACCOUNTS.ben, true);
    await expect(page.getByRole('button', { name: `Account menu for ${ACCOUNTS.ben.name}` })).toBeVisible();
    const remembered = (await context.cookies()).filter((cookie) => cookie.httpOnly);
    expect(remembered.length).toBeGreaterThan(0);
    const days = (Math.max(...remembered.map((cookie) => cookie.expires)) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(29);

    await context.clearCookies();
    await page.goto('/signin');
    await signInThroughForm(page, ACCOUNTS.ben, false);
    await expect(page.getByRole('button', { name: `Account menu for ${ACCOUNTS.ben.name}` })).toBeVisible();
    const session = (await context.cookies()).filter((cookie) => cookie.httpOnly);
    expect(session.every((cookie) => cookie.expires === -1)).toBe(true);
  });

  test('the session survives a reload', async ({ page }) => {
    await page.goto('/signin');
    await signInThroughForm(page, ACCOUNTS.chloe);
    await expect(page.getByRole('button', { name: `Account menu for ${ACCOUNTS.chloe.name}` })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: `Account menu for ${ACCOUNTS.chloe.name}` })).toBeVisible();
  });
});
