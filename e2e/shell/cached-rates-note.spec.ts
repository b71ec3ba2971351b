// Issue 22 item 11: "Using cached exchange rates" (the browser tests run on the fallback rates) is
// part of the header, by the currency menu: at 360 px it covers none of the host calendar's buttons,
// which used to sit under the floating pill at the foot of the window.
import type { Locator, Page } from '@playwright/test';
import { addDays, formatLongDate } from '@shoreline/shared-domain/dates';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { ACCOUNTS } from '../fixtures/accounts';
import { signIn } from '../fixtures/auth';
import { expect, test } from '../fixtures/test';
import { createListingThroughApi, deleteListingThroughApi, today } from '../host/hostHelpers';

/** True when a click at the element's centre lands on it (nothing covers it there). */
function isOnTop(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === node || node.contains(hit));
  });
}

/** Scrolls `element` to the foot of the window, where the old pill floated. */
async function toWindowFoot(page: Page, element: Locator) {
  await element.evaluate((node) => node.scrollIntoView({ block: 'end' }));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

test('at 360 px the cached-rates note sits in the header and covers none of the calendar', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, ACCOUNTS.marina);
  const listing = await createListingThroughApi(page.request, 'rates-note');
  try {
    await page.goto(`/listings/${listing.id}/calendar`);
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();

    const note = page.getByText(MESSAGES.usingCachedRates);
    await expect(note).toBeVisible();
    await expect(note).toHaveCount(1);
    // Inside the header's box, by the currency menu.
    const header = page.getByRole('banner');
    const [noteBox, headerBox] = [await note.boundingBox(), await header.boundingBox()];
    expect(noteBox && headerBox).toBeTruthy();
    expect(noteBox!.y).toBeGreaterThanOrEqual(headerBox!.y);
    expect(noteBox!.y + noteBox!.height).toBeLessThanOrEqual(headerBox!.y + headerBox!.height);
    expect(noteBox!.x + noteBox!.width).toBeLessThanOrEqual(360);
    await expect(header.getByRole('combobox', { name: 'Currency' })).toBeVisible();

    // Every button of the calendar's page, brought to the foot of the window, takes the click itself.
    const buttons = page.getByRole('main').getByRole('button');
    // The nights arrive after the page's heading: count the buttons once the month is drawn.
    await expect(page.getByRole('main').getByRole('button', { name: 'Next month' })).toBeVisible();
    const count = await buttons.count();
    expect(count).toBeGreaterThan(10);
    for (let index = 0; index < count; index += 1) {
      const button = buttons.nth(index);
      if (!(await button.isVisible())) continue;
      await toWindowFoot(page, button);
      expect(await isOnTop(button), `button ${index}: ${await button.textContent()}`).toBe(true);
    }

    // And they work: a range blocked with the buttons at the foot of the window.
    const night = (offset: number) =>
      page.getByRole('button', { name: new RegExp(`^${formatLongDate(addDays(today, offset))},`) });
    // Two nights of one month (the grid shows one at 360 px): at a month's end, early in the next.
    const month = (offset: number) => addDays(today, offset).slice(0, 7);
    const first = month(3) === month(4) ? 3 : 4;
    if (month(first) !== month(0)) await page.getByRole('button', { name: 'Next month' }).click();
    await toWindowFoot(page, night(first));
    await night(first).click();
    await toWindowFoot(page, night(first + 1));
    await night(first + 1).click();
    const block = page.getByRole('button', { name: 'Block nights' });
    await toWindowFoot(page, block);
    await block.click();
    await expect(night(first)).toHaveAccessibleName(/, blocked$/);
  } finally {
    await deleteListingThroughApi(page.request, listing.id);
  }
});
