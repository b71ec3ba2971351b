// Account basics (PRODUCT 27, issue 22 items 15–16): "Forgot password?" through the emailed link (read
// from the run's mailbox, fixtures/mail-sink.mjs), which signs out every device; and the profile's
// active sessions, where one other device is signed out.
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { signIn, signInThroughForm, signUpFresh } from '../fixtures/auth';
import { linkIn, waitForMail } from '../fixtures/mail';
import { expect, test } from '../fixtures/test';

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

test('forgot password: the emailed link sets a new password and signs out every device', async ({
  page,
  browser,
  captureScreen,
}) => {
  // The old device: signed in before the reset.
  const account = await signUpFresh(page, 'reset');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profile', exact: true })).toBeVisible();

  // Another browser, signed out: asks for a link.
  const other = await browser.newContext();
  const reset = await other.newPage();
  await reset.goto('/signin');
  await reset.getByRole('link', { name: 'Forgot password?' }).click();
  // The sign-in page (with an Email field of its own) stays on screen while the next page's code
  // arrives: fill the field once the forgot-password page is there.
  await expect(reset.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await reset.getByLabel(/^Email/).fill(account.email);
  await reset.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(reset.getByText(MESSAGES.passwordResetRequested)).toBeVisible();
  await captureScreen('shell-forgot-password-sent');

  const mail = await waitForMail(account.email, MESSAGES.passwordResetEmailSubject);
  await reset.goto(linkIn(mail, '/reset-password'));
  await reset.getByLabel(/^New Password/).fill('Fresh-Tide-2027');
  await reset.getByLabel(/^Confirm New Password/).fill('Fresh-Tide-2027');
  await reset.getByRole('button', { name: 'Set New Password' }).click();
  await expect(reset.getByText(MESSAGES.passwordResetDone)).toBeVisible();

  // The old device is signed out at its next request.
  expect((await page.request.get('/api/me')).status()).toBe(401);
  await page.reload();
  await expect(page).toHaveURL(/\/signin/);

  // The old password is refused, the new one works.
  await reset.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
  await signInThroughForm(reset, { email: account.email, password: account.password });
  await expect(reset.getByRole('alert')).toHaveText(MESSAGES.signInFailed);
  await signInThroughForm(reset, { email: account.email, password: 'Fresh-Tide-2027' });
  await expect(reset.getByRole('button', { name: `Account menu for ${account.name}` })).toBeVisible();
  await other.close();
});

test('profile: active sessions, "This device", and signing out another device', async ({
  page,
  browser,
  captureScreen,
}) => {
  const account = await signUpFresh(page, 'sessions');
  const laptop = await browser.newContext({ userAgent: FIREFOX_WINDOWS });
  const laptopPage = await laptop.newPage();
  await signIn(laptopPage, account);
  expect((await laptopPage.request.get('/api/me')).status()).toBe(200);

  await page.goto('/profile');
  const sessions = page.getByRole('list', { name: 'Active sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);
  await expect(page.getByText(MESSAGES.emailNotVerified)).toBeVisible();
  await captureScreen('guest-profile-sessions');

  await sessions.getByRole('button', { name: /^Sign out Firefox on Windows/ }).click();
  await expect(page.getByText(MESSAGES.sessionSignedOut)).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  // That device's next request is refused; this one stays signed in.
  expect((await laptopPage.request.get('/api/me')).status()).toBe(401);
  expect((await page.request.get('/api/me')).status()).toBe(200);
  await laptop.close();
});
