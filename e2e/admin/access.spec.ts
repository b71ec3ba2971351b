import { ACCOUNTS } from '../fixtures/accounts';
import { signIn } from '../fixtures/auth';
import { remoteOrigin } from '../fixtures/ports';
import { expect, test } from '../fixtures/test';
import { newHostApplicant, uniqueTag } from './adminHelpers';
import { expectNoSeriousViolations, expectNoSidewaysScroll } from '../fixtures/a11y';

const SCREENS = [
  { path: '/admin/host-requests', heading: 'Host Requests', list: /^Pending Requests \(\d+\+?\)$/ },
  { path: '/admin/destinations', heading: 'Manage Destinations', list: /^Destinations \(\d+\+?\)$/ },
  { path: '/admin/reviews', heading: 'Review Requests', list: /^Pending Reviews \(\d+\+?\)$/ },
] as const;

test('a renter visiting an admin page is sent home, without loading admin code', async ({
  page,
  network,
}) => {
  await signIn(page, ACCOUNTS.ana);
  for (const screen of SCREENS) {
    await page.goto(screen.path);
    await expect(page).toHaveURL(/\/$/);
  }
  expect(network.from(remoteOrigin('admin'))).toEqual([]);
});

test.describe('admin screens', () => {
  test.beforeEach(async ({ page, playwright }) => {
    // A request of its own, so the host requests screen shows a card whatever other tests decided.
    await newHostApplicant(playwright, `Ada Access ${uniqueTag()}`, 'Two rooms above the surf shop.');
    await signIn(page, ACCOUNTS.admin);
  });

  test('have no serious or critical axe violations', async ({ page, captureScreen }) => {
    for (const screen of SCREENS) {
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 2, name: screen.list })).toBeVisible();
      await expectNoSeriousViolations(page, screen.path);
      await captureScreen(`admin-${screen.path.split('/').pop() ?? 'screen'}-a11y`);
    }
  });

  test.describe('at 360 px wide', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('nothing scrolls sideways', async ({ page, captureScreen }) => {
      for (const screen of SCREENS) {
        await page.goto(screen.path);
        await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
        await expect(page.getByRole('heading', { level: 2, name: screen.list })).toBeVisible();
        await expectNoSidewaysScroll(page, screen.path);
        await captureScreen(`admin-360-${screen.path.split('/').pop() ?? 'screen'}`);
      }
    });
  });
});
