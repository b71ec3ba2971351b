import {
  CONVERSATION_EVENTS,
  INBOX_PAGE_SIZE,
  MESSAGES_PAGE_SIZE,
  type ConversationDetail,
  type ConversationEvent,
  type ConversationRole,
  type ConversationSummary,
  type TextMessage,
  type ThreadMessage,
  type UnreadConversations,
} from '@shoreline/shared-domain/conversations';
import type { Page } from '@shoreline/shared-domain/types';
import fp from 'fastify-plugin';
import type { Knex } from 'knex';
import { keysetOrder, pageCursor, readPage } from '../../../db/keyset-page';
import type { ImageStorage } from '../../../lib/images/image-storage';
import { decodePageCursor, encodePageCursor } from '../../../schemas/page';
import { expiryBindings } from './bookings';
import { insertBookingEvents } from '../../../db/conversation-events-sql';
import {
  insertMessage,
  SUMMARY_JOINS,
  SUMMARY_SQL,
  toMessage,
  toSummary,
  touch,
  UNREAD,
  type MessageRow,
  type SummaryRow,
} from '../../../db/conversation-rows';

// Messages between renters and hosts (issue 25). Reads are for a viewer: a conversation they are not
// a party of reads as missing (the routes answer 404, never revealing it exists). Every query is one
// index range: the inboxes conversations_{renter,host}_inbox_idx, unread counts the partial unread
// indexes, a thread messages_thread_idx, a conversation its primary key or (renter_id, listing_id).

/** An inbox: most recently active first, the id breaking ties; one scope per side. */
export const INBOX_ORDERS = {
  renter: keysetOrder('conversations-renter', 'desc', [
    { column: 'c.last_message_at', kind: 'micros' },
    { column: 'c.id', kind: 'uuid' },
  ] as const),
  host: keysetOrder('conversations-host', 'desc', [
    { column: 'c.last_message_at', kind: 'micros' },
    { column: 'c.id', kind: 'uuid' },
  ] as const),
};

/** A thread's pages: newest first by id (the commit order within a thread). */
const MESSAGES_SCOPE = 'messages';

/** A conversation as the rules need it: its parties and whether either account is deactivated. */
export interface ConversationAccess {
  id: string;
  listingId: string;
  renterId: string;
  hostId: string;
  renterDeactivated: boolean;
  hostDeactivated: boolean;
}

/** The side of `userId` in `conversation`, or null when they are not a party. */
export function sideOf(conversation: Pick<ConversationAccess, 'renterId' | 'hostId'>, userId: string) {
  if (conversation.renterId === userId) return 'renter' as const;
  return conversation.hostId === userId ? ('host' as const) : null;
}

