// PRODUCT.md 25 in the browser: the bell counts up live (Server-Sent Events through the shell's
// proxy), each notification leads to its screen, opening one marks it read, and the declined renter
// is told the dates were taken. Every test works on people of its own (a fresh host, fresh renters).
import type { APIRequestContext, Browser, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { addDays, todayIso } from '@shoreline/shared-domain/dates';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { SAMPLE_LISTING_FACTS } from '@shoreline/shared-domain/testing/listingFactsFixture';
import type { HostRequest, Listing } from '@shoreline/shared-domain/types';
import { ACCOUNTS } from '../fixtures/accounts';
import { uniqueEmail } from '../fixtures/auth';
import { SHELL_URL } from '../fixtures/ports';
import { saveScreen } from '../fixtures/screens';
import { expect, test } from '../fixtures/test';
import { uploadTinyPhoto } from '../fixtures/uploads';

type Playwright = PlaywrightWorkerArgs['playwright'];

const PASSWORD = 'Sunny-Coast-2026';
const today = todayIso();
let counter = 0;
const unique = (tag: string) =>
  `${tag} ${Date.now().toString(36)}${process.pid.toString(36)}${(counter += 1)}`;

const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Notifications/ });

/** A new account; its API context is signed in. */
async function signUp(playwright: Playwright, name: string) {
  const api = await playwright.request.newContext({ baseURL: SHELL_URL });
  const email = uniqueEmail('notify');
  const response = await api.post('/api/auth/signup', { data: { name, email, password: PASSWORD } });
  expect(response.status(), await response.text()).toBe(201);
  return { api, email, name };
}

/** A browser page signed in as `email`, in a context of its own (its own cookies). */
async function pageOf(
  browser: Browser,
  email: string,
  viewport = { width: 1280, height: 800 },
): Promise<Page> {
  const context = await browser.newContext({ baseURL: SHELL_URL, viewport });
  const page = await context.newPage();
  const response = await page.request.post('/api/auth/signin', { data: { email, password: PASSWORD } });
  expect(response.status()).toBe(200);
  return page;
}

