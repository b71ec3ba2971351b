import {
  messageExcerpt,
  type ConversationEvent,
  type ConversationRole,
  type ConversationSummary,
  type ThreadMessage,
} from '@shoreline/shared-domain/conversations';
import { CONVERSATION_EVENT_LABELS } from '@shoreline/shared-domain/conversationMessages';
import { initialsOf } from '@shoreline/shared-domain/initials';
import type { BookingStatus } from '@shoreline/shared-domain/types';
import type { Knex } from 'knex';
import type { ImageStorage } from '../lib/images/image-storage';
import {
  FIRST_PHOTO_COLUMNS,
  FIRST_PHOTO_JOIN,
  firstPhotoOf,
  type FirstPhotoRow,
} from '../lib/images/to-photo';
import { EXPIRED_AT } from '../plugins/app/repositories/bookings';

// The rows of conversations and messages (issue 25) and the statements every write of a thread shares,
// for plugins/app/repositories/conversations.ts: what a summary reads (one row per conversation, each
// join a primary key or one index range) and how it becomes the wire type.

/** The columns of a side, as literals (never input). */
export const UNREAD = { renter: 'renter_unread', host: 'host_unread' } as const;

export interface SummaryRow extends FirstPhotoRow {
  id: string;
  renter_id: string;
  host_id: string;
  last_message_at: Date;
  renter_unread: boolean;
  host_unread: boolean;
  listing_id: string;
  title: string;
  city: string;
  country: string;
  available: boolean;
  renter_name: string;
  host_name: string;
  renter_deactivated: boolean;
  host_deactivated: boolean;
  message_kind: 'text' | 'event' | null;
  message_body: string | null;
  message_event: ConversationEvent | null;
  message_sender_id: string | null;
  message_at: Date | null;
  booking_id: string | null;
  booking_status: BookingStatus | null;
  booking_start: string | null;
  booking_end: string | null;
  reported_by_me?: boolean;
}

/**
 * Everything a summary shows, over `conversations c`: the listing (deleted ones too) and its first
 * photo, both parties, the newest message (one row of messages_thread_idx) and the renter's latest
 * booking of the listing (bookings_renter_idx, status as of `now`). Each party is read by its key for
 * its row (a lateral `LIMIT 1`, which the planner cannot turn into a join of the whole table): the
 * inbox's summaries are planned once for any page, and such a plan hashed all of a small users table
 * twice per request (0.8 ms against 0.4 at 1,200 users).
 */
export const SUMMARY_SQL = `
  c.id, c.renter_id, c.host_id, c.last_message_at, c.renter_unread, c.host_unread,
  l.id AS listing_id, l.title, l.city, l.country, (l.is_active AND l.deleted_at IS NULL) AS available,
  ${FIRST_PHOTO_COLUMNS},
  r.name AS renter_name, h.name AS host_name,
  (r.deactivated_at IS NOT NULL) AS renter_deactivated, (h.deactivated_at IS NOT NULL) AS host_deactivated,
  m.kind AS message_kind, m.body AS message_body, m.event AS message_event,
  m.sender_id AS message_sender_id, m.created_at AS message_at,
  b.id AS booking_id, b.status AS booking_status, b.start_date AS booking_start, b.end_date AS booking_end`;

export const SUMMARY_JOINS = `
  JOIN listings l ON l.id = c.listing_id
  ${FIRST_PHOTO_JOIN}
  JOIN LATERAL (SELECT name, deactivated_at FROM users WHERE id = c.renter_id LIMIT 1) r ON true
  JOIN LATERAL (SELECT name, deactivated_at FROM users WHERE id = c.host_id LIMIT 1) h ON true
  LEFT JOIN LATERAL (
    SELECT kind, body, event, sender_id, created_at FROM messages
     WHERE conversation_id = c.id ORDER BY id DESC LIMIT 1
  ) m ON true
  LEFT JOIN LATERAL (
    SELECT b.id, b.start_date, b.end_date,
           CASE WHEN b.status = 'pending' AND ${EXPIRED_AT} THEN 'expired' ELSE b.status END AS status
      FROM bookings b
     WHERE b.renter_id = c.renter_id AND b.listing_id = c.listing_id
     ORDER BY b.created_at DESC, b.id DESC LIMIT 1
  ) b ON true`;

