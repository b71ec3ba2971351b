import type { ExternalCalendar } from '@shoreline/shared-domain/hostCalendar';
import type { DateRange, IsoDate } from '@shoreline/shared-domain/types';
import fp from 'fastify-plugin';
import type { Knex } from 'knex';
import { randomBytes } from 'node:crypto';

interface CalendarRow {
  id: string;
  listing_id: string;
  name: string;
  url: string;
  last_synced_at: Date | null;
  last_attempt_at: Date | null;
  last_error: string | null;
  event_count: number;
}

/** An external calendar with the listing it feeds (the sync needs both). */
export interface StoredCalendar extends ExternalCalendar {
  listingId: string;
}

const toCalendar = (row: CalendarRow): StoredCalendar => ({
  id: row.id,
  listingId: row.listing_id,
  name: row.name,
  url: row.url,
  lastSyncedAt: row.last_synced_at?.toISOString() ?? null,
  lastAttemptAt: row.last_attempt_at?.toISOString() ?? null,
  lastError: row.last_error,
  eventCount: row.event_count,
});

/** What one import writes: blocks take nights, conflicts (over approved stays) do not. */
export interface ImportPlan {
  blocks: (DateRange & { summary: string | null })[];
  conflicts: { startDate: IsoDate; endDate: IsoDate; summary: string | null }[];
  /** Events of the feed that still matter (not over yet). */
  eventCount: number;
}

const COLUMNS = [
  'id',
  'listing_id',
  'name',
  'url',
  'last_synced_at',
  'last_attempt_at',
  'last_error',
  'event_count',
];

/**
 * Rows per INSERT of an import: 5,000 events cut by taken nights can make over 10,000 blocks, and
 * Postgres takes at most 65,535 parameters a statement (six a block).
 */
const ROWS_PER_INSERT = 1000;

function chunks<T>(rows: readonly T[]): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    parts.push(rows.slice(start, start + ROWS_PER_INSERT));
  }
  return parts;
}

/** 24 random bytes, URL-safe: the feed's secret (unguessable; shown to the host only). */
const newToken = () => randomBytes(24).toString('base64url');

