import { MESSAGES } from '@shoreline/shared-domain/messages';
import { ACCOUNTS } from '../fixtures/accounts';
import { signIn } from '../fixtures/auth';
import { expect, test } from '../fixtures/test';
import { myHostRequest, newHostApplicant, uniqueTag } from './adminHelpers';

test.describe('admin: host requests', () => {
  test('approving a request makes the applicant a host', async ({ page, playwright, captureScreen }) => {
    const applicant = await newHostApplicant(
      playwright,
      `Ines Approve ${uniqueTag()}`,
      'A fisherman’s cottage in Nazaré.',
    );
    await signIn(page, ACCOUNTS.admin);
    await page.goto('/admin/host-requests');
    await expect(page.getByRole('heading', { level: 1, name: 'Host Requests' })).toBeVisible();

    const card = page.getByRole('article', { name: applicant.name, exact: true });
    await expect(card.getByText(applicant.email)).toBeVisible();
    await expect(card.getByText('A fisherman’s cottage in Nazaré.')).toBeVisible();
    await expect(card.getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
    await captureScreen('admin-host-requests');

    await card.getByRole('button', { name: `Approve request from ${applicant.name}` }).click();
    // Nothing happens on one click: a dialog asks first.
    const dialog = page.getByRole('dialog', { name: `Approve the host request from ${applicant.name}` });
    await expect(dialog.getByText(MESSAGES.confirmApproveHostRequest)).toBeVisible();
    await captureScreen('admin-host-request-approve-dialog');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText(`${applicant.name} is now a host.`)).toBeVisible();
    await expect(card).toHaveCount(0);
    // The list was fetched again: a reload shows the same.
    await page.reload();
    await expect(page.getByRole('heading', { name: /^Pending Requests \(\d+\+?\)$/ })).toBeVisible();
    await expect(page.getByRole('article', { name: applicant.name, exact: true })).toHaveCount(0);

    // The new host sees Add Listing in the header.
    await signIn(page, applicant);
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Add Listing' })).toBeVisible();
  });

  test('rejecting a request with a reason: the applicant reads it and may ask again', async ({
    page,
    playwright,
    captureScreen,
  }) => {
    const applicant = await newHostApplicant(
      playwright,
      `Remy Reject ${uniqueTag()}`,
      'I would like to try hosting.',
    );
    await signIn(page, ACCOUNTS.admin);
    await page.goto('/admin/host-requests');
    const card = page.getByRole('article', { name: applicant.name, exact: true });
    const reject = card.getByRole('button', { name: `Reject request from ${applicant.name}` });

    // Escape leaves the request as it was.
    await reject.click();
    const dialog = page.getByRole('dialog', { name: `Reject the host request from ${applicant.name}` });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(card).toBeVisible();

    await reject.click();
    await dialog
      .getByLabel(/^Reason \(optional\)/)
      .fill('Please tell us where the place is and add a photo.');
    await captureScreen('admin-host-request-reject-dialog');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByText(`The host request from ${applicant.name} was rejected.`)).toBeVisible();
    await expect(card).toHaveCount(0);
    await expect(page.getByText(MESSAGES.hostRequestUpdateFailed)).toHaveCount(0);

    const request = await myHostRequest(playwright, applicant);
    expect(request).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Please tell us where the place is and add a photo.',
    });

    // The applicant sees why on Become a Host, and asks again.
    await signIn(page, applicant);
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Become a Host' })).toBeVisible();
    await page.goto('/become-host');
    await expect(page.getByText(MESSAGES.hostRequestNotApproved)).toBeVisible();
    await expect(page.getByText('Please tell us where the place is and add a photo.')).toBeVisible();
    await captureScreen('guest-become-host-rejected');
    await page.getByLabel(/^Why do you want to become a host/).fill('A flat in Porto, photos coming.');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByRole('heading', { name: MESSAGES.requestPending })).toBeVisible();
  });
});
