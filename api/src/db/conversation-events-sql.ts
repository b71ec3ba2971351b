import type { ConversationEvent, ConversationRole } from '@shoreline/shared-domain/conversations';
import type { Knex } from 'knex';
import { UNREAD } from './conversation-rows';

/**
 * Booking events (one per booking) into the threads of their renters and listings (issue 25), in three
 * statements whatever their number (an approval declines every overlapping request at once; a row at
 * a time cost five queries per booking inside the approval's lock): the missing conversations are
 * created, the threads touched in id order (two writers lock them in the same order) with the
 * `unread` sides flagged, and one event row each, dated as its thread's activity.
 */
export async function insertBookingEvents(
  trx: Knex,
  event: ConversationEvent,
  bookingIds: readonly string[],
  unread: readonly ConversationRole[],
): Promise<void> {
  if (bookingIds.length === 0) return;
  const ids = [...bookingIds];
  await trx.raw(
    `INSERT INTO conversations (listing_id, renter_id, host_id)
     SELECT DISTINCT b.listing_id, b.renter_id, l.host_id
       FROM bookings b JOIN listings l ON l.id = b.listing_id
      WHERE b.id = ANY (?::uuid[]) AND b.renter_id <> l.host_id
     ON CONFLICT (renter_id, listing_id) DO NOTHING`,
    [ids],
  );
  const flags = Object.fromEntries(unread.map((side) => [UNREAD[side], true]));
  await trx('conversations')
    .whereIn(
      'id',
      trx('conversations as c')
        .join('bookings as b', (on) =>
          on.on('b.renter_id', 'c.renter_id').andOn('b.listing_id', 'c.listing_id'),
        )
        .whereIn('b.id', ids)
        .orderBy('c.id')
        .forUpdate('c')
        .select('c.id'),
    )
    .update({ last_message_at: trx.raw('clock_timestamp()'), ...flags });
  await trx.raw(
    `INSERT INTO messages (conversation_id, created_at, kind, event, booking_id)
     SELECT c.id, c.last_message_at, 'event', ?, b.id
       FROM bookings b JOIN conversations c ON c.renter_id = b.renter_id AND c.listing_id = b.listing_id
      WHERE b.id = ANY (?::uuid[])
      ORDER BY b.created_at, b.id`,
    [event, ids],
  );
}
