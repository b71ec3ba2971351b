import { MESSAGES } from '@shoreline/shared-domain/messages';
import { ACCOUNTS } from '../fixtures/accounts';
import { signIn } from '../fixtures/auth';
import { expect, test } from '../fixtures/test';

test.use({ viewport: { width: 360, height: 740 } });

test.describe('mobile header (360 px)', () => {
  test('signed out: a menu button replaces the links and offers Sign In and Sign Up', async ({
    page,
    captureScreen,
  }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = header.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link')).toHaveText(['Sign In', 'Sign Up']);
    await captureScreen('mobile-menu-signed-out', { fullPage: false });
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('signed-in host: the menu mirrors the header and navigates', async ({ page, captureScreen }) => {
    await signIn(page, ACCOUNTS.marina);
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toContainText(ACCOUNTS.marina.email);
    // An inbox entry's unread count follows its label ("Guest messages1").
    await expect(menu.getByRole('link')).toHaveText([
      'Add Listing',
      'Profile',
      'My Bookings',
      new RegExp(`^${MESSAGES.messagesTitle}\\d*$`),
      'Favourites',
      'My Listings',
      'Manage Bookings',
      new RegExp(`^${MESSAGES.hostMessagesTitle}\\d*$`),
    ]);
    await expect(menu.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await captureScreen('mobile-menu-host', { fullPage: false });
    await menu.getByRole('link', { name: 'Manage Bookings' }).click();
    await expect(page).toHaveURL(/\/bookings\/manage$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Bookings' })).toBeVisible();
    await expect(menu).toBeHidden();
  });
});
