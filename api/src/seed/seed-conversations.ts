import { messageExcerpt, type ConversationEvent } from '@shoreline/shared-domain/conversations';
import { notificationLink, type MessageNotificationFacts } from '@shoreline/shared-domain/notifications';
import type { Knex } from 'knex';
import { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts';
import type { DemoBooking } from './demo-bookings';
import { DEMO_CONVERSATIONS, type DemoConversation } from './demo-conversations';
import { DEMO_LISTINGS } from './demo-listings';

const HOUR_MS = 60 * 60 * 1000;

/** A booking as the seed wrote it, with the instants its events happened. */
export interface SeededBooking extends DemoBooking {
  id: string;
  createdAt: Date;
  /** When it was answered, cancelled or expired (unused while pending). */
  decidedAt: Date;
}

type Side = 'renter' | 'host';
type ThreadItem =
  | { kind: 'text'; at: Date; from: Side; body: string }
  | { kind: 'event'; at: Date; event: ConversationEvent; bookingId: string };

/** The events a booking in its final status has written into its thread, as the API writes them. */
function bookingEvents(booking: SeededBooking): ThreadItem[] {
  const event = (name: ConversationEvent, at: Date): ThreadItem => ({
    kind: 'event',
    at,
    event: name,
    bookingId: booking.id,
  });
  const requested = event('requested', booking.createdAt);
  const decided: Partial<Record<DemoBooking['status'], ConversationEvent>> = {
    approved: 'approved',
    rejected: 'declined',
    cancelled: 'cancelled',
    expired: 'expired',
  };
  const decision = decided[booking.status];
  return decision ? [requested, event(decision, booking.decidedAt)] : [requested];
}

/** Who hears of an item (BOOKING_EVENT_RECIPIENTS for events; both for an expired request). */
function heardBy(item: ThreadItem): Side[] {
  if (item.kind === 'text') return [item.from === 'renter' ? 'host' : 'renter'];
  if (item.event === 'expired') return ['renter', 'host'];
  return item.event === 'requested' || item.event === 'cancelled' ? ['host'] : ['renter'];
}

interface SeedContext {
  users: Map<DemoAccount['key'], string>;
  listings: Map<string, { id: string; hostId: string }>;
  bookings: readonly SeededBooking[];
  adminId: string;
}

/**
 * Issue 25's demo conversations: one per (renter, listing) that has a booking or a DEMO_CONVERSATIONS
 * entry, with the bookings' events and the texts in time order (a message's identity id is the
 * thread's order, so they are inserted oldest first), each side's unread flag, a "message-received"
 * notification for each unread text (as the API would have left it) and the open report.
 */
export async function seedConversations(trx: Knex, context: SeedContext): Promise<void> {
  const now = Date.now();
  const threads = new Map<
    string,
    { renter: DemoConversation['renter']; listing: string; items: ThreadItem[] }
  >();
  const thread = (renter: DemoConversation['renter'], listing: string) => {
    const key = `${renter} ${listing}`;
    const found = threads.get(key) ?? { renter, listing, items: [] };
    threads.set(key, found);
    return found;
  };
  for (const booking of context.bookings)
    thread(booking.renter, booking.listing).items.push(...bookingEvents(booking));
  for (const demo of DEMO_CONVERSATIONS) {
    thread(demo.renter, demo.listing).items.push(
      ...demo.messages.map((m): ThreadItem => ({
        kind: 'text',
        at: new Date(now - m.hoursAgo * HOUR_MS),
        from: m.from,
        body: m.body,
      })),
    );
  }
  for (const { renter, listing: listingKey, items } of threads.values()) {
    items.sort((a, b) => a.at.getTime() - b.at.getTime());
    const demo = DEMO_CONVERSATIONS.find((d) => d.renter === renter && d.listing === listingKey);
    const last = items[items.length - 1]!;
    if (demo?.unreadBy && !heardBy(last).includes(demo.unreadBy))
      throw new Error(`seed: ${renter} at ${listingKey} cannot be unread by the ${demo.unreadBy}`);
    const listing = context.listings.get(listingKey)!;
    const renterId = context.users.get(renter)!;
    const [row] = (await trx('conversations')
      .insert({
        listing_id: listing.id,
        renter_id: renterId,
        host_id: listing.hostId,
        created_at: items[0]!.at,
        last_message_at: last.at,
        renter_unread: demo?.unreadBy === 'renter',
        host_unread: demo?.unreadBy === 'host',
      })
      .returning('id')) as { id: string }[];
    const conversationId = row!.id;
    const partyId = (side: Side) => (side === 'renter' ? renterId : listing.hostId);
    // One statement: its rows take their identity ids in the order written.
    await trx('messages').insert(
      items.map((item) =>
        item.kind === 'text'
          ? {
              conversation_id: conversationId,
              kind: 'text',
              sender_id: partyId(item.from),
              body: item.body,
              created_at: item.at,
            }
          : {
              conversation_id: conversationId,
              kind: 'event',
              event: item.event,
              booking_id: item.bookingId,
              created_at: item.at,
            },
      ),
    );
    if (demo?.unreadBy && last.kind === 'text') {
      const sender = DEMO_ACCOUNTS.find((a) => context.users.get(a.key) === partyId(last.from))!;
      const facts: MessageNotificationFacts = {
        conversationId,
        listingId: listing.id,
        listingTitle: DEMO_LISTINGS.find((l) => l.key === listingKey)!.title,
        senderName: sender.name,
        excerpt: messageExcerpt(last.body),
        recipientRole: demo.unreadBy,
      };
      await trx('notifications').insert({
        user_id: partyId(demo.unreadBy),
        kind: 'message-received',
        facts,
        link: notificationLink({ kind: 'message-received', facts }),
        created_at: last.at,
      });
    }
    if (demo?.report) {
      await trx('conversation_reports').insert({
        conversation_id: conversationId,
        reporter_id: partyId(demo.report.by),
        reason: demo.report.reason,
        created_at: new Date(now - demo.report.hoursAgo * HOUR_MS),
      });
    }
  }
}
