import type { ConversationEvent, ConversationRole } from '@shoreline/shared-domain/conversations';
import type { Knex } from 'knex';
import { UNREAD } from './conversation-rows';

/**
 * Booking events (one per booking) into the threads of their renters and listings (issue 25), in ONE
 * statement whatever their number (it runs inside the listing's lock of a request or an approval; it
 * was three, and a row at a time five per booking): each thread is created when missing or else
 * touched (`ON CONFLICT DO UPDATE`), in (renter, listing) order so that two writers lock threads in the
 * same order, with the `unread` sides flagged; then one event row each, dated as its thread's activity.
 */
export async function insertBookingEvents(
  trx: Knex,
  event: ConversationEvent,
  bookingIds: readonly string[],
  unread: readonly ConversationRole[],
): Promise<void> {
  if (bookingIds.length === 0) return;
  const ids = [...bookingIds];
  // Column names from UNREAD only (never input): safe to write into the statement.
  const flags = unread.map((side) => UNREAD[side]);
  const flagColumns = flags.map((column) => `, ${column}`).join('');
  const flagValues = flags.map(() => ', true').join('');
  const flagUpdates = flags.map((column) => `, ${column} = true`).join('');
  await trx.raw(
    `WITH threads AS (
       INSERT INTO conversations (listing_id, renter_id, host_id, last_message_at${flagColumns})
       SELECT listing_id, renter_id, host_id, clock_timestamp()${flagValues}
         FROM (SELECT DISTINCT b.listing_id, b.renter_id, l.host_id
                 FROM bookings b JOIN listings l ON l.id = b.listing_id
                WHERE b.id = ANY (?::uuid[]) AND b.renter_id <> l.host_id) parties
        ORDER BY renter_id, listing_id
       ON CONFLICT (renter_id, listing_id) DO UPDATE SET last_message_at = clock_timestamp()${flagUpdates}
       RETURNING id, renter_id, listing_id, last_message_at
     )
     INSERT INTO messages (conversation_id, created_at, kind, event, booking_id)
     SELECT c.id, c.last_message_at, 'event', ?, b.id
       FROM bookings b JOIN threads c ON c.renter_id = b.renter_id AND c.listing_id = b.listing_id
      WHERE b.id = ANY (?::uuid[])
      ORDER BY b.created_at, b.id`,
    [ids, event, ids],
  );
}
