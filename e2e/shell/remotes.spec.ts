import { ACCOUNTS } from '../fixtures/accounts';
import { signIn, signInThroughForm } from '../fixtures/auth';
import { E2E_PORTS, remoteOrigin } from '../fixtures/ports';
import { closeServer, serveDist } from '../fixtures/staticServer';
import { expect, test } from '../fixtures/test';

test.describe('runtime remotes', () => {
  test("a renter's journey never downloads host or admin code", async ({ page, network }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await signInThroughForm(page, ACCOUNTS.ana);
    await expect(page.getByRole('button', { name: `Account menu for ${ACCOUNTS.ana.name}` })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Become a Host' }).hover();
    await page.goto('/search?location=portugal');
    await page.getByRole('article').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/listings\/[^/]+$/);
    await page.getByRole('button', { name: `Account menu for ${ACCOUNTS.ana.name}` }).click();
    await page.getByRole('link', { name: 'My Bookings' }).hover();
    await page.getByRole('link', { name: 'My Bookings' }).click();
    await expect(page).toHaveURL(/\/bookings$/);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/profile$/);
    // Guarded host and admin pages redirect before anything of theirs is fetched.
    await page.goto('/listings/manage');
    await expect(page).toHaveURL(/\/$/);

    expect(network.from(remoteOrigin('guest')).length).toBeGreaterThan(0);
    expect(network.from(remoteOrigin('host'))).toEqual([]);
    expect(network.from(remoteOrigin('admin'))).toEqual([]);
  });

  test('a host remote is loaded only when needed, and preloaded on intent', async ({ page, network }) => {
    await signIn(page, ACCOUNTS.marina);
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Add Listing' })).toBeVisible();
    expect(network.from(remoteOrigin('host'))).toEqual([]);
    await page.getByRole('banner').getByRole('link', { name: 'Add Listing' }).hover();
    await expect
      .poll(() => network.from(remoteOrigin('host')).some((url) => url.endsWith('/mf-manifest.json')))
      .toBe(true);
    await page.getByRole('banner').getByRole('link', { name: 'Add Listing' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create Listing' })).toBeVisible();
    expect(network.from(remoteOrigin('admin'))).toEqual([]);
  });

  test('a remote whose files are blocked shows its fallback with Retry while the header keeps working', async ({
    page,
    captureScreen,
  }) => {
    await signIn(page, ACCOUNTS.marina);
    await page.route(`${remoteOrigin('host')}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/listings/manage');
    const fallback = page.getByRole('alert');
    await expect(fallback).toContainText('The hosting pages of Shoreline could not be loaded.');
    await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();
    await captureScreen('remote-unavailable');

    // The header, the session and the other remotes live on.
    await page.getByRole('button', { name: `Account menu for ${ACCOUNTS.marina.name}` }).click();
    await expect(page.getByRole('navigation', { name: 'Account' })).toContainText(ACCOUNTS.marina.email);
    await page.getByRole('link', { name: 'My Bookings' }).click();
    await expect(page).toHaveURL(/\/bookings$/);
    await expect(page.getByRole('alert')).toHaveCount(0);

    await page.goBack();
    await expect(page.getByRole('alert')).toContainText('could not be loaded');
    await page.unroute(`${remoteOrigin('host')}/**`);
    await page.getByRole('alert').getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Listings' })).toBeVisible();
  });

  test('a remote whose manifest loads but whose entry script fails is contained and retried too', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.admin);
    const entry = `${remoteOrigin('admin')}/remoteEntry.js`;
    await page.route(entry, (route) => route.abort('failed'));
    await page.goto('/admin/host-requests');
    await expect(page.getByRole('alert')).toContainText('The admin pages of Shoreline could not be loaded.');
    await expect(page.getByRole('banner').getByRole('combobox', { name: 'Currency' })).toBeEnabled();
    await page.unroute(entry);
    await page.getByRole('alert').getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Host Requests' })).toBeVisible();
  });

  test('the shell boots without waiting for /remotes.json, and a failed one leaves Retry in the slot', async ({
    page,
    captureScreen,
  }) => {
    // First the file hangs: the header, the session and the shell's own pages are there regardless.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/remotes.json', async (route) => {
      await held;
      await route.fulfill({ status: 503, body: 'unavailable' });
    });
    await page.goto('/');
    await expect(page.getByRole('main').getByRole('status', { name: 'Loading page' })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await signInThroughForm(page, ACCOUNTS.ana);
    await expect(page.getByRole('button', { name: `Account menu for ${ACCOUNTS.ana.name}` })).toBeVisible();

    // Then it fails: the slot says so and offers Retry; the header keeps working.
    release();
    const fallback = page.getByRole('alert');
    await expect(fallback).toContainText('The travel pages of Shoreline could not be loaded.');
    await captureScreen('remotes-json-unavailable');
    await expect(page.getByRole('banner').getByRole('combobox', { name: 'Currency' })).toBeEnabled();
    await page.unroute('**/remotes.json');
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test('a remote moved to another port is found through /remotes.json alone, without rebuilding the shell', async ({
    page,
    network,
    captureScreen,
  }) => {
    const spare = `http://localhost:${E2E_PORTS.spare}`;
    const server = await serveDist('mfe-guest', E2E_PORTS.spare);
    try {
      // The deployment's runtime JSON now points guest at the spare port; nothing else changes.
      await page.route('**/remotes.json', async (route) => {
        const response = await route.fetch();
        const remotes = (await response.json()) as Record<string, string>;
        await route.fulfill({ response, json: { ...remotes, guest: `${spare}/mf-manifest.json` } });
      });
      await page.goto('/');
      await expect(page.getByRole('article').first()).toBeVisible();
      await captureScreen('remote-moved');
      expect(network.from(spare).some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
      expect(network.from(remoteOrigin('guest'))).toEqual([]);
    } finally {
      await closeServer(server);
    }
  });
});
