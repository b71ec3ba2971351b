// Intent preloading (issue 9): hovering a link into another remote downloads that page's own chunk
// and starts its first data, so the click shows the page without waiting for either.
import { ACCOUNTS } from '../fixtures/accounts';
import { signIn } from '../fixtures/auth';
import { remoteOrigin } from '../fixtures/ports';
import { expect, test } from '../fixtures/test';

test("hovering the logo on the sign-in page loads the home page's chunk and its listings; the click uses them", async ({
  page,
  network,
}) => {
  await page.goto('/signin');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  const feed = (url: string) => url.endsWith('/api/listings?limit=8');
  expect(network.urls.filter(feed)).toEqual([]);

  await page.getByRole('banner').getByRole('link', { name: 'Shoreline, home' }).hover();
  await expect.poll(() => network.urls.filter(feed).length).toBe(1);
  await expect
    .poll(() => network.from(remoteOrigin('guest')).some((url) => /\/route-home\.[0-9a-f]{8}\.js$/.test(url)))
    .toBe(true);

  await page.getByRole('banner').getByRole('link', { name: 'Shoreline, home' }).click();
  await expect(page.getByRole('article').first()).toBeVisible();
  // The page used the answer asked for on hover: the feed was requested once.
  expect(network.urls.filter(feed)).toHaveLength(1);
});

test("hovering Add Listing downloads the host's create-listing chunk before the click", async ({
  page,
  network,
}) => {
  await signIn(page, ACCOUNTS.marina);
  await page.goto('/');
  const addListing = page.getByRole('banner').getByRole('link', { name: 'Add Listing' });
  await expect(addListing).toBeVisible();
  const createChunk = (url: string) => /\/route-create-listing\.[0-9a-f]{8}\.js$/.test(url);
  expect(network.from(remoteOrigin('host')).filter(createChunk)).toEqual([]);

  await addListing.hover();
  await expect.poll(() => network.from(remoteOrigin('host')).filter(createChunk).length).toBe(1);
  await addListing.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Listing' })).toBeVisible();
  expect(network.from(remoteOrigin('host')).filter(createChunk)).toHaveLength(1);
});

test("hovering My Listings starts the host's listings request with the chunk; the page uses that answer", async ({
  page,
  network,
}) => {
  await signIn(page, ACCOUNTS.marina);
  await page.goto('/');
  await expect(page.getByRole('article').first()).toBeVisible();
  const hostListings = (url: string) => url.endsWith('/api/host/listings');
  expect(network.urls.filter(hostListings)).toEqual([]);

  await page.getByRole('button', { name: `Account menu for ${ACCOUNTS.marina.name}` }).click();
  const myListings = page.getByRole('banner').getByRole('link', { name: 'My Listings' });
  await myListings.hover();
  await expect.poll(() => network.urls.filter(hostListings).length).toBe(1);
  await expect
    .poll(() => network.from(remoteOrigin('host')).some((url) => url.endsWith('/remoteEntry.js')))
    .toBe(true);

  await myListings.click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Listings' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  // The page took the answer asked for on hover: the list was requested once.
  expect(network.urls.filter(hostListings)).toHaveLength(1);
});
