// Issue 25 in a real browser, the renter's side: a renter asks the host a question from the listing
// page ("Contact host"), lands in the thread, and the host (a second browser, the host app) hears it
// live on the bell and replies; the renter reads the reply without reloading. A visitor is sent to sign
// in and comes back to the open dialog; the dialog keeps focus inside and Escape closes it; the inbox
// and the thread fit 360 and 1280 px, work by keyboard (Ctrl+Enter sends) and are axe clean. Every
// test works on people of its own (fixtures/people.ts: a fresh host with a listing, fresh renters).
import { excerptFromYou } from '@shoreline/shared-domain/conversationMessages';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { expectNoSeriousViolations, expectNoSidewaysScroll } from '../fixtures/a11y';
import { signIn, signInThroughForm } from '../fixtures/auth';
import {
  bell,
  composer,
  inboxEntryName,
  inboxMenuEntry,
  inboxRow,
  inThread,
  isBold,
  rowLinkName,
  sendMessage,
  startConversation,
} from '../fixtures/conversations';
import { freshHost, freshRenter, pageOf } from '../fixtures/people';
import { expect, test } from '../fixtures/test';
import { tabTo } from './guestHelpers';

test('a renter asks from the listing page; the host hears it live and replies; the renter sees the reply live', async ({
  browser,
  page,
  playwright,
  captureScreen,
}) => {
  const host = await freshHost(playwright, 'Hana Harbour');
  const listing = host.listings[0]!;
  const renter = await freshRenter(playwright, 'Rui Rocha');
  await signIn(page, renter);
  const hostPage = await pageOf(browser, host);
  try {
    // The host waits on their (empty) inbox; the approval of their host request is their one notification.
    await hostPage.goto('/host/messages');
    await expect(hostPage.getByRole('heading', { level: 1, name: MESSAGES.hostMessagesTitle })).toBeVisible();
    await expect(hostPage.getByText(MESSAGES.messagesEmpty)).toBeVisible();
    await expect(bell(hostPage)).toHaveAccessibleName('Notifications, 1 unread');

    // The renter asks from the listing page, line breaks and all.
    await page.goto(`/listings/${listing.id}`);
    await page.getByRole('button', { name: MESSAGES.contactHost }).click();
    const dialog = page.getByRole('dialog', { name: MESSAGES.contactHostTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(MESSAGES.contactHostHint)).toBeVisible();
    const question = 'Is there a cot for a baby?\nWe arrive late, around 22:00. <b>Thanks</b>';
    await dialog.getByRole('textbox', { name: MESSAGES.messageLabel }).fill(question);
    await captureScreen('guest-contact-host');
    await dialog.getByRole('button', { name: MESSAGES.sendMessage, exact: true }).click();

    // ... and lands in the thread: the message as written (plain text, its line break kept).
    await expect(page).toHaveURL(/\/messages\/[^/?#]+$/);
    const conversationId = new URL(page.url()).pathname.split('/').pop() as string;
    const asked = page.getByRole('main').getByText('Is there a cot for a baby?');
    await expect(asked).toBeVisible();
    // innerText is what is drawn: the line break kept (pre-wrap), the tags shown as text, not HTML.
    await expect.poll(() => asked.innerText()).toBe(question);
    await expect(page.getByRole('main').getByRole('link', { name: listing.title })).toBeVisible();

    // The host's bell counts up without a reload, and says who wrote.
    await expect(bell(hostPage)).toHaveAccessibleName('Notifications, 2 unread');
    await expect(hostPage.getByRole('banner').getByRole('status')).toHaveText(
      `New notification: New message from ${renter.name}`,
    );
    // ... and the account menu counts the thread waiting in their host inbox.
    await expect(await inboxMenuEntry(hostPage, host.name, MESSAGES.hostMessagesTitle)).toHaveAccessibleName(
      inboxEntryName(MESSAGES.hostMessagesTitle, 1),
    );
    await hostPage.keyboard.press('Escape');
    await captureScreen('guest-message-sent');

    // The notification leads to the thread in the host app; reading it clears it.
    await bell(hostPage).click();
    await hostPage
      .getByRole('list', { name: 'Notifications' })
      .getByRole('link', { name: `Unread: New message from ${renter.name}` })
      .click();
    await expect(hostPage).toHaveURL(new RegExp(`/host/messages/${conversationId}$`));
    await expect(hostPage.getByRole('main').getByText('Is there a cot for a baby?')).toBeVisible();
    await expect(bell(hostPage)).toHaveAccessibleName('Notifications, 1 unread');

    // The host replies; the renter, still on the thread, sees it arrive.
    const reply = 'Yes, a cot is in the cupboard by the stairs. Late arrival is fine: the key is in the box.';
    const hostComposer = composer(hostPage);
    await hostComposer.box.fill(reply);
    await hostComposer.send.click();
    await expect(inThread(hostPage, reply)).toBeVisible();
    await expect(hostComposer.box).toHaveValue('');
    await expect(inThread(page, reply)).toBeVisible();
    await captureScreen('guest-thread-reply');

    // The renter's inbox lists the conversation with the host's answer, its newest message.
    await page.goto('/messages');
    await expect(page.getByRole('heading', { level: 1, name: MESSAGES.messagesTitle })).toBeVisible();
    const row = inboxRow(page.getByRole('main'), listing.title);
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('link', { name: new RegExp(`^${host.name}`) })).toBeVisible();
    await expect(row).toContainText(reply);
  } finally {
    await hostPage.context().close();
    await host.api.dispose();
    await renter.api.dispose();
  }
});

test('a visitor comes back from sign-in to the open dialog; the dialog keeps focus inside and Escape closes it', async ({
  page,
  playwright,
}) => {
  const host = await freshHost(playwright, 'Ivo Inlet');
  const listing = host.listings[0]!;
  const renter = await freshRenter(playwright, 'Vera Visitor');
  try {
    await page.goto(`/listings/${listing.id}`);
    await page.getByRole('button', { name: MESSAGES.contactHost }).click();
    await expect(page).toHaveURL(/\/signin\?next=/);
    await signInThroughForm(page, renter);
    await expect(page).toHaveURL(new RegExp(`/listings/${listing.id}`));
    const dialog = page.getByRole('dialog', { name: MESSAGES.contactHostTitle });
    await expect(dialog).toBeVisible();
    await expectNoSeriousViolations(page, 'the Contact host dialog');

    // Tab and Shift+Tab go round inside the dialog, never to the page behind it.
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((element) => element.contains(document.activeElement)), key).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // By keyboard only: open it, write, send.
    const contact = page.getByRole('button', { name: MESSAGES.contactHost });
    await contact.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(contact).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    const box = dialog.getByRole('textbox', { name: MESSAGES.messageLabel });
    await tabTo(page, box, 10);
    await page.keyboard.type('Can we bring two bikes?');
    await tabTo(page, dialog.getByRole('button', { name: MESSAGES.sendMessage, exact: true }), 10);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/messages\/[^/?#]+$/);
    await expect(inThread(page, 'Can we bring two bikes?')).toBeVisible();

    // Once they have talked, the listing page leads to the conversation instead.
    const thread = new URL(page.url()).pathname;
    await page.goto(`/listings/${listing.id}`);
    await expect(page.getByRole('link', { name: MESSAGES.openConversation })).toHaveAttribute('href', thread);
    await expect(page.getByRole('button', { name: MESSAGES.contactHost })).toHaveCount(0);
  } finally {
    await host.api.dispose();
    await renter.api.dispose();
  }
});

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the inbox and the thread fit, are axe clean, and a message goes by keyboard (Ctrl+Enter)', async ({
      page,
      playwright,
      captureScreen,
    }) => {
      const host = await freshHost(playwright, 'Nuno Nassau');
      const listing = host.listings[0]!;
      const renter = await freshRenter(playwright, 'Lia Lagoon');
      try {
        const conversation = await startConversation(
          renter.api,
          listing.id,
          'Is the beach within walking distance?',
        );
        await sendMessage(host.api, conversation.id, 'Five minutes on foot, down the dune path.');
        await signIn(page, renter);

        // The inbox: the thread is unread (the host answered).
        await page.goto('/messages');
        await expect(page.getByRole('heading', { level: 1, name: MESSAGES.messagesTitle })).toBeVisible();
        const row = inboxRow(page.getByRole('main'), listing.title);
        await expect(row).toContainText('Five minutes on foot');
        const link = row.getByRole('link', { name: rowLinkName(host.name, true) });
        expect(await isBold(link)).toBe(true);
        await expectNoSeriousViolations(page, `messages inbox at ${viewport.width}`);
        await expectNoSidewaysScroll(page, `messages inbox at ${viewport.width}`);
        await captureScreen(`guest-messages-${viewport.width}`);

        await link.click();
        await expect(page).toHaveURL(new RegExp(`/messages/${conversation.id}$`));
        await expect(inThread(page, 'Five minutes on foot, down the dune path.')).toBeVisible();
        await expectNoSeriousViolations(page, `thread at ${viewport.width}`);
        await expectNoSidewaysScroll(page, `thread at ${viewport.width}`);
        await captureScreen(`guest-thread-${viewport.width}`);

        // Keyboard only: Tab to the composer, type, Ctrl+Enter sends.
        const { box } = composer(page);
        await tabTo(page, box);
        await page.keyboard.type('Perfect, thank you!');
        await page.keyboard.press('Control+Enter');
        await expect(inThread(page, 'Perfect, thank you!')).toBeVisible();
        await expect(box).toHaveValue('');
        await expect(box).toBeFocused();

        // The host has it (their side of the thread).
        const messages = await host.api.get(`/api/conversations/${conversation.id}/messages`);
        expect(messages.status()).toBe(200);
        const newest = ((await messages.json()) as { items: { kind: string; body?: string }[] }).items[0];
        expect(newest).toMatchObject({ kind: 'text', body: 'Perfect, thank you!' });

        // Back in the inbox: read now, and the newest message is the renter's own.
        await page.goto('/messages');
        await expect(
          row.getByRole('link', { name: rowLinkName(host.name, false), exact: true }),
        ).toBeVisible();
        await expect(row).toContainText(excerptFromYou('Perfect, thank you!'));
      } finally {
        await host.api.dispose();
        await renter.api.dispose();
      }
    });
  });
}
