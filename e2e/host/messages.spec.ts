// Issue 25 in a real browser, the host's side: a booking request opens the conversation with the event
// "Booking requested", the host reaches it from the booking ("Message the renter"), approves, and both
// read "Booking approved" in the one thread. The host's inbox groups threads by listing, with the
// renter's booking status beside each; unread threads are bold and counted, opening one reads it; at
// 360 and 1280 px it fits and is axe clean. People of their own (fixtures/people.ts).
import { CONVERSATION_EVENT_LABELS } from '@shoreline/shared-domain/conversationMessages';
import { addDays } from '@shoreline/shared-domain/dates';
import { withUnreadCount } from '@shoreline/shared-domain/conversationMessages';
import { BOOKING_STATUS_LABELS, MESSAGES } from '@shoreline/shared-domain/messages';
import type { Booking } from '@shoreline/shared-domain/types';
import { expectNoSeriousViolations, expectNoSidewaysScroll } from '../fixtures/a11y';
import { signIn } from '../fixtures/auth';
import {
  composer,
  inboxEntryName,
  inboxMenuEntry,
  inboxRow,
  inThread,
  isBold,
  rowLinkName,
  startConversation,
} from '../fixtures/conversations';
import { freshHost, freshRenter, pageOf } from '../fixtures/people';
import { saveScreen } from '../fixtures/screens';
import { expect, test } from '../fixtures/test';
import { requestBooking, today } from './hostHelpers';

