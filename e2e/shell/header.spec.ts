import { MESSAGES } from '@shoreline/shared-domain/messages';
import { ACCOUNTS } from '../fixtures/accounts';
import { signIn } from '../fixtures/auth';
import { expect, test } from '../fixtures/test';
import type { Page } from '@playwright/test';

const header = (page: Page) => page.getByRole('banner');

async function accountEntries(page: Page, name: string): Promise<string[]> {
  await header(page)
    .getByRole('button', { name: `Account menu for ${name}` })
    .click();
  const menu = page.getByRole('navigation', { name: 'Account' });
  await expect(menu).toBeVisible();
  await expect(menu.getByText(name, { exact: true })).toBeVisible();
  // An inbox entry shows its unread count after its label ("Messages1"); the messages specs check the
  // counts, these the entries.
  return (await menu.getByRole('link').allTextContents()).map((text) => text.replace(/\d+$/, ''));
}

test.describe('header', () => {
  test('signed out: logo, currency, Sign In and Sign Up', async ({ page, captureScreen }) => {
    await page.goto('/');
    await expect(header(page).getByRole('link', { name: 'Shoreline, home' })).toBeVisible();
    await expect(header(page).getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');
    await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await expect(header(page).getByRole('button', { name: /Account menu/ })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toContainText('support@shoreline.test');
    await captureScreen('home-signed-out');
  });

  test('renter: Become a Host and a menu with name, email, Profile, My Bookings and Messages', async ({
    page,
    captureScreen,
  }) => {
    await signIn(page, ACCOUNTS.ana);
    await page.goto('/');
    await expect(header(page).getByRole('link', { name: 'Become a Host' })).toBeVisible();
    expect(await accountEntries(page, ACCOUNTS.ana.name)).toEqual([
      'Profile',
      'My Bookings',
      MESSAGES.messagesTitle,
      'Favourites',
    ]);
    await expect(page.getByRole('navigation', { name: 'Account' })).toContainText(ACCOUNTS.ana.email);
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await captureScreen('header-renter-menu', { fullPage: false });
  });

  test('host: Add Listing and the host entries', async ({ page, captureScreen }) => {
    await signIn(page, ACCOUNTS.marina);
    await page.goto('/');
    await expect(header(page).getByRole('link', { name: 'Add Listing' })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Become a Host' })).toHaveCount(0);
    expect(await accountEntries(page, ACCOUNTS.marina.name)).toEqual([
      'Profile',
      'My Bookings',
      MESSAGES.messagesTitle,
      'Favourites',
      'My Listings',
      'Manage Bookings',
      MESSAGES.hostMessagesTitle,
    ]);
    await captureScreen('header-host-menu', { fullPage: false });
    await page.getByRole('link', { name: 'My Listings' }).click();
    await expect(page).toHaveURL(/\/listings\/manage$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Listings' })).toBeVisible();
  });

  test('admin: Host Requests, Manage Destinations and Review Requests', async ({ page, captureScreen }) => {
    await signIn(page, ACCOUNTS.admin);
    await page.goto('/');
    // The chip shows the initials and the whole name, not "SA Shoreline" (issue 12).
    await expect(
      header(page).getByRole('button', { name: `Account menu for ${ACCOUNTS.admin.name}` }),
    ).toHaveText(/^SA\s*Shoreline Admin$/);
    expect(await accountEntries(page, ACCOUNTS.admin.name)).toEqual([
      'Profile',
      'My Bookings',
      MESSAGES.messagesTitle,
      'Favourites',
      'Host Requests',
      'Manage Destinations',
      'Review Requests',
      MESSAGES.reportedConversationsTitle,
    ]);
    await captureScreen('header-admin-menu', { fullPage: false });
    await page.getByRole('link', { name: 'Manage Destinations' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Destinations' })).toBeVisible();
  });

  test('sign out clears the session everywhere and goes home', async ({ page }) => {
    await signIn(page, ACCOUNTS.ben);
    await page.goto('/bookings');
    await header(page)
      .getByRole('button', { name: `Account menu for ${ACCOUNTS.ben.name}` })
      .click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
    const me = await page.request.get('/api/me');
    expect(me.status()).toBe(401);
  });

  test('the offline banner follows the connection', async ({ page, context, captureScreen }) => {
    await page.goto('/');
    await expect(page.getByText(MESSAGES.usingCachedRates)).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByText(MESSAGES.offlineBanner)).toBeVisible();
    await captureScreen('offline-banner', { fullPage: false });
    await context.setOffline(false);
    await expect(page.getByText(MESSAGES.offlineBanner)).toHaveCount(0);
  });

  test('a session the API cannot give is said, and read again once back online', async ({
    page,
    context,
    captureScreen,
  }) => {
    await signIn(page, ACCOUNTS.ana);
    await page.route('**/api/session', (route) =>
      route.fulfill({ status: 502, json: { statusCode: 502, message: 'The API is not reachable.' } }),
    );
    // A page rendered in the browser: the shell's server renders the session into the pages it
    // renders (SSR), so on those the browser never asks for it when they load.
    await page.goto('/become-host');
    await expect(page.getByText(MESSAGES.userDataUnavailable)).toBeVisible();
    await captureScreen('session-unavailable', { fullPage: false });

    await page.unroute('**/api/session');
    await context.setOffline(true);
    // The page has seen the network go (its banner says so) before it comes back.
    await expect(page.getByText(MESSAGES.offlineBanner)).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText(MESSAGES.userDataUnavailable)).toHaveCount(0);
    await expect(
      header(page).getByRole('button', { name: `Account menu for ${ACCOUNTS.ana.name}` }),
    ).toBeVisible();
  });
});