export function toSummary(row: SummaryRow, viewerId: string, storage: ImageStorage): ConversationSummary {
  const role: ConversationRole = row.renter_id === viewerId ? 'renter' : 'host';
  const photo = firstPhotoOf(row, storage);
  const event = row.message_event;
  return {
    id: row.id,
    role,
    listing: {
      id: row.listing_id,
      title: row.title,
      city: row.city,
      country: row.country,
      // The card's variant (the narrowest), or the original for an image stored before variants.
      imageUrl: photo ? (photo.variants[0]?.url ?? photo.url) : null,
      available: row.available,
    },
    otherParty:
      role === 'renter'
        ? { id: row.host_id, name: row.host_name, initials: initialsOf(row.host_name) }
        : { id: row.renter_id, name: row.renter_name, initials: initialsOf(row.renter_name) },
    lastMessage:
      row.message_kind === null || row.message_at === null
        ? null
        : {
            kind: row.message_kind,
            excerpt:
              row.message_kind === 'text'
                ? messageExcerpt(row.message_body ?? '')
                : event
                  ? CONVERSATION_EVENT_LABELS[event]
                  : '',
            fromMe: row.message_sender_id === viewerId,
            sentAt: row.message_at.toISOString(),
          },
    unread: role === 'renter' ? row.renter_unread : row.host_unread,
    booking:
      row.booking_id && row.booking_status && row.booking_start && row.booking_end
        ? {
            id: row.booking_id,
            status: row.booking_status,
            startDate: row.booking_start,
            endDate: row.booking_end,
          }
        : null,
    lastActivityAt: row.last_message_at.toISOString(),
  };
}

export interface MessageRow {
  id: string;
  kind: 'text' | 'event';
  sender_id: string | null;
  body: string | null;
  event: ConversationEvent | null;
  booking_id: string | null;
  start_date: string | null;
  end_date: string | null;
  created_at: Date;
}

/** One object per message, built in one pass (no base object spread into each). */
export function toMessage(row: MessageRow): ThreadMessage {
  if (row.kind === 'text')
    return {
      id: String(row.id),
      sentAt: row.created_at.toISOString(),
      kind: 'text',
      senderId: row.sender_id ?? '',
      body: row.body ?? '',
    };
  return {
    id: String(row.id),
    sentAt: row.created_at.toISOString(),
    kind: 'event',
    event: row.event ?? 'requested',
    booking: { id: row.booking_id ?? '', startDate: row.start_date ?? '', endDate: row.end_date ?? '' },
  };
}

/**
 * Locks the conversation row (sends and events of one thread take turns, so message ids follow commit
 * order), moves its activity to now and applies `unread` (the flags of the sides that hear of it).
 * Returns the parties, or null when there is no such conversation.
 */
export async function touch(
  trx: Knex,
  conversationId: string,
  unread: Partial<Record<(typeof UNREAD)[ConversationRole], Knex.Raw | boolean>>,
): Promise<{ renterId: string; hostId: string } | null> {
  const [row] = (await trx('conversations')
    .where('id', conversationId)
    .update({ last_message_at: trx.raw('clock_timestamp()'), ...unread })
    .returning(['renter_id', 'host_id'])) as { renter_id: string; host_id: string }[];
  return row ? { renterId: row.renter_id, hostId: row.host_id } : null;
}

/** Inserts a message dated as its conversation's activity (which `touch` has just set). */
export async function insertMessage(
  trx: Knex,
  conversationId: string,
  message:
    | { kind: 'text'; senderId: string; body: string }
    | { kind: 'event'; event: ConversationEvent; bookingId: string },
): Promise<{ id: string; createdAt: Date }> {
  const text = message.kind === 'text' ? message : null;
  const event = message.kind === 'event' ? message : null;
  const result = (await trx.raw(
    `INSERT INTO messages (conversation_id, created_at, kind, sender_id, body, event, booking_id)
     SELECT c.id, c.last_message_at, ?, ?::uuid, ?, ?, ?::uuid FROM conversations c WHERE c.id = ?
     RETURNING id, created_at`,
    [
      message.kind,
      text?.senderId ?? null,
      text?.body ?? null,
      event?.event ?? null,
      event?.bookingId ?? null,
      conversationId,
    ],
  )) as { rows: { id: string | number; created_at: Date }[] };
  const row = result.rows[0];
  if (!row) throw new Error(`insertMessage: no conversation ${conversationId}`);
  return { id: String(row.id), createdAt: row.created_at };
}
