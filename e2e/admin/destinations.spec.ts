import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { Destination } from '@shoreline/shared-domain/types';
import { ACCOUNTS } from '../fixtures/accounts';
import { signIn } from '../fixtures/auth';
import { expect, test } from '../fixtures/test';
import { TINY_PNG, uniqueTag } from './adminHelpers';
import { expectNoSeriousViolations } from '../fixtures/a11y';

test('admin: adds a destination with an uploaded image, renames it and deletes it', async ({
  page,
  captureScreen,
}) => {
  const tag = uniqueTag();
  const name = `Nazaré ${tag}`;
  const renamed = `Nazaré North Beach ${tag}`;
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/admin/destinations');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Destinations' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Lisbon', exact: true })).toBeVisible();

  // Add: both name and image are required.
  const form = page.getByRole('form', { name: 'Add a destination' });
  await form.getByRole('button', { name: 'Add Destination' }).click();
  await expect(form.getByText(MESSAGES.destinationNameAndImageRequired)).toBeVisible();
  await form.getByRole('textbox', { name: /^Name/ }).fill(name);
  await form
    .getByLabel(/^Image/)
    .setInputFiles({ name: 'nazare.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(form.getByRole('img', { name: 'Preview of nazare.png' })).toBeVisible();
  await form.getByRole('button', { name: 'Add Destination' }).click();
  await expect(page.getByText(`${name} was added.`)).toBeVisible();

  const card = page.getByRole('article', { name, exact: true });
  await expect(card).toBeVisible();
  // The uploaded image is served back (through the shell's /uploads proxy).
  await expect(card.locator('img')).toHaveAttribute('src', /^\/uploads\/destinations\/.+nazare\.png$/);
  // The browser picks its WebP variant (a 4 px image has one, 4 px wide) and loads it.
  await expect
    .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
    .toMatch(/nazare\.w4\.webp$/);
  expect(await card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(form.getByRole('textbox', { name: /^Name/ })).toHaveValue('');
  await captureScreen('admin-destinations');

  // Edit the name only: the image stays.
  await card.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('form', { name: `Edit ${name}` });
  await expect(edit.getByRole('textbox', { name: /^Name/ })).toBeFocused();
  await expectNoSeriousViolations(page, 'destinations with the edit form open');
  await captureScreen('admin-destinations-edit');
  await edit.getByRole('textbox', { name: /^Name/ }).fill('');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByText(MESSAGES.destinationNameRequired)).toBeVisible();
  await edit.getByRole('textbox', { name: /^Name/ }).fill(renamed);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  const renamedCard = page.getByRole('article', { name: renamed, exact: true });
  await expect(renamedCard).toBeVisible();
  await expect(renamedCard.getByRole('button', { name: `Edit ${renamed}` })).toBeFocused();
  const stored = ((await (await page.request.get('/api/destinations')).json()) as { items: Destination[] })
    .items;
  const saved = stored.find((destination) => destination.name === renamed);
  expect(saved?.image.url).toMatch(/nazare\.png$/);

  // Delete after the confirmation.
  await renamedCard.getByRole('button', { name: `Delete ${renamed}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete destination' });
  await expect(dialog.getByText(MESSAGES.confirmDeleteDestination)).toBeVisible();
  await expectNoSeriousViolations(page, 'destinations delete dialog');
  await captureScreen('admin-destinations-delete', { fullPage: false });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${renamed} was deleted.`)).toBeVisible();
  await expect(renamedCard).toHaveCount(0);
  const after = ((await (await page.request.get('/api/destinations')).json()) as { items: Destination[] })
    .items;
  expect(after.map((destination) => destination.name)).not.toContain(renamed);
});