function createExternalCalendarsRepository(knex: Knex) {
  return {
    async listByListing(listingId: string, trx: Knex = knex): Promise<StoredCalendar[]> {
      const rows = (await trx('external_calendars')
        .select(COLUMNS)
        .where({ listing_id: listingId })
        .orderBy(['created_at', 'id'])) as CalendarRow[];
      return rows.map(toCalendar);
    },

    async find(listingId: string, calendarId: string, trx: Knex = knex): Promise<StoredCalendar | null> {
      const row = (await trx('external_calendars')
        .select(COLUMNS)
        .where({ id: calendarId, listing_id: listingId })
        .first()) as CalendarRow | undefined;
      return row ? toCalendar(row) : null;
    },

    async findByUrl(listingId: string, url: string, trx: Knex = knex): Promise<StoredCalendar | null> {
      const row = (await trx('external_calendars')
        .select(COLUMNS)
        .where({ listing_id: listingId, url })
        .first()) as CalendarRow | undefined;
      return row ? toCalendar(row) : null;
    },

    async create(
      listingId: string,
      input: { name: string; url: string },
      trx: Knex = knex,
    ): Promise<StoredCalendar> {
      const [row] = (await trx('external_calendars')
        .insert({ listing_id: listingId, name: input.name, url: input.url })
        .returning(COLUMNS)) as CalendarRow[];
      if (!row) throw new Error('insert into external_calendars returned no row');
      return toCalendar(row);
    },

    /** Its imported blocks and conflicts go with it (cascade), freeing their nights. */
    async delete(calendarId: string, trx: Knex = knex): Promise<void> {
      await trx('external_calendars').where({ id: calendarId }).delete();
    },

    /** Calendars not attempted since `attemptedBefore` (never attempted first), of listings not deleted. */
    async listDue(attemptedBefore: Date, limit: number, trx: Knex = knex): Promise<StoredCalendar[]> {
      const rows = (await trx('external_calendars as ec')
        .join('listings as l', 'l.id', 'ec.listing_id')
        .select(COLUMNS.map((c) => `ec.${c}`))
        .whereNull('l.deleted_at')
        .where((w) => w.whereNull('ec.last_attempt_at').orWhere('ec.last_attempt_at', '<', attemptedBefore))
        .orderByRaw('ec.last_attempt_at NULLS FIRST, ec.id')
        .limit(limit)) as CalendarRow[];
      return rows.map(toCalendar);
    },

    /** Ranges of this calendar's current conflicts (to tell the host of new ones only). */
    async conflictRanges(calendarId: string, trx: Knex = knex): Promise<DateRange[]> {
      const rows = (await trx('calendar_conflicts')
        .select('start_date', 'end_date')
        .where({ calendar_id: calendarId })) as { start_date: string; end_date: string }[];
      return rows.map((row) => ({ start: row.start_date, end: row.end_date }));
    },

    /**
     * Replaces the calendar's previous import with `plan` and records the success, in the caller's
     * transaction (the listing row locked, so no block or approval lands in between).
     */
    async replaceImport(calendar: StoredCalendar, plan: ImportPlan, at: Date, trx: Knex): Promise<void> {
      await trx('calendar_blocks').where({ calendar_id: calendar.id }).delete();
      await trx('calendar_conflicts').where({ calendar_id: calendar.id }).delete();
      for (const rows of chunks(plan.blocks)) {
        await trx('calendar_blocks').insert(
          rows.map((block) => ({
            listing_id: calendar.listingId,
            start_date: block.start,
            end_date: block.end,
            source: 'import',
            calendar_id: calendar.id,
            summary: block.summary,
          })),
        );
      }
      for (const rows of chunks(plan.conflicts)) {
        await trx('calendar_conflicts').insert(
          rows.map((conflict) => ({
            listing_id: calendar.listingId,
            calendar_id: calendar.id,
            start_date: conflict.startDate,
            end_date: conflict.endDate,
            summary: conflict.summary,
          })),
        );
      }
      await trx('external_calendars').where({ id: calendar.id }).update({
        last_synced_at: at,
        last_attempt_at: at,
        last_error: null,
        event_count: plan.eventCount,
      });
    },

    /** A failed attempt: the previous import and its `last_synced_at` stay. */
    async recordFailure(calendarId: string, error: string, at: Date, trx: Knex = knex): Promise<void> {
      await trx('external_calendars')
        .where({ id: calendarId })
        .update({ last_attempt_at: at, last_error: error.slice(0, 500) });
    },

    /** The listing's feed token, created on first use. */
    async exportToken(listingId: string, trx: Knex = knex): Promise<string> {
      await trx('listings')
        .where({ id: listingId })
        .whereNull('calendar_token')
        .update({ calendar_token: newToken() });
      const row = (await trx('listings').select('calendar_token').where({ id: listingId }).first()) as
        { calendar_token: string | null } | undefined;
      if (!row?.calendar_token) throw new Error(`exportToken: no listing ${listingId}`);
      return row.calendar_token;
    },

    /** A new token: the previous feed URL stops working. */
    async regenerateExportToken(listingId: string, trx: Knex = knex): Promise<string> {
      const token = newToken();
      await trx('listings').where({ id: listingId }).update({ calendar_token: token });
      return token;
    },

    /** The listing whose feed this is (not deleted), or null. */
    async listingByToken(token: string, trx: Knex = knex): Promise<{ id: string; title: string } | null> {
      const row = (await trx('listings')
        .select('id', 'title')
        .where({ calendar_token: token })
        .whereNull('deleted_at')
        .first()) as { id: string; title: string } | undefined;
      return row ?? null;
    },
  };
}

export type ExternalCalendarsRepository = ReturnType<typeof createExternalCalendarsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    externalCalendarsRepository: ExternalCalendarsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('externalCalendarsRepository', createExternalCalendarsRepository(app.knex));
  },
  { name: 'external-calendars-repository', dependencies: ['db'] },
);
