import { expect, test } from '../fixtures/test';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { ACCOUNTS } from '../fixtures/accounts';
import { signIn, signUpFresh, uniqueEmail } from '../fixtures/auth';
import { PASSWORD } from './guestHelpers';

test.describe('become a host', () => {
  test('a signed-in renter sends a request and sees it pending', async ({ page }) => {
    await signUpFresh(page, 'host-in', 'Noor Harbour');
    await page.goto('/become-host');
    await expect(page.getByRole('heading', { name: 'Become a Host', level: 1 })).toBeVisible();
    await expect(page.getByLabel(/^Email/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByText(MESSAGES.reasonRequired)).toBeVisible();
    await page.getByLabel(/^Why do you want to become a host/).fill('We rent our beach flat in July.');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByText(MESSAGES.becomeHostSubmitted)).toBeVisible();
    await expect(page.getByRole('heading', { name: MESSAGES.requestPending })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { name: MESSAGES.requestPending })).toBeVisible();
  });

  test('a visitor creates the account and the request together and is signed in', async ({ page }) => {
    const email = uniqueEmail('host-out');
    await page.goto('/become-host');
    await page.getByLabel(/^Full name/).fill('Lou Lighthouse');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByLabel(/^Confirm password/).fill(`${PASSWORD}x`);
    await page.getByLabel(/^Why do you want to become a host/).fill('A cabin by the dunes.');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByText(MESSAGES.passwordsDontMatch)).toBeVisible();

    await page.getByLabel(/^Email/).fill(ACCOUNTS.chloe.email);
    await page.getByLabel(/^Confirm password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByText(MESSAGES.becomeHostEmailRegistered)).toBeVisible();

    await page.getByLabel(/^Email/).fill(email);
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByText(MESSAGES.becomeHostSubmitted)).toBeVisible();
    await expect(page.getByRole('heading', { name: MESSAGES.requestPending })).toBeVisible();
    // The header now shows the new account, signed in.
    await expect(page.getByRole('button', { name: 'Account menu for Lou Lighthouse' })).toBeVisible();
  });

  test('a user whose request waits sees Request Pending', async ({ page }) => {
    await signUpFresh(page, 'host-pending');
    const response = await page.request.post('/api/host-requests', {
      data: { reason: 'A boathouse on the lake shore.' },
    });
    expect(response.status(), await response.text()).toBe(201);
    await page.goto('/become-host');
    await expect(page.getByRole('heading', { name: MESSAGES.requestPending })).toBeVisible();
    await expect(page.getByText('A boathouse on the lake shore.')).toBeVisible();
  });

  test("a host sees You're Already a Host", async ({ page }) => {
    await signIn(page, ACCOUNTS.marina);
    await page.goto('/become-host');
    await expect(page.getByRole('heading', { name: MESSAGES.alreadyHost })).toBeVisible();
  });
});