function createConversationsRepository(knex: Knex, storage: ImageStorage) {
  const summaries = (trx: Knex, viewerId: string, now: Date) =>
    trx('conversations as c')
      .select(trx.raw(SUMMARY_SQL))
      .joinRaw(SUMMARY_JOINS, expiryBindings(now))
      .where((q) => q.where('c.renter_id', viewerId).orWhere('c.host_id', viewerId));

  return {
    /** The renter's conversation about the listing, created (host from the listing) when missing. */
    async ensureConversation(
      renterId: string,
      listingId: string,
      trx: Knex = knex,
    ): Promise<{ id: string; created: boolean }> {
      const inserted = (await trx.raw(
        `INSERT INTO conversations (listing_id, renter_id, host_id)
         SELECT l.id, ?, l.host_id FROM listings l WHERE l.id = ?
         ON CONFLICT (renter_id, listing_id) DO NOTHING
         RETURNING id`,
        [renterId, listingId],
      )) as { rows: { id: string }[] };
      const created = inserted.rows[0];
      if (created) return { id: created.id, created: true };
      const existing = await this.lookup(listingId, renterId, trx);
      if (!existing) throw new Error(`ensureConversation: no listing ${listingId}`);
      return { id: existing.id, created: false };
    },

    /** By its unique key (renter, listing); with the host, whom the lookup by host checks. */
    async lookup(
      listingId: string,
      renterId: string,
      trx: Knex = knex,
    ): Promise<{ id: string; hostId: string } | null> {
      const row = (await trx('conversations')
        .select('id', 'host_id')
        .where({ renter_id: renterId, listing_id: listingId })
        .first()) as { id: string; host_id: string } | undefined;
      return row ? { id: row.id, hostId: row.host_id } : null;
    },

    /** The parties of a conversation (primary key), for the rules of who may read and write. */
    async access(conversationId: string, trx: Knex = knex): Promise<ConversationAccess | null> {
      const row = (await trx('conversations as c')
        .join('users as r', 'r.id', 'c.renter_id')
        .join('users as h', 'h.id', 'c.host_id')
        .select(
          'c.id',
          'c.listing_id',
          'c.renter_id',
          'c.host_id',
          trx.raw('(r.deactivated_at IS NOT NULL) AS renter_deactivated'),
          trx.raw('(h.deactivated_at IS NOT NULL) AS host_deactivated'),
        )
        .where('c.id', conversationId)
        .first()) as
        | {
            id: string;
            listing_id: string;
            renter_id: string;
            host_id: string;
            renter_deactivated: boolean;
            host_deactivated: boolean;
          }
        | undefined;
      if (!row) return null;
      return {
        id: row.id,
        listingId: row.listing_id,
        renterId: row.renter_id,
        hostId: row.host_id,
        renterDeactivated: row.renter_deactivated,
        hostDeactivated: row.host_deactivated,
      };
    },

    /** The thread's header for one of its parties; null for anyone else. */
    async detail(
      conversationId: string,
      viewerId: string,
      now: Date,
      trx: Knex = knex,
    ): Promise<ConversationDetail | null> {
      const row = (await summaries(trx, viewerId, now)
        .select(
          trx.raw(
            `EXISTS (SELECT 1 FROM conversation_reports cr
                      WHERE cr.conversation_id = c.id AND cr.reporter_id = ? AND cr.resolved_at IS NULL)
             AS reported_by_me`,
            [viewerId],
          ),
        )
        .where('c.id', conversationId)
        .first()) as SummaryRow | undefined;
      if (!row) return null;
      const summary = toSummary(row, viewerId, storage);
      const otherDeactivated = summary.role === 'renter' ? row.host_deactivated : row.renter_deactivated;
      return { ...summary, reportedByMe: row.reported_by_me === true, canWrite: !otherDeactivated };
    },

    /** A page of the viewer's inbox on one side (conversations_{side}_inbox_idx). */
    async inbox(
      viewerId: string,
      role: ConversationRole,
      cursor: string | undefined,
      now: Date,
      trx: Knex = knex,
    ): Promise<Page<ConversationSummary>> {
      const order = INBOX_ORDERS[role];
      const after = pageCursor(order, cursor);
      const query = trx('conversations as c')
        .select(trx.raw(SUMMARY_SQL))
        .joinRaw(SUMMARY_JOINS, expiryBindings(now))
        .where(role === 'renter' ? 'c.renter_id' : 'c.host_id', viewerId);
      return readPage(trx, query, order, { limit: INBOX_PAGE_SIZE, after }, (row: SummaryRow) =>
        toSummary(row, viewerId, storage),
      );
    },

    /** How many threads are unread for the viewer, per side (the partial unread indexes). */
    async unreadCounts(viewerId: string, trx: Knex = knex): Promise<UnreadConversations> {
      const [renter, host] = (await Promise.all(
        (['renter', 'host'] as const).map((side) =>
          trx('conversations')
            .where(side === 'renter' ? 'renter_id' : 'host_id', viewerId)
            .where(UNREAD[side], true)
            .count<{ count: number | string }[]>({ count: '*' })
            .first(),
        ),
      )) as ({ count: number | string } | undefined)[];
      return { renter: Number(renter?.count ?? 0), host: Number(host?.count ?? 0) };
    },

    /**
     * A page of a thread, newest first (messages_thread_idx). `cursor` is the previous page's
     * `nextCursor` (400 when it is not one). Also read by the admin routes of a reported conversation.
     */
    async messagesPage(
      conversationId: string,
      cursor: string | undefined,
      trx: Knex = knex,
    ): Promise<Page<ThreadMessage>> {
      const after = decodePageCursor(cursor, MESSAGES_SCOPE, ['int'] as const);
      const query = trx('messages as m')
        .leftJoin('bookings as b', 'b.id', 'm.booking_id')
        .select('m.id', 'm.kind', 'm.sender_id', 'm.body', 'm.event', 'm.booking_id', 'm.created_at')
        .select('b.start_date', 'b.end_date')
        .where('m.conversation_id', conversationId)
        .orderBy('m.id', 'desc')
        .limit(MESSAGES_PAGE_SIZE + 1);
      if (after) query.where('m.id', '<', trx.raw('?::bigint', [after[0]]));
      const rows = (await query) as MessageRow[];
      const items = rows.slice(0, MESSAGES_PAGE_SIZE);
      const last = items[items.length - 1];
      return {
        items: items.map(toMessage),
        nextCursor:
          rows.length > MESSAGES_PAGE_SIZE && last
            ? encodePageCursor(MESSAGES_SCOPE, [Number(last.id)])
            : null,
      };
    },

    /**
     * Appends a person's text (the caller checked they are a party and may write): the conversation is
     * locked, then the message inserted and the recipient's side marked unread. Returns the message
     * and the recipient; null when there is no such conversation.
     */
    async appendText(
      conversationId: string,
      senderId: string,
      body: string,
      trx: Knex = knex,
    ): Promise<{ message: TextMessage; recipient: { id: string; role: ConversationRole } } | null> {
      // The side that did not write hears of it; the sender's own flag stays as it was.
      const locked = await touch(trx, conversationId, {
        renter_unread: trx.raw('renter_unread OR host_id = ?', [senderId]),
        host_unread: trx.raw('host_unread OR renter_id = ?', [senderId]),
      });
      if (!locked) return null;
      const inserted = await insertMessage(trx, conversationId, { kind: 'text', senderId, body });
      const recipient =
        locked.renterId === senderId
          ? { id: locked.hostId, role: 'host' as const }
          : { id: locked.renterId, role: 'renter' as const };
      return {
        message: { id: inserted.id, kind: 'text', senderId, body, sentAt: inserted.createdAt.toISOString() },
        recipient,
      };
    },

    /** Booking events into their threads (`insertBookingEvents`); `unread`: the sides that hear of it. */
    async appendBookingEvents(
      event: ConversationEvent,
      bookingIds: readonly string[],
      unread: readonly ConversationRole[],
      trx: Knex = knex,
    ): Promise<void> {
      if (!CONVERSATION_EVENTS.includes(event))
        throw new Error(`appendBookingEvents: unknown event ${event}`);
      await insertBookingEvents(trx, event, bookingIds, unread);
    },

    /**
     * The viewer opened the thread: their side is read (nothing else changes, the digest clock
     * neither). True when it was unread.
     */
    async markRead(conversationId: string, side: ConversationRole, trx: Knex = knex): Promise<boolean> {
      const changed = await trx('conversations')
        .where('id', conversationId)
        .where(UNREAD[side], true)
        .update({ [UNREAD[side]]: false });
      return changed > 0;
    },
  };
}

export type ConversationsRepository = ReturnType<typeof createConversationsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    conversationsRepository: ConversationsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('conversationsRepository', createConversationsRepository(app.knex, app.imageStorage));
  },
  { name: 'conversations-repository', dependencies: ['db', 'image-storage'] },
);