test('a booking request puts "Booking requested" in the thread; the host approves and both read "Booking approved"', async ({
  browser,
  page,
  playwright,
  captureScreen,
}) => {
  const host = await freshHost(playwright, 'Olga Oyster');
  const listing = host.listings[0]!;
  const renter = await freshRenter(playwright, 'Tom Tern');
  await signIn(page, host);
  const renterPage = await pageOf(browser, renter);
  try {
    // The renter requests a stay: no message before, the request opens the conversation.
    const checkin = addDays(today, 20);
    const checkout = addDays(today, 23);
    await renterPage.goto(`/listings/${listing.id}?checkin=${checkin}&checkout=${checkout}&guests=1`);
    await renterPage.getByRole('button', { name: 'Book Now' }).click();
    await expect(renterPage.getByRole('heading', { name: MESSAGES.bookingRequestSent })).toBeVisible();
    const mine = (await (await renter.api.get('/api/bookings/mine?limit=100')).json()) as {
      items: Booking[];
    };
    const booking = mine.items.find((candidate) => candidate.listingId === listing.id);
    expect(booking).toBeDefined();

    await renterPage.goto('/messages');
    await inboxRow(renterPage.getByRole('main'), listing.title)
      // (Read or not: the request is news to the host, not to the renter who made it.)
      .getByRole('link', { name: new RegExp(`^${host.name}`) })
      .click();
    await expect(renterPage).toHaveURL(/\/messages\/[^/?#]+$/);
    const conversationId = new URL(renterPage.url()).pathname.split('/').pop() as string;
    const renterThread = renterPage.getByRole('main');
    await expect(renterThread.getByText(CONVERSATION_EVENT_LABELS.requested)).toBeVisible();

    // The host opens the thread from the booking.
    await page.goto(`/host/bookings/${booking?.id}`);
    await page.getByRole('main').getByRole('link', { name: MESSAGES.messageRenter }).click();
    await expect(page).toHaveURL(new RegExp(`/host/messages/${conversationId}$`));
    await expect(page.getByRole('main').getByText(CONVERSATION_EVENT_LABELS.requested)).toBeVisible();
    await captureScreen('host-thread-booking-requested');

    // The host approves: the event is in the thread for both.
    await page.goto(`/bookings/${booking?.id}/approve`);
    await page.getByRole('button', { name: 'Approve Booking' }).click();
    await expect(page).toHaveURL(/\/bookings\/manage$/);
    await page.goto(`/host/bookings/${booking?.id}`);
    await page.getByRole('main').getByRole('link', { name: MESSAGES.messageRenter }).click();
    await expect(page.getByRole('main').getByText(CONVERSATION_EVENT_LABELS.approved)).toBeVisible();
    await expect(page.getByRole('main').getByText(CONVERSATION_EVENT_LABELS.requested)).toBeVisible();

    // The host can write now (the renter requested); the renter reads it all in one history.
    const { box, send } = composer(page);
    await box.fill('Welcome! Parking is behind the house.');
    await send.click();
    await expect(inThread(page, 'Welcome! Parking is behind the house.')).toBeVisible();
    // The renter kept the thread open all along: the approval and the message arrive live.
    await expect(renterThread.getByText(CONVERSATION_EVENT_LABELS.approved)).toBeVisible();
    await expect(renterThread.getByText(CONVERSATION_EVENT_LABELS.requested)).toBeVisible();
    await expect(inThread(renterPage, 'Welcome! Parking is behind the house.')).toBeVisible();
    await saveScreen(renterPage, 'guest-thread-booking-approved');
  } finally {
    await renterPage.context().close();
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

    test('the inbox groups threads by listing with the booking status; unread are bold until opened', async ({
      page,
      playwright,
      captureScreen,
    }) => {
      const host = await freshHost(playwright, 'Paula Pier', 2);
      const [quiet, booked] = host.listings as [(typeof host.listings)[0], (typeof host.listings)[0]];
      const asker = await freshRenter(playwright, 'Ada Asker');
      const booker = await freshRenter(playwright, 'Bo Booker');
      try {
        await startConversation(asker.api, quiet.id, 'Are towels provided?');
        await startConversation(booker.api, booked.id, 'Is there a washing machine?');
        await requestBooking(booker.api, booked.id, 30, 33, 'Two of us.');
        await signIn(page, host);

        await page.goto('/host/messages');
        const main = page.getByRole('main');
        await expect(
          main.getByRole('heading', { level: 1, name: withUnreadCount(MESSAGES.hostMessagesTitle, 2) }),
        ).toBeVisible();
        // Grouped by listing: a section under each listing's title, the newest activity first.
        await expect(main.getByRole('heading', { level: 2 })).toHaveText([booked.title, quiet.title]);
        const askerRow = inboxRow(main.getByRole('region', { name: quiet.title }), asker.name);
        const bookerRow = inboxRow(main.getByRole('region', { name: booked.title }), booker.name);
        await expect(askerRow).toContainText('Are towels provided?');
        // Beside the booker's thread, their booking's status.
        await expect(bookerRow.getByText(BOOKING_STATUS_LABELS.pending, { exact: true })).toBeVisible();
        await expect(askerRow.getByText(BOOKING_STATUS_LABELS.pending, { exact: true })).toHaveCount(0);
        // Unread: bold, and said.
        const askerLink = askerRow.getByRole('link', { name: rowLinkName(asker.name, true) });
        const bookerLink = bookerRow.getByRole('link', { name: rowLinkName(booker.name, true) });
        expect(await isBold(askerLink)).toBe(true);
        expect(await isBold(bookerLink)).toBe(true);
        if (viewport.width >= 1280) {
          const entry = await inboxMenuEntry(page, host.name, MESSAGES.hostMessagesTitle);
          await expect(entry).toHaveAccessibleName(inboxEntryName(MESSAGES.hostMessagesTitle, 2));
          await page.keyboard.press('Escape');
        }
        await expectNoSeriousViolations(page, `host inbox at ${viewport.width}`);
        await expectNoSidewaysScroll(page, `host inbox at ${viewport.width}`);
        await captureScreen(`host-messages-${viewport.width}`);

        // Opening a thread reads it.
        await askerLink.click();
        await expect(page).toHaveURL(/\/host\/messages\/[^/?#]+$/);
        await expect(page.getByRole('heading', { level: 1, name: asker.name })).toBeVisible();
        await expect(inThread(page, 'Are towels provided?')).toBeVisible();
        await expect(composer(page).box).toBeVisible();
        await expectNoSeriousViolations(page, `host thread at ${viewport.width}`);
        await expectNoSidewaysScroll(page, `host thread at ${viewport.width}`);
        await captureScreen(`host-thread-${viewport.width}`);

        await page.goBack();
        await expect(
          main.getByRole('heading', { level: 1, name: withUnreadCount(MESSAGES.hostMessagesTitle, 1) }),
        ).toBeVisible();
        const readLink = askerRow.getByRole('link', { name: rowLinkName(asker.name, false), exact: true });
        await expect(readLink).toBeVisible();
        expect(await isBold(readLink)).toBe(false);
        expect(await isBold(bookerLink)).toBe(true);
        if (viewport.width >= 1280) {
          const entry = await inboxMenuEntry(page, host.name, MESSAGES.hostMessagesTitle);
          await expect(entry).toHaveAccessibleName(inboxEntryName(MESSAGES.hostMessagesTitle, 1));
        }
      } finally {
        await host.api.dispose();
        await asker.api.dispose();
        await booker.api.dispose();
      }
    });
  });
}
