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
import { pageCursor, pageOfRows } from '../../../db/keyset-page';
import { readRows } from '../../../db/fixed-statement';
import { createRunNamedQuery, type RunNamedQuery } from '../../../db/run-named-query';
import type { FastifyInstance } from 'fastify';
import type { ImageStorage } from '../../../lib/images/image-storage';
import { decodePageCursor, encodePageCursor } from '../../../schemas/page';
import { expiryBindings } from './bookings';
import { insertBookingEvents } from '../../../db/conversation-events-sql';
import {
  ACCESS_SQL,
  DETAIL_SQL,
  INBOX_ORDERS,
  INBOX_SQL,
  LOOKUP_SQL,
  MESSAGES_SQL,
  THREAD_SQL,
  UNREAD_COUNTS_SQL,
} from '../../../db/conversation-reads-sql';
import {
  insertMessage,
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
// Reads are fixed statements (db/conversation-reads-sql.ts), named on the pool outside a transaction.

export { INBOX_ORDERS };

/** A thread's pages: newest first by id (the commit order within a thread). */
const MESSAGES_SCOPE = 'messages';

/** A page of a thread from its rows, read `MESSAGES_PAGE_SIZE + 1`. */
function messagesPageOf(rows: readonly MessageRow[]): Page<ThreadMessage> {
  const count = Math.min(rows.length, MESSAGES_PAGE_SIZE);
  const items = new Array<ThreadMessage>(count);
  for (let index = 0; index < count; index += 1) items[index] = toMessage(rows[index] as MessageRow);
  const last = rows.length > MESSAGES_PAGE_SIZE ? rows[MESSAGES_PAGE_SIZE - 1] : undefined;
  return { items, nextCursor: last ? encodePageCursor(MESSAGES_SCOPE, [Number(last.id)]) : null };
}

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

interface AccessRow {
  id: string;
  listing_id: string;
  renter_id: string;
  host_id: string;
  renter_deactivated: boolean;
  host_deactivated: boolean;
}

function createConversationsRepository(knex: Knex, runNamedQuery: RunNamedQuery, storage: ImageStorage) {
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
      trx?: Knex,
    ): Promise<{ id: string; hostId: string } | null> {
      const [row] = await readRows<{ id: string; host_id: string }>(
        runNamedQuery,
        LOOKUP_SQL,
        [renterId, listingId],
        trx,
      );
      return row ? { id: row.id, hostId: row.host_id } : null;
    },

    /** The parties of a conversation (primary key), for the rules of who may read and write. */
    async access(conversationId: string, trx?: Knex): Promise<ConversationAccess | null> {
      const [row] = await readRows<AccessRow>(runNamedQuery, ACCESS_SQL, [conversationId], trx);
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
      trx?: Knex,
    ): Promise<ConversationDetail | null> {
      const [expiredBefore, startsBefore] = expiryBindings(now);
      const [row] = await readRows<SummaryRow>(
        runNamedQuery,
        DETAIL_SQL,
        [viewerId, expiredBefore, startsBefore, conversationId, viewerId, viewerId],
        trx,
      );
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
      trx?: Knex,
    ): Promise<Page<ConversationSummary>> {
      const order = INBOX_ORDERS[role];
      const after = pageCursor(order, cursor);
      const rows = await readRows<SummaryRow>(
        runNamedQuery,
        after ? INBOX_SQL[role].after : INBOX_SQL[role].first,
        after ? [viewerId, ...after, ...expiryBindings(now)] : [viewerId, ...expiryBindings(now)],
        trx,
      );
      return pageOfRows(rows, order, INBOX_PAGE_SIZE, (row) => toSummary(row, viewerId, storage));
    },

    /** How many threads are unread for the viewer, per side (the partial unread indexes), at once. */
    async unreadCounts(viewerId: string, trx?: Knex): Promise<UnreadConversations> {
      const [row] = await readRows<{ renter: number; host: number }>(
        runNamedQuery,
        UNREAD_COUNTS_SQL,
        [viewerId, viewerId],
        trx,
      );
      return { renter: Number(row?.renter ?? 0), host: Number(row?.host ?? 0) };
    },

    /**
     * A page of a thread, newest first (messages_thread_idx). `cursor` is the previous page's
     * `nextCursor` (400 when it is not one). Also read by the admin routes of a reported conversation.
     */
    async messagesPage(
      conversationId: string,
      cursor: string | undefined,
      trx?: Knex,
    ): Promise<Page<ThreadMessage>> {
      const after = decodePageCursor(cursor, MESSAGES_SCOPE, ['int'] as const);
      const rows = await readRows<MessageRow>(
        runNamedQuery,
        after ? MESSAGES_SQL.after : MESSAGES_SQL.first,
        after ? [conversationId, after[0]] : [conversationId],
        trx,
      );
      return messagesPageOf(rows);
    },

    /**
     * `messagesPage` for one of the conversation's parties, with the check that they are one in the
     * same round trip; null when there is no such conversation or it is not theirs. A cursor that is
     * not one of a thread's is a 400 for a party only: anyone else learns nothing (404).
     */
    async threadPage(
      conversationId: string,
      viewerId: string,
      cursor: string | undefined,
    ): Promise<Page<ThreadMessage> | null> {
      let after: readonly [number] | null;
      try {
        after = decodePageCursor(cursor, MESSAGES_SCOPE, ['int'] as const);
      } catch (error) {
        const access = await this.access(conversationId);
        if (!access || !sideOf(access, viewerId)) return null;
        throw error;
      }
      const rows = await readRows<MessageRow | { id: null }>(
        runNamedQuery,
        after ? THREAD_SQL.after : THREAD_SQL.first,
        after ? [after[0], conversationId, viewerId, viewerId] : [conversationId, viewerId, viewerId],
      );
      const [first] = rows;
      if (!first) return null;
      return first.id === null ? { items: [], nextCursor: null } : messagesPageOf(rows as MessageRow[]);
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
    // bench/messages/statements.ts runs this plugin on a bare knex (no db plugin) to record what it sends.
    const host: Partial<Pick<FastifyInstance, 'runNamedQuery'>> = app;
    const runNamedQuery =
      host.runNamedQuery ??
      createRunNamedQuery({ knex: app.knex, genericPlanKnex: app.knex, embedded: false });
    app.decorate(
      'conversationsRepository',
      createConversationsRepository(app.knex, runNamedQuery, app.imageStorage),
    );
  },
  { name: 'conversations-repository', dependencies: ['db', 'image-storage'] },
);
