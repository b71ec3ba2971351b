import { addDays, formatLongDate } from '@shoreline/shared-domain/dates';
import type { Page } from '@playwright/test';
import { ACCOUNTS } from '../fixtures/accounts';
import { signIn } from '../fixtures/auth';
import { expect, test } from '../fixtures/test';
import { createListingThroughApi, deleteListingThroughApi, today } from './hostHelpers';

// Issue 22 item 5: after Block nights and Unblock, focus stays on the range's first night (it fell
// to <body>), and the grid takes PageUp/PageDown (month) and Home/End (the week's row), WAI-ARIA style.

/** A night's button in the grid, by the date its accessible name starts with. */
const night = (page: Page, iso: string) =>
  page.getByRole('button', { name: new RegExp(`^${formatLongDate(iso)},`) });

const parts = (iso: string) => iso.split('-').map(Number) as [number, number, number];
const iso = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
/** The same day `delta` months away, or that month's last day when it is shorter. */
function monthsAway(date: string, delta: number): string {
  const [year, month, day] = parts(date);
  const lastDay = Number(iso(year, month + delta + 1, 0).slice(8));
  return iso(year, month + delta, Math.min(day, lastDay));
}
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
/** Sunday and Saturday of the date's row, not past its month. */
function rowEnds(date: string): [string, string] {
  const [year, month] = parts(date);
  const sunday = addDays(date, -weekday(date));
  const saturday = addDays(date, 6 - weekday(date));
  const first = iso(year, month, 1);
  const last = iso(year, month + 1, 0);
  return [sunday < first ? first : sunday, saturday > last ? last : saturday];
}

test('host calendar: focus stays on the first night after Block and Unblock; PageDown/PageUp, Home/End', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.marina);
  const listing = await createListingThroughApi(page.request, 'calendar-focus');
  await page.goto(`/listings/${listing.id}/calendar`);
  await expect(page.getByRole('grid')).toHaveCount(2);
  const start = addDays(today, 3);
  await expect(night(page, start)).toHaveAccessibleName(/, available$/);

  // Block nights 3 and 4 with the keyboard: focus returns to night 3.
  await night(page, start).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Block nights' }).press('Enter');
  await expect(night(page, start)).toHaveAccessibleName(/, blocked$/);
  await expect(night(page, start)).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: /^Blocked / })).toBeVisible();

  // Unblock from the range panel: focus again on its first night.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Unblock', exact: true }).press('Enter');
  await expect(night(page, start)).toHaveAccessibleName(/, available$/);
  await expect(night(page, start)).toBeFocused();

  // PageDown: the same day next month; PageUp back.
  await page.keyboard.press('PageDown');
  const next = monthsAway(start, 1);
  await expect(night(page, next)).toBeFocused();
  await page.keyboard.press('PageUp');
  const back = monthsAway(next, -1);
  await expect(night(page, back)).toBeFocused();
  // Home and End: the ends of the focused row.
  const [sunday, saturday] = rowEnds(back);
  await page.keyboard.press('End');
  await expect(night(page, saturday)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(night(page, sunday)).toBeFocused();
  // Focus never fell to the page on the way.
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);

  await deleteListingThroughApi(page.request, listing.id);
});
