import type {
  AdminConversation,
  ConversationListing,
  ConversationReport,
} from '@shoreline/shared-domain/conversations';
import { initialsOf } from '@shoreline/shared-domain/initials';
import type { Page } from '@shoreline/shared-domain/types';
import fp from 'fastify-plugin';
import type { Knex } from 'knex';
import { keysetOrder, readPage, type PageRequest } from '../../../db/keyset-page';
import type { ImageStorage } from '../../../lib/images/image-storage';
import {
  FIRST_PHOTO_COLUMNS,
  FIRST_PHOTO_JOIN,
  firstPhotoOf,
  type FirstPhotoRow,
} from '../../../lib/images/to-photo';

// Reports of conversations (issue 25): a party files one (at most one open per party and
// conversation: the partial unique index conversation_reports_open_idx), admins read the open ones
// oldest first and decide them. A decided report stays, with its decision. The reported party is
// always the other party than the reporter.

/** The admins' queue: open reports, oldest first, the id breaking ties (conversation_reports_queue_idx). */
export const CONVERSATION_REPORTS_ORDER = keysetOrder('conversation-reports', 'asc', [
  { column: 'r.created_at', kind: 'micros' },
  { column: 'r.id', kind: 'uuid' },
] as const);

export type ConversationReportResolution = 'dismissed' | 'deactivated';

/** An open report as a decision needs it: who reported and who is reported. */
export interface OpenReport {
  id: string;
  conversationId: string;
  reporterId: string;
  reportedId: string;
}

interface ListingColumnsRow extends FirstPhotoRow {
  listing_id: string;
  listing_title: string;
  listing_city: string;
  listing_country: string;
  listing_available: boolean;
}

interface ReportRow extends ListingColumnsRow {
  id: string;
  conversation_id: string;
  reason: string;
  created_at: Date;
  reporter_id: string;
  reporter_name: string;
  reported_id: string;
  reported_name: string;
  reported_deactivated: boolean;
}

/** The other party than the reporter, as SQL over `r` (the report) and `c` (its conversation). */
const REPORTED_ID = 'CASE WHEN r.reporter_id = c.renter_id THEN c.host_id ELSE c.renter_id END';
/** A listing renters can still see: the conversation stays readable either way. */
const LISTING_AVAILABLE = 'l.is_active AND l.deleted_at IS NULL';

interface ConversationRow extends ListingColumnsRow {
  renter_id: string;
  renter_name: string;
  renter_deactivated: boolean;
  host_id: string;
  host_name: string;
  host_deactivated: boolean;
}

const LISTING_COLUMNS = [
  'l.id as listing_id',
  'l.title as listing_title',
  'l.city as listing_city',
  'l.country as listing_country',
];

const REPORT_COLUMNS = [
  'r.id',
  'r.conversation_id',
  'r.reason',
  'r.created_at',
  ...LISTING_COLUMNS,
  'reporter.id as reporter_id',
  'reporter.name as reporter_name',
  'reported.id as reported_id',
  'reported.name as reported_name',
];

function partyOf(id: string, name: string, deactivated: boolean): AdminConversation['renter'] {
  return { id, name, initials: initialsOf(name), deactivated };
}

