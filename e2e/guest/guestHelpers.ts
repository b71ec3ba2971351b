// Helpers of the guest browser tests (accounts and sign-in come from ../fixtures/auth):
// a date picker driven like a user would (open, page months, pick) and Tab navigation.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { uniqueEmail } from '../fixtures/auth';

export const PASSWORD = 'Sunny-Coast-2026';

/** Creates a renter without signing any page in (for the sign-in round trip). */
export async function createAccount(
  request: APIRequestContext,
  tag: string,
): Promise<{ email: string; password: string }> {
  const email = uniqueEmail(tag);
  const response = await request.post('/api/auth/signup', {
    data: { name: 'Sam Shore', email, password: PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { email, password: PASSWORD };
}

/** The day of the open calendar, paging months forward until it shows. */
export async function dayButton(page: Page, iso: string): Promise<Locator> {
  // The calendar's code is fetched when the picker opens: wait for its months before paging.
  await expect(page.getByRole('dialog').getByRole('grid').first()).toBeVisible();
  const day = page.locator(`button[data-date="${iso}"]`);
  for (let step = 0; step < 24 && !(await day.isVisible()); step += 1) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  return day;
}

/**
 * Opens the date field labelled `label` (inside `scope`) and clicks the day `iso` (yyyy-MM-dd). The
 * stay's one calendar stays open after a check-in for the check-out: clicking the Check-out field
 * then only makes sure it is the field being filled.
 */
export async function pickDate(
  page: Page,
  label: 'Check-in' | 'Check-out',
  iso: string,
  scope: Locator = page.locator('body'),
): Promise<void> {
  await scope.getByLabel(new RegExp(`^${label}`)).click();
  await (await dayButton(page, iso)).click();
}

/** Presses Tab from wherever focus is until `target` has focus (a keyboard user's way there). */
export async function tabTo(page: Page, target: Locator, maxPresses = 80): Promise<void> {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}
