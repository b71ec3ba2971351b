// A host's public page (issue 24 item 7), from the real API and demo data in real Chromium: a listing
// links to its host's page, which shows who they are, what they wrote (line breaks kept) and their
// stays, reads well at 360 and 1280 px without serious axe violations, is rendered by the shell's
// server with its own title when the run renders public pages there, and a host who writes "About
// you" on their profile sees it on their page.
import type { Page } from '@playwright/test';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { HostProfile, Listing, ListingSummary, Page as ListPage } from '@shoreline/shared-domain/types';
import demoAccounts from '../../api/src/seed/demo-accounts.json';
import { DEMO_LISTINGS } from '../../api/src/seed/demo-listings';
import { expectNoSeriousViolations, expectNoSidewaysScroll } from '../fixtures/a11y';
import { ACCOUNTS } from '../fixtures/accounts';
import { signUpFresh } from '../fixtures/auth';
import { SHELL_URL } from '../fixtures/ports';
import { htmlIsServerRendered } from '../fixtures/ssr';
import { expect, test } from '../fixtures/test';
import { markServerHeading, serverHeadingKept, watchConsole } from './ssrHelpers';

const MARINA_ABOUT = demoAccounts.find((account) => account.key === 'marina')?.about ?? '';
/** A link pasted into "About you": one word far wider than a phone. */
const LONG_WORD = `https://example.test/${'harbour-'.repeat(15)}dawn`;
const SAVED = `Sailor and boat builder.\n\nI will show you the harbour at dawn.\n${LONG_WORD}`;
const LISBON_TITLE = DEMO_LISTINGS.find((listing) => listing.key === 'lisbon')?.title ?? '';

/** Marina's Lisbon flat (demo data), found by its title among the active listings. */
async function marinasListing(page: Page): Promise<ListingSummary> {
  const response = await page.request.get('/api/listings?location=Lisbon&limit=48');
  expect(response.ok()).toBe(true);
  const found = ((await response.json()) as ListPage<ListingSummary>).items.find(
    (listing) => listing.title === LISBON_TITLE,
  );
  if (!found) throw new Error(`No demo listing "${LISBON_TITLE}"`);
  return found;
}