/** A fresh host: signed up, asked, approved by the admin (which notifies them once), with one listing. */
async function freshHost(playwright: Playwright, name: string) {
  const host = await signUp(playwright, name);
  expect(
    (await host.api.post('/api/host-requests', { data: { reason: 'A cabin for tests' } })).status(),
  ).toBe(201);
  const admin = await playwright.request.newContext({ baseURL: SHELL_URL });
  try {
    await admin.post('/api/auth/signin', {
      data: { email: ACCOUNTS.admin.email, password: ACCOUNTS.admin.password },
    });
    const pending = (
      (await (await admin.get('/api/admin/host-requests?limit=100')).json()) as { items: HostRequest[] }
    ).items;
    const request = pending.find((candidate) => candidate.email === host.email);
    expect(request).toBeDefined();
    expect((await admin.post(`/api/admin/host-requests/${request?.id}/approve`)).status()).toBe(200);
  } finally {
    await admin.dispose();
  }
  const city = unique('Sandbar');
  const created = await host.api.post('/api/listings', {
    data: {
      title: unique('Dune Cabin'),
      description: 'A wooden cabin behind the dunes, made for a browser test.',
      pricePerNight: 80,
      address: '1 Dune Path',
      city,
      country: 'Portugal',
      availableFrom: today,
      availableTo: addDays(today, 200),
      photos: [await uploadTinyPhoto(host.api)],
      ...SAMPLE_LISTING_FACTS,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { ...host, listing: (await created.json()) as Listing };
}

async function book(api: APIRequestContext, listingId: string, from: number, to: number): Promise<string> {
  const response = await api.post('/api/bookings', {
    data: { listingId, startDate: addDays(today, from), endDate: addDays(today, to), guests: { adults: 1 } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test('the host sees requests arrive live; approving tells the renter live and the overlapping renter why', async ({
  browser,
  playwright,
}) => {
  const host = await freshHost(playwright, 'Hana Host');
  const renter = await signUp(playwright, 'Rui Renter');
  const declined = await signUp(playwright, 'Dora Declined');

  const hostPage = await pageOf(browser, host.email);
  await hostPage.goto('/');
  // The approval of their host request is their first notification.
  await expect(bell(hostPage)).toHaveAccessibleName('Notifications, 1 unread');

  const renterPage = await pageOf(browser, renter.email);
  await renterPage.goto('/bookings');
  await expect(bell(renterPage)).toHaveAccessibleName('Notifications');

  // Two renters ask for overlapping dates: the host's bell counts up without a reload.
  const bookingId = await book(renter.api, host.listing.id, 10, 14);
  await expect(bell(hostPage)).toHaveAccessibleName('Notifications, 2 unread');
  await expect(hostPage.getByRole('banner').getByRole('status')).toHaveText(
    `New notification: New booking request for ${host.listing.title}`,
  );
  await book(declined.api, host.listing.id, 12, 16);
  await expect(bell(hostPage)).toHaveAccessibleName('Notifications, 3 unread');
  await saveScreen(hostPage, 'notifications-bell-host', { fullPage: false });

  // The host opens the newest request from the notifications page and approves it.
  await bell(hostPage).click();
  await expect(hostPage.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const list = hostPage.getByRole('list', { name: 'Notifications' });
  await expect(list.getByRole('article')).toHaveCount(3);
  await saveScreen(hostPage, 'notifications-page-host');
  await list
    .getByRole('article')
    .filter({ hasText: 'Rui Renter' })
    .getByRole('link', { name: `Unread: New booking request for ${host.listing.title}` })
    .click();
  await expect(hostPage).toHaveURL(new RegExp(`/bookings/${bookingId}/approve$`));
  await expect(bell(hostPage)).toHaveAccessibleName('Notifications, 2 unread');
  await hostPage.getByRole('button', { name: 'Approve Booking' }).click();
  await expect(hostPage).toHaveURL(/\/bookings\/manage$/);

  // The renter, on My Bookings all along, hears of it live.
  await expect(bell(renterPage)).toHaveAccessibleName('Notifications, 1 unread');
  await expect(renterPage.getByRole('banner').getByRole('status')).toHaveText(
    `New notification: Your stay at ${host.listing.title} is confirmed`,
  );

  // The renter whose overlapping request was declined is told exactly why, with a search for the same place and dates.
  const declinedPage = await pageOf(browser, declined.email);
  await declinedPage.goto('/notifications');
  const message = declinedPage.getByRole('article').filter({ hasText: 'no longer free for your dates' });
  await expect(message).toContainText(`was declined. Reason: ${MESSAGES.declinedDatesTaken}.`);
  await saveScreen(declinedPage, 'notifications-declined-renter');
  await message.getByRole('link').click();
  await expect(declinedPage).toHaveURL(
    `${SHELL_URL}/search?location=${encodeURIComponent(host.listing.city).replace(/%20/g, '+')}` +
      `&checkin=${addDays(today, 12)}&checkout=${addDays(today, 16)}`,
  );
  await expect(bell(declinedPage)).toHaveAccessibleName('Notifications');

  for (const page of [hostPage, renterPage, declinedPage]) await page.context().close();
  for (const api of [host.api, renter.api, declined.api]) await api.dispose();
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the bell fits the header, leads to the list, and "Mark all as read" clears it', async ({
    page,
    playwright,
    captureScreen,
  }) => {
    const host = await freshHost(playwright, 'Mo Mobile');
    const renter = await signUp(playwright, 'Rita Renter');
    await book(renter.api, host.listing.id, 20, 22);
    await book(renter.api, host.listing.id, 30, 33);
    const signedIn = await page.request.post('/api/auth/signin', {
      data: { email: host.email, password: PASSWORD },
    });
    expect(signedIn.status()).toBe(200);

    await page.goto('/');
    const theBell = bell(page);
    await expect(theBell).toHaveAccessibleName('Notifications, 3 unread');
    await expect(theBell).toHaveText('3');
    const box = await theBell.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    // Nothing in the bar is squeezed to make room: the logo mark keeps its 28 px.
    const mark = await page.getByRole('link', { name: 'Shoreline, home' }).locator('svg').boundingBox();
    expect(mark?.width).toBe(28);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await captureScreen('notifications-bell-360', { fullPage: false });

    // Keyboard: the bell is a link in the tab order.
    await theBell.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/notifications$/);
    const items = page.getByRole('list', { name: 'Notifications' }).getByRole('article');
    await expect(items).toHaveCount(3);
    await expect(page.getByRole('heading', { level: 2, name: /^Unread: / })).toHaveCount(3);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await captureScreen('notifications-page-360');

    await page.getByRole('button', { name: MESSAGES.markAllAsRead }).click();
    await expect(theBell).toHaveAccessibleName('Notifications');
    await expect(page.getByRole('heading', { level: 2, name: /^Unread: / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: MESSAGES.markAllAsRead })).toBeDisabled();

    // Read on the server too: a reload shows them read.
    await page.reload();
    await expect(items).toHaveCount(3);
    await expect(page.getByRole('heading', { level: 2, name: /^Unread: / })).toHaveCount(0);
    await renter.api.dispose();
    await host.api.dispose();
  });
});
