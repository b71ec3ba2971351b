import {
  isNotificationKind,
  type Notification,
  type NotificationContent,
} from '@shoreline/shared-domain/notifications';
import type { Page } from '@shoreline/shared-domain/types';
import fp from 'fastify-plugin';
import type { Knex } from 'knex';
import { decodeCursor, encodeCursor, type ListingCursor } from './listings';

interface NotificationRow {
  id: string;
  user_id: string;
  kind: string;
  facts: NotificationContent['facts'];
  link: string;
  created_at: Date;
  read_at: Date | null;
  created_us: number;
}

/** Who a notification goes to, as its email needs them. */
export interface Recipient {
  id: string;
  email: string;
  emailNotifications: boolean;
}

export interface NewNotification {
  userId: string;
  content: NotificationContent;
  link: string;
}

export { decodeCursor as decodeNotificationCursor };

const COLUMNS = `id, user_id, kind, facts, link, created_at, read_at,
  (extract(epoch FROM created_at) * 1000000)::bigint AS created_us`;

function toNotification(row: NotificationRow): Notification | null {
  // A kind this version does not know (written by a newer replica during a deploy) is left out.
  if (!isNotificationKind(row.kind)) return null;
  return {
    kind: row.kind,
    facts: row.facts,
    id: row.id,
    link: row.link,
    createdAt: row.created_at.toISOString(),
    readAt: row.read_at ? row.read_at.toISOString() : null,
  } as Notification;
}

const present = (value: Notification | null): value is Notification => value !== null;

interface RecipientRow {
  id: string;
  email: string;
  email_notifications: boolean;
}
const toRecipient = (row: RecipientRow): Recipient => ({
  id: row.id,
  email: row.email,
  emailNotifications: row.email_notifications,
});

const insert = async (trx: Knex, entries: NewNotification[]) =>
  (await trx('notifications')
    .insert(
      entries.map((entry) => ({
        user_id: entry.userId,
        kind: entry.content.kind,
        facts: JSON.stringify(entry.content.facts),
        link: entry.link,
      })),
    )
    .returning('id')) as { id: string }[];

