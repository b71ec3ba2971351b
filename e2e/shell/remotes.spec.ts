import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ACCOUNTS } from '../fixtures/accounts';
import { signIn, signInThroughForm } from '../fixtures/auth';
import { E2E_PORTS, remoteOrigin } from '../fixtures/ports';
import { closeServer, serveDist, servePlainShell, serveShell, stopShell } from '../fixtures/staticServer';

const REMOTE_NAMES = ['guest', 'host', 'admin'] as const;
import { expect, test } from '../fixtures/test';

test.describe('runtime remotes', () => {
  test("a renter's journey never downloads host or admin code", async ({ page, network }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await signInThroughForm(page, ACCOUNTS.ana);
    await expect(page.getByRole('button', { name: `Account menu for ${ACCOUNTS.ana.name}` })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Become a Host' }).hover();
    await page.goto('/search?location=portugal');
    const card = page.getByRole('article').first();
    const title = (await card.getByRole('heading').first().textContent()) ?? '';
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/listings\/[^/]+$/);
    // The URL changes before the page does (the router waits in a transition for the page's chunk):
    // a menu opened before it renders would close when it does.
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
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

  test("a host's remote is prefetched at idle, a page of it on intent", async ({ page, network }) => {
    await signIn(page, ACCOUNTS.marina);
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Add Listing' })).toBeVisible();
    // The signed-in host's own remote arrives at idle (issue 21), none of its pages before intent.
    await expect
      .poll(() => network.from(remoteOrigin('host')).some((url) => url.endsWith('/mf-manifest.json')))
      .toBe(true);
    const createChunk = (url: string) => /\/route-create-listing\.[0-9a-f]{8}\.js$/.test(url);
    expect(network.from(remoteOrigin('host')).filter(createChunk)).toEqual([]);
    await page.getByRole('banner').getByRole('link', { name: 'Add Listing' }).hover();
    await expect.poll(() => network.from(remoteOrigin('host')).filter(createChunk).length).toBe(1);
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

  test('a page without its remote locations (a plain file host) boots without waiting for /remotes.json, and a failed one leaves Retry in the slot', async ({
    page,
    captureScreen,
  }) => {
    // The shell's server writes the remote locations into the page; a plain file host does not,
    // which leaves the shell to ask /remotes.json. It first hangs: the header, the session and the
    // shell's own pages are there regardless.
    const plain = await servePlainShell(
      E2E_PORTS.plainShell,
      Object.fromEntries(REMOTE_NAMES.map((name) => [name, `${remoteOrigin(name)}/mf-manifest.json`])),
      `http://127.0.0.1:${E2E_PORTS.api}`,
    );
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/remotes.json', async (route) => {
      await held;
      await route.fulfill({ status: 503, body: 'unavailable' });
    });
    await page.goto(`http://localhost:${E2E_PORTS.plainShell}/`);
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
    await closeServer(plain);
  });

  test('a remote moved to another port by editing deploy config is found at once, without restarting or rebuilding the shell', async ({
    page,
    network,
    captureScreen,
  }) => {
    const spare = `http://localhost:${E2E_PORTS.spare}`;
    const shellUrl = `http://localhost:${E2E_PORTS.spareShell}`;
    const config = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shoreline-remotes-')), 'remotes.json');
    const remotes = { guest: '', host: '', admin: '' };
    for (const name of ['guest', 'host', 'admin'] as const)
      remotes[name] = `${remoteOrigin(name)}/mf-manifest.json`;
    fs.writeFileSync(config, JSON.stringify(remotes));
    const guestElsewhere = await serveDist('mfe-guest', E2E_PORTS.spare);
    const shell = await serveShell(E2E_PORTS.spareShell, config, `http://127.0.0.1:${E2E_PORTS.api}`);
    try {
      await page.goto(`${shellUrl}/`);
      await expect(page.getByRole('article').first()).toBeVisible();
      expect(network.from(spare)).toEqual([]);

      // The deployment's config now points guest at the spare port; nothing else changes.
      fs.writeFileSync(config, JSON.stringify({ ...remotes, guest: `${spare}/mf-manifest.json` }));
      network.urls.length = 0;
      await page.reload();
      await expect(page.getByRole('article').first()).toBeVisible();
      await captureScreen('remote-moved');
      expect(network.from(spare).some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
      expect(network.from(remoteOrigin('guest'))).toEqual([]);
    } finally {
      await stopShell(shell);
      await closeServer(guestElsewhere);
      fs.rmSync(path.dirname(config), { recursive: true, force: true });
    }
  });
});
