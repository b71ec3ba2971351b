// Issue 25 item 5 in a real browser: a renter reports a conversation with a fresh host (the reported
// party: a throwaway account, never a demo one other tests rely on); an admin reads it under Reported
// conversations and deactivates the host: they can no longer sign in, their open session is refused,
// and the renter's thread turns read-only. Another report is dismissed: it leaves the list and nobody
// is deactivated. The admin pages are axe clean.
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { expectNoSeriousViolations } from '../fixtures/a11y';
import { ACCOUNTS } from '../fixtures/accounts';
import { signIn, signInThroughForm } from '../fixtures/auth';
import { composer, inThread, sendMessage, startConversation } from '../fixtures/conversations';
import { freshHost, freshRenter, pageOf } from '../fixtures/people';
import { expect, test } from '../fixtures/test';
import { uniqueTag } from './adminHelpers';

test('admin: reads a reported conversation and deactivates the reported host, who can no longer sign in', async ({
  browser,
  page,
  playwright,
  captureScreen,
}) => {
  const tag = uniqueTag();
  const host = await freshHost(playwright, 'Silas Scam');
  const listing = host.listings[0]!;
  const renter = await freshRenter(playwright, 'Rosa Report');
  const scam = `Pay me by bank transfer outside Shoreline and I will give you 20% off (${tag}).`;
  const renterPage = await pageOf(browser, renter);
  try {
    const conversation = await startConversation(renter.api, listing.id, 'Is the flat quiet at night?');
    await sendMessage(host.api, conversation.id, scam);

    // The renter reports from the thread, with a reason.
    await renterPage.goto(`/messages/${conversation.id}`);
    await expect(inThread(renterPage, scam)).toBeVisible();
    await renterPage.getByRole('button', { name: MESSAGES.reportConversation }).click();
    const dialog = renterPage.getByRole('dialog', { name: MESSAGES.reportConversationTitle });
    await expect(dialog.getByText(MESSAGES.reportConversationHint)).toBeVisible();
    const reason = `The host asks for payment outside the platform (${tag}).`;
    await dialog.getByRole('textbox', { name: MESSAGES.reportReasonLabel }).fill(reason);
    await dialog.getByRole('button', { name: MESSAGES.reportSubmit }).click();
    await expect(renterPage.getByText(MESSAGES.conversationReported)).toBeVisible();

    // The admin's list: who reported whom, about which listing, and why.
    await signIn(page, ACCOUNTS.admin);
    await page.goto('/admin/conversation-reports');
    await expect(
      page.getByRole('heading', { level: 1, name: MESSAGES.reportedConversationsTitle }),
    ).toBeVisible();
    const report = page.getByRole('article').filter({ hasText: reason });
    await expect(report).toContainText(renter.name);
    await expect(report).toContainText(host.name);
    await expect(report).toContainText(listing.title);
    await expectNoSeriousViolations(page, 'reported conversations');
    await captureScreen('admin-conversation-reports');

    // The reported conversation, read by the admin: the messages of both parties, each named.
    await report.getByRole('link', { name: new RegExp(`^${MESSAGES.openConversation}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/conversations/${conversation.id}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: MESSAGES.reportedConversationTitle }),
    ).toBeVisible();
    const messages = page.getByRole('list', { name: MESSAGES.messagesTitle });
    await expect(messages.getByText(scam, { exact: true })).toBeVisible();
    await expect(messages.getByText('Is the flat quiet at night?', { exact: true })).toBeVisible();
    await expect(messages.getByText(host.name, { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByText(reason)).toBeVisible();
    await expectNoSeriousViolations(page, 'reported conversation');
    await captureScreen('admin-conversation');

    // Deactivate the host's account: the dialog names it and says what it does.
    await page.getByRole('button', { name: `${MESSAGES.deactivateAccount} (${host.name})` }).click();
    const confirm = page.getByRole('dialog', { name: `${MESSAGES.deactivateAccount}: ${host.name}` });
    await expect(confirm.getByText(MESSAGES.confirmDeactivateAccount)).toBeVisible();
    await captureScreen('admin-deactivate-confirm');
    await confirm.getByRole('button', { name: MESSAGES.deactivateAccount }).click();
    await expect(page).toHaveURL(/\/admin\/conversation-reports$/);
    await expect(page.getByText(MESSAGES.accountDeactivated)).toBeVisible();
    await expect(report).toHaveCount(0);

    // The host is signed out everywhere and cannot sign in again.
    expect((await host.api.get('/api/conversations/unread')).status()).toBe(401);
    const hostContext = await browser.newContext();
    try {
      const hostPage = await hostContext.newPage();
      await hostPage.goto('/signin');
      await signInThroughForm(hostPage, host);
      await expect(hostPage.getByRole('alert')).toHaveText(MESSAGES.accountDeactivatedSignIn);
    } finally {
      await hostContext.close();
    }

    // The renter can still read the thread but not reply.
    await renterPage.reload();
    await expect(inThread(renterPage, scam)).toBeVisible();
    await expect(renterPage.getByText(MESSAGES.conversationReadOnly)).toBeVisible();
    await expect(composer(renterPage).box).toHaveCount(0);
  } finally {
    await renterPage.context().close();
    await host.api.dispose();
    await renter.api.dispose();
  }
});

test('admin: dismisses a report; it leaves the list and the host stays active', async ({
  page,
  playwright,
}) => {
  const tag = uniqueTag();
  const host = await freshHost(playwright, 'Della Dock');
  const renter = await freshRenter(playwright, 'Otto Other');
  try {
    const conversation = await startConversation(renter.api, host.listings[0]!.id, 'Is there a lift?');
    await sendMessage(host.api, conversation.id, `No lift, sorry (${tag}).`);
    const reason = `Rude answer (${tag}).`;
    const reported = await renter.api.post(`/api/conversations/${conversation.id}/reports`, {
      data: { reason },
    });
    expect(reported.status(), await reported.text()).toBe(201);

    await signIn(page, ACCOUNTS.admin);
    await page.goto('/admin/conversation-reports');
    const report = page.getByRole('article').filter({ hasText: reason });
    await report.getByRole('link', { name: new RegExp(`^${MESSAGES.openConversation}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/conversations/${conversation.id}$`));
    await expect(page.getByRole('main').getByText(`No lift, sorry (${tag}).`)).toBeVisible();

    // Confirmed first; then back on the list, which says so and no longer has it.
    await page.getByRole('button', { name: `${MESSAGES.dismissReport} (${renter.name})` }).click();
    const confirm = page.getByRole('dialog', { name: MESSAGES.dismissReport });
    await expect(confirm.getByText(MESSAGES.confirmDismissReport)).toBeVisible();
    await confirm.getByRole('button', { name: MESSAGES.dismissReport }).click();
    await expect(page).toHaveURL(/\/admin\/conversation-reports$/);
    await expect(page.getByText(MESSAGES.reportDismissed)).toBeVisible();
    await expect(report).toHaveCount(0);

    // Nobody was deactivated: the host's session still works, and the renter may report again.
    expect((await host.api.get('/api/conversations/unread')).status()).toBe(200);
    const detail = await renter.api.get(`/api/conversations/${conversation.id}`);
    expect(await detail.json()).toMatchObject({ reportedByMe: false, canWrite: true });
  } finally {
    await host.api.dispose();
    await renter.api.dispose();
  }
});
