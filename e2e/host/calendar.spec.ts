import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays, formatLongDate } from '@shoreline/shared-domain/dates';
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations, expectNoSidewaysScroll } from '../fixtures/a11y';
import { ACCOUNTS } from '../fixtures/accounts';
import { signIn } from '../fixtures/auth';
import { expect, test } from '../fixtures/test';
import { createListingThroughApi, deleteListingThroughApi, listingCard, today } from './hostHelpers';

/** A night's button in the grid, by the date its accessible name starts with. */
const night = (page: Page, offset: number) =>
  page.getByRole('button', { name: new RegExp(`^${formatLongDate(addDays(today, offset))},`) });

const compact = (iso: string) => iso.replaceAll('-', '');

/** An iCalendar feed as another platform serves it: one all-day event. */
const feed = (start: string, end: string) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Other Platform//EN',
    'BEGIN:VEVENT',
    'UID:e2e-1@other.example',
    'DTSTAMP:20300101T000000Z',
    `DTSTART;VALUE=DATE:${compact(start)}`,
    `DTEND;VALUE=DATE:${compact(end)}`,
    'SUMMARY:Reserved',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');

test.describe('host calendar', () => {
  test('blocks and unblocks nights with the mouse and with the keyboard', async ({ page, captureScreen }) => {
    await signIn(page, ACCOUNTS.marina);
    const listing = await createListingThroughApi(page.request, 'calendar');
    await page.goto('/listings/manage');
    await listingCard(page, listing.title)
      .getByRole('link', { name: `Calendar of ${listing.title}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/listings/${listing.id}/calendar$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    await expect(night(page, 3)).toHaveAccessibleName(/, available$/);
    await expect(page.getByRole('grid')).toHaveCount(2);

    // Mouse: first night, last night, Block.
    await night(page, 3).click();
    await night(page, 5).click();
    await page.getByRole('button', { name: 'Block nights' }).click();
    await expect(night(page, 4)).toHaveAccessibleName(/, blocked$/);
    await expect(night(page, 6)).toHaveAccessibleName(/, available$/);
    await captureScreen('host-calendar');
    // ...and Unblock by choosing a blocked night.
    await night(page, 4).click();
    await night(page, 4).click();
    await page.getByRole('button', { name: 'Unblock', exact: true }).click();
    await expect(night(page, 4)).toHaveAccessibleName(/, available$/);

    // Keyboard: arrows move, Enter starts and ends the range, a private note, Block.
    await night(page, 3).focus();
    await page.keyboard.press('Enter');
    await expect(night(page, 3)).toHaveAccessibleName(/range starts here$/);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Escape');
    await expect(night(page, 3)).toHaveAccessibleName(/, available$/);
    // Focus is on the 4th night now: nights 4 and 5.
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.getByRole('textbox', { name: /Private note/ }).fill('Family visit');
    await page.getByRole('button', { name: 'Block nights' }).press('Enter');
    await expect(night(page, 5)).toHaveAccessibleName(/, blocked, note: Family visit$/);
    await expect(night(page, 4)).toHaveAccessibleName(/, blocked, note: Family visit$/);
    await expect(night(page, 3)).toHaveAccessibleName(/, available$/);
    await expect(night(page, 6)).toHaveAccessibleName(/, available$/);
    // ...and Unblock it from the keyboard.
    await night(page, 5).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Unblock', exact: true }).press('Enter');
    await expect(night(page, 5)).toHaveAccessibleName(/, available$/);
    await expect(night(page, 4)).toHaveAccessibleName(/, available$/);

    await expectNoSeriousViolations(page, 'host calendar');
    // At 360 px: one month, nothing scrolling sideways, the host's listing page links here too.
    await page.setViewportSize({ width: 360, height: 780 });
    await expect(page.getByRole('grid')).toHaveCount(1);
    await expectNoSidewaysScroll(page, 'host calendar');
    await expectNoSeriousViolations(page, 'host calendar at 360 px');
    await captureScreen('host-calendar-360');
    await page.goto(`/listings/${listing.id}`);
    await page.getByRole('link', { name: 'Calendar' }).click();
    await expect(page).toHaveURL(new RegExp(`/listings/${listing.id}/calendar$`));
    await expect(page.getByRole('grid')).toHaveCount(1);

    await deleteListingThroughApi(page.request, listing.id);
  });

  test("imports another platform's calendar and shows when its sync fails", async ({ page }) => {
    let failing = false;
    const server: Server = createServer((_request, response) => {
      if (failing) {
        response.writeHead(500).end('down');
        return;
      }
      response.writeHead(200, { 'content-type': 'text/calendar' });
      response.end(feed(addDays(today, 10), addDays(today, 12)));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/other.ics`;
    try {
      await signIn(page, ACCOUNTS.marina);
      const listing = await createListingThroughApi(page.request, 'calendar-import');
      await page.goto(`/listings/${listing.id}/calendar`);
      await expect(page.getByText('No calendars imported yet.', { exact: false })).toBeVisible();
      await expect(page.getByLabel('Export feed address')).toContainText('/api/calendars/');

      await page.getByRole('button', { name: 'Add calendar' }).click();
      await expect(page.getByText('Please give the calendar a name')).toBeVisible();
      await page.getByRole('textbox', { name: /^Name/ }).fill('Other platform');
      await page.getByRole('textbox', { name: /^Calendar address/ }).fill(feedUrl);
      await page.getByRole('button', { name: 'Add calendar' }).click();
      const imported = page.getByRole('listitem', { name: 'Other platform' });
      await expect(imported).toContainText('Last synced');
      await expect(night(page, 10)).toHaveAccessibleName(/, imported from Other platform$/);
      await expect(night(page, 12)).toHaveAccessibleName(/, available$/);

      failing = true;
      await imported.getByRole('button', { name: 'Sync Other platform now' }).click();
      await expect(imported).toContainText('Last sync failed');
      // The last good import stays until a sync succeeds.
      await expect(imported).toContainText('Last synced');
      await expect(night(page, 11)).toHaveAccessibleName(/, imported from Other platform$/);

      await deleteListingThroughApi(page.request, listing.id);
    } finally {
      server.close();
    }
  });
});