for (const width of [360, 1280]) {
  test(`a listing links to its host's page: name, about, their stays (${width} px, axe clean)`, async ({
    page,
    captureScreen,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const listing = await marinasListing(page);
    await page.goto(`/listings/${listing.id}`);
    const hostLink = page.getByRole('link', { name: ACCOUNTS.marina.name, exact: true });
    await expect(hostLink).toBeVisible();
    await hostLink.click();

    await expect(page).toHaveURL(/\/hosts\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: ACCOUNTS.marina.name, level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(`${ACCOUNTS.marina.name} · Shoreline`);
    await expect(page.getByText(/^Hosting since [A-Z][a-z]+ \d{4}$/)).toBeVisible();
    await expect(page.getByText(/^\d\.\d · \d+ reviews?$/)).toBeVisible();
    // What she wrote, with its line break.
    const about = page.getByRole('region', { name: `About ${ACCOUNTS.marina.name}` }).locator('p');
    expect(await about.innerText()).toBe(MARINA_ABOUT);
    const stays = page.getByRole('list', { name: `Stays hosted by ${ACCOUNTS.marina.name}` });
    await expect(stays.getByRole('link', { name: new RegExp(LISBON_TITLE) })).toBeVisible();
    // Only active stays: every card is one the API lists publicly.
    const hostId = page.url().split('/').pop() ?? '';
    const profile = (await (await page.request.get(`/api/hosts/${hostId}`)).json()) as HostProfile;
    await expect(stays.getByRole('listitem')).toHaveCount(profile.listings.items.length);
    expect(profile.listings.items.every((item) => item.isActive)).toBe(true);

    await expectNoSidewaysScroll(page, `host page at ${width}px`);
    await expectNoSeriousViolations(page, `host page at ${width}px`);
    await captureScreen(`guest-host-profile-${width}`, { fullPage: true });

    // Back on the listing, the same link (and not some other host's).
    await page.goBack();
    await expect(page.getByRole('link', { name: ACCOUNTS.marina.name, exact: true })).toHaveAttribute(
      'href',
      `/hosts/${hostId}`,
    );
  });
}

test('the host page carries its own title, hydrates what the server drew, and someone who does not host gets the not-found page', async ({
  page,
  network,
}) => {
  const listing = (await (
    await page.request.get(`/api/listings/${(await marinasListing(page)).id}`)
  ).json()) as Listing;
  const response = await page.request.get(`/hosts/${listing.hostId}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  // Rendered by the shell's server when the run renders public pages there (the default): its head
  // names the host and its canonical address, and a missing host is a real 404.
  const serverRendered = htmlIsServerRendered(html);
  if (serverRendered) {
    expect(html).toContain(`<title>${ACCOUNTS.marina.name} · Shoreline</title>`);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"/]+/hosts/${listing.hostId}">`));
    expect(html).toContain('Hosting since');
  }
  const reported = watchConsole(page);
  await markServerHeading(page);
  network.urls.length = 0;
  await page.goto(`/hosts/${listing.hostId}`);
  await expect(page).toHaveTitle(`${ACCOUNTS.marina.name} · Shoreline`);
  await page.waitForLoadState('networkidle');
  if (serverRendered) {
    // The browser took over the server's markup (no mismatch reported) and asked nothing again.
    await expect.poll(() => serverHeadingKept(page)).toBe(true);
    expect(network.urls.filter((url) => url.includes(`/api/hosts/${listing.hostId}`))).toEqual([]);
  }
  expect(reported).toEqual([]);

  // Someone who does not host (a renter), no one at all, an id that is none.
  const renter = await signUpFresh(page, 'not-a-host', 'Rene Renter');
  for (const id of [renter.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
    const missing = await page.goto(`/hosts/${id}`);
    expect([id, missing?.status()]).toEqual([id, serverRendered ? 404 : 200]);
    await expect(page.getByText(MESSAGES.hostNotFound)).toBeVisible();
    await expect(page).toHaveTitle(`${MESSAGES.hostNotFound} · Shoreline`);
  }
});

test('a host writes "About you" on their profile and sees it on their public page (360 px)', async ({
  page,
  playwright,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  // A host of this test's own: a new renter whose host request the admin approves.
  await signUpFresh(page, 'about-host', 'Hugo Harbour');
  const asked = await page.request.post('/api/host-requests', {
    data: { reason: 'A boathouse by the pier.' },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const { id } = ((await asked.json()) as { request: { id: string } }).request;
  const admin = await playwright.request.newContext({ baseURL: SHELL_URL });
  try {
    expect((await admin.post('/api/auth/signin', { data: ACCOUNTS.admin })).status()).toBe(200);
    const approved = await admin.post(`/api/admin/host-requests/${id}/approve`);
    expect(approved.status(), await approved.text()).toBe(200);
  } finally {
    await admin.dispose();
  }

  await page.goto('/profile');
  const about = page.getByLabel('About you');
  await expect(about).toBeEnabled();
  await expect(about).toHaveAccessibleDescription(MESSAGES.aboutHint);
  await about.fill(`  Sailor and boat builder.\n\nI will show you the harbour at dawn.\n${LONG_WORD}  `);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(MESSAGES.profileUpdated)).toBeVisible();

  await page.getByRole('link', { name: MESSAGES.viewHostPage }).click();
  await expect(page.getByRole('heading', { name: 'Hugo Harbour', level: 1 })).toBeVisible();
  const written = page.getByRole('region', { name: 'About Hugo Harbour' }).locator('p');
  expect(await written.innerText()).toBe(SAVED);
  // A word longer than the screen (a link) wraps: the page never scrolls sideways.
  await expectNoSidewaysScroll(page, 'host page with a long word at 360px');
  // Approved just now; no stays and no reviews yet.
  await expect(page.getByText(MESSAGES.hostNoReviews)).toBeVisible();
  await expect(page.getByRole('heading', { name: MESSAGES.hostNoListings })).toBeVisible();

  // Back on the profile, the field holds what was saved.
  await page.goto('/profile');
  await expect(page.getByLabel('About you')).toHaveValue(SAVED);
});