function createConversationReportsRepository(knex: Knex, storage: ImageStorage) {
  function toListing(row: ListingColumnsRow): ConversationListing {
    const photo = firstPhotoOf(row, storage);
    return {
      id: row.listing_id,
      title: row.listing_title,
      city: row.listing_city,
      country: row.listing_country,
      // The narrowest rendition suits a thumbnail; an image not yet backfilled has only its original.
      imageUrl: photo ? (photo.variants[0]?.url ?? photo.url) : null,
      available: row.listing_available,
    };
  }

  function toReport(row: ReportRow): ConversationReport {
    return {
      id: row.id,
      conversationId: row.conversation_id,
      reason: row.reason,
      createdAt: row.created_at.toISOString(),
      listing: toListing(row),
      reporter: { id: row.reporter_id, name: row.reporter_name, initials: initialsOf(row.reporter_name) },
      reported: partyOf(row.reported_id, row.reported_name, row.reported_deactivated),
    };
  }

  /** Open reports with their listing and both people; the caller adds its filter and order. */
  function openReports(trx: Knex): Knex.QueryBuilder {
    return trx('conversation_reports as r')
      .join('conversations as c', 'c.id', 'r.conversation_id')
      .join('listings as l', 'l.id', 'c.listing_id')
      .join('users as reporter', 'reporter.id', 'r.reporter_id')
      .joinRaw(`JOIN users reported ON reported.id = ${REPORTED_ID}`)
      .joinRaw(FIRST_PHOTO_JOIN)
      .select(REPORT_COLUMNS)
      .select(
        trx.raw(FIRST_PHOTO_COLUMNS),
        trx.raw(`${LISTING_AVAILABLE} AS listing_available`),
        trx.raw('reported.deactivated_at IS NOT NULL AS reported_deactivated'),
      )
      .whereNull('r.resolved_at');
  }

  return {
    /**
     * Files `reporterId`'s report of a conversation they are a party of; the new report's id, or null
     * when they are not a party (or there is no such conversation) or already have an open report of
     * it. Two reports at once: the unique index makes the second one wait for the first and then do
     * nothing, so it answers null rather than failing.
     */
    async create(
      conversationId: string,
      reporterId: string,
      reason: string,
      trx: Knex = knex,
    ): Promise<string | null> {
      const result = (await trx.raw(
        `INSERT INTO conversation_reports (conversation_id, reporter_id, reason)
         SELECT c.id, ?, ? FROM conversations c WHERE c.id = ? AND ? IN (c.renter_id, c.host_id)
         ON CONFLICT (conversation_id, reporter_id) WHERE resolved_at IS NULL DO NOTHING
         RETURNING id`,
        [reporterId, reason, conversationId, reporterId],
      )) as { rows: { id: string }[] };
      return result.rows[0]?.id ?? null;
    },

    /** Whether `userId` is the renter or the host of the conversation. */
    async isParty(conversationId: string, userId: string, trx: Knex = knex): Promise<boolean> {
      const row = await trx('conversations')
        .select('id')
        .where({ id: conversationId })
        .andWhere((q) => q.where({ renter_id: userId }).orWhere({ host_id: userId }))
        .first();
      return row !== undefined;
    },

    /** A page of the open reports, oldest first. */
    async listOpen(page: PageRequest, trx: Knex = knex): Promise<Page<ConversationReport>> {
      return readPage(trx, openReports(trx), CONVERSATION_REPORTS_ORDER, page, toReport);
    },

    /** Whether an admin may read the conversation: someone's report of it is open. */
    async hasOpenReport(conversationId: string, trx: Knex = knex): Promise<boolean> {
      const row = await trx('conversation_reports')
        .select('id')
        .where({ conversation_id: conversationId })
        .whereNull('resolved_at')
        .first();
      return row !== undefined;
    },

    /** The conversation as an admin reads it, or null unless a report of it is open. */
    async findAdminConversation(conversationId: string, trx: Knex = knex): Promise<AdminConversation | null> {
      // A conversation has two parties, so at most two open reports: no page needed.
      const reports = (
        (await openReports(trx)
          .where('r.conversation_id', conversationId)
          .orderBy([{ column: 'r.created_at' }, { column: 'r.id' }])) as ReportRow[]
      ).map(toReport);
      const row = (await trx('conversations as c')
        .join('listings as l', 'l.id', 'c.listing_id')
        .join('users as renter', 'renter.id', 'c.renter_id')
        .join('users as host', 'host.id', 'c.host_id')
        .joinRaw(FIRST_PHOTO_JOIN)
        .select(LISTING_COLUMNS)
        .select(
          'renter.id as renter_id',
          'renter.name as renter_name',
          'host.id as host_id',
          'host.name as host_name',
          trx.raw(FIRST_PHOTO_COLUMNS),
          trx.raw(`${LISTING_AVAILABLE} AS listing_available`),
          trx.raw('renter.deactivated_at IS NOT NULL AS renter_deactivated'),
          trx.raw('host.deactivated_at IS NOT NULL AS host_deactivated'),
        )
        .where('c.id', conversationId)
        .first()) as ConversationRow | undefined;
      if (!row || reports.length === 0) return null;
      return {
        id: conversationId,
        listing: toListing(row),
        renter: partyOf(row.renter_id, row.renter_name, row.renter_deactivated),
        host: partyOf(row.host_id, row.host_name, row.host_deactivated),
        openReports: reports,
      };
    },

    /**
     * The open report `id`, locked until the transaction ends, so a concurrent decision waits and
     * then finds it decided; null when it is not open (decided already, or never existed).
     */
    async lockOpen(id: string, trx: Knex): Promise<OpenReport | null> {
      const row = (await trx('conversation_reports as r')
        .join('conversations as c', 'c.id', 'r.conversation_id')
        .select('r.id', 'r.conversation_id', 'r.reporter_id', trx.raw(`${REPORTED_ID} AS reported_id`))
        .where('r.id', id)
        .whereNull('r.resolved_at')
        .forUpdate('r')
        .first()) as
        { id: string; conversation_id: string; reporter_id: string; reported_id: string } | undefined;
      return row
        ? {
            id: row.id,
            conversationId: row.conversation_id,
            reporterId: row.reporter_id,
            reportedId: row.reported_id,
          }
        : null;
    },

    /** Decides one open report (compare-and-swap on it being open); false when it was not open. */
    async resolve(
      id: string,
      resolution: ConversationReportResolution,
      adminId: string,
      now: Date,
      trx: Knex = knex,
    ): Promise<boolean> {
      const updated = await trx('conversation_reports')
        .where({ id })
        .whereNull('resolved_at')
        .update({ resolved_at: now, resolution, resolved_by: adminId });
      return updated > 0;
    },

    /** Decides every open report of a conversation at once (a deactivation answers them all). */
    async resolveAllOf(
      conversationId: string,
      resolution: ConversationReportResolution,
      adminId: string,
      now: Date,
      trx: Knex = knex,
    ): Promise<number> {
      return trx('conversation_reports')
        .where({ conversation_id: conversationId })
        .whereNull('resolved_at')
        .update({ resolved_at: now, resolution, resolved_by: adminId });
    },
  };
}

export type ConversationReportsRepository = ReturnType<typeof createConversationReportsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    conversationReportsRepository: ConversationReportsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'conversationReportsRepository',
      createConversationReportsRepository(app.knex, app.imageStorage),
    );
  },
  { name: 'conversation-reports-repository', dependencies: ['db', 'image-storage'] },
);