function createNotificationsRepository(knex: Knex) {
  return {
    /** Inserts one notification per entry; returns their ids in the same order. */
    async create(entries: NewNotification[], trx: Knex = knex): Promise<string[]> {
      if (entries.length === 0) return [];
      return (await insert(trx, entries)).map((row) => row.id);
    },

    /** A person's notifications, newest first, keyset-paginated (index notifications_user_newest_idx). */
    async listForUser(
      userId: string,
      page: { limit: number; cursor: ListingCursor | null },
      trx: Knex = knex,
    ): Promise<Page<Notification>> {
      const query = trx('notifications').select(trx.raw(COLUMNS)).where('user_id', userId);
      if (page.cursor) {
        query.whereRaw(`(created_at, id) < (timestamptz 'epoch' + ? * interval '1 microsecond', ?::uuid)`, [
          page.cursor.createdUs,
          page.cursor.id,
        ]);
      }
      const rows = (await query
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(page.limit + 1)) as NotificationRow[];
      const items = rows.slice(0, page.limit);
      const last = items[items.length - 1];
      return {
        items: items.map(toNotification).filter(present),
        nextCursor:
          rows.length > page.limit && last ? encodeCursor({ createdUs: last.created_us, id: last.id }) : null,
      };
    },

    async findForUser(userId: string, id: string, trx: Knex = knex): Promise<Notification | null> {
      const row = (await trx('notifications')
        .select(trx.raw(COLUMNS))
        .where({ id, user_id: userId })
        .first()) as NotificationRow | undefined;
      return row ? toNotification(row) : null;
    },

    /** The newest notification of a person (what a live stream shows as just arrived). */
    async newestForUser(userId: string, trx: Knex = knex): Promise<Notification | null> {
      const row = (await trx('notifications')
        .select(trx.raw(COLUMNS))
        .where('user_id', userId)
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .first()) as NotificationRow | undefined;
      return row ? toNotification(row) : null;
    },

    /** Index-only on notifications_user_unread_idx. */
    async unreadCount(userId: string, trx: Knex = knex): Promise<number> {
      const row = (await trx('notifications')
        .where('user_id', userId)
        .whereNull('read_at')
        .count<{ count: number }[]>({ count: '*' })
        .first()) as { count: number | string } | undefined;
      return Number(row?.count ?? 0);
    },

    /** Marks one of the person's notifications read; false when they have none with that id. */
    async markRead(userId: string, id: string, trx: Knex = knex): Promise<boolean> {
      const rows = (await trx('notifications')
        .where({ id, user_id: userId })
        .update({ read_at: trx.raw('coalesce(read_at, now())') })
        .returning('id')) as { id: string }[];
      return rows.length === 1;
    },

    /** Marks every unread notification of the person read; returns how many changed. */
    async markAllRead(userId: string, trx: Knex = knex): Promise<number> {
      return trx('notifications')
        .where('user_id', userId)
        .whereNull('read_at')
        .update({ read_at: trx.fn.now() });
    },

    /**
     * Refreshes the person's unread 'message-received' notification of a conversation (issue 25: one
     * per recipient and conversation while unread) with `entry`'s facts, as arrived now; inserts it
     * when there is none. Returns its id. Found through notifications_user_unread_idx (the person's
     * unread set), the conversation by its facts.
     */
    async refreshUnreadMessage(
      entry: NewNotification & { conversationId: string },
      trx: Knex = knex,
    ): Promise<string> {
      const refreshed = (await trx('notifications')
        .where({ user_id: entry.userId, kind: entry.content.kind })
        .whereNull('read_at')
        .whereRaw(`facts->>'conversationId' = ?`, [entry.conversationId])
        .update({ facts: JSON.stringify(entry.content.facts), link: entry.link, created_at: trx.fn.now() })
        .returning('id')) as { id: string }[];
      const [row] = refreshed.length > 0 ? refreshed : await insert(trx, [entry]);
      if (!row) throw new Error('refreshUnreadMessage: nothing inserted');
      return row.id;
    },

    /**
     * Marks the person's unread 'message-received' notifications of a conversation read (they opened
     * the thread); returns how many changed.
     */
    async markConversationRead(userId: string, conversationId: string, trx: Knex = knex): Promise<number> {
      return trx('notifications')
        .where({ user_id: userId, kind: 'message-received' })
        .whereNull('read_at')
        .whereRaw(`facts->>'conversationId' = ?`, [conversationId])
        .update({ read_at: trx.fn.now() });
    },

    /** The people notifications go to, with what their emails need (unknown ids are left out). */
    async recipients(userIds: string[], trx: Knex = knex): Promise<Recipient[]> {
      if (userIds.length === 0) return [];
      const rows = (await trx('users')
        .select('id', 'email', 'email_notifications')
        .whereIn('id', [...new Set(userIds)])) as RecipientRow[];
      return rows.map(toRecipient);
    },

    /** Every admin but `exceptId` (who caused the event and needs no telling). */
    async adminRecipients(exceptId: string | null, trx: Knex = knex): Promise<Recipient[]> {
      const query = trx('users')
        .select('id', 'email', 'email_notifications')
        .whereRaw(`'admin' = ANY (roles)`)
        .orderBy('created_at');
      if (exceptId) query.whereNot('id', exceptId);
      return ((await query) as RecipientRow[]).map(toRecipient);
    },

    async emailPreference(userId: string, trx: Knex = knex): Promise<boolean | null> {
      const row = (await trx('users').select('email_notifications').where('id', userId).first()) as
        { email_notifications: boolean } | undefined;
      return row ? row.email_notifications : null;
    },

    async setEmailPreference(userId: string, email: boolean, trx: Knex = knex): Promise<boolean> {
      return (await trx('users').where('id', userId).update({ email_notifications: email })) === 1;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    notificationsRepository: NotificationsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('notificationsRepository', createNotificationsRepository(app.knex));
  },
  { name: 'notifications-repository', dependencies: ['db'] },
);
