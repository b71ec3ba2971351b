import type { CalendarBlock, CalendarConflict, CalendarStay } from '@shoreline/shared-domain/hostCalendar';
import type { DateRange, IsoDate, TakenNights } from '@shoreline/shared-domain/types';
import fp from 'fastify-plugin';
import type { Knex } from 'knex';
import { EXPIRED_AT, expiryBindings } from './bookings';

interface BlockRow {
  id: string;
  start_date: string;
  end_date: string;
  note: string | null;
  source: 'host' | 'import';
  calendar_id: string | null;
  calendar_name: string | null;
}

interface StayRow {
  id: string;
  renter_name: string | null;
  start_date: string;
  end_date: string;
}

const toBlock = (row: BlockRow): CalendarBlock => ({
  id: row.id,
  startDate: row.start_date,
  endDate: row.end_date,
  note: row.note,
  source: row.source,
  calendarId: row.calendar_id,
  calendarName: row.calendar_name,
});

const toStay = (row: StayRow): CalendarStay => ({
  bookingId: row.id,
  renterName: row.renter_name,
  startDate: row.start_date,
  endDate: row.end_date,
});

/** An event of the export feed: a stay or a block, never who or why. */
export interface FeedEvent {
  id: string;
  kind: 'stay' | 'block';
  startDate: IsoDate;
  endDate: IsoDate;
  /** When it last changed (the event's DTSTAMP, so the feed and its ETag change only with it). */
  stamp: Date;
}

/** What already takes some of a range's nights: an approved stay, a block, or both. */
export interface TakenBy {
  stay: boolean;
  block: boolean;
}

function blocksQuery(trx: Knex) {
  return trx('calendar_blocks as cb')
    .leftJoin('external_calendars as ec', 'ec.id', 'cb.calendar_id')
    .select(
      'cb.id',
      'cb.start_date',
      'cb.end_date',
      'cb.note',
      'cb.source',
      'cb.calendar_id',
      'ec.name as calendar_name',
    );
}

function createCalendarBlocksRepository(knex: Knex, clock: () => Date) {
  return {
    /** Approved stays and pending, not yet expired, requests of a listing (the host's calendar). */
    async staysAndRequests(
      listingId: string,
      trx: Knex = knex,
    ): Promise<{ stays: CalendarStay[]; requests: CalendarStay[] }> {
      const base = () =>
        trx('bookings as b')
          .leftJoin('users as u', 'u.id', 'b.renter_id')
          .select('b.id', 'u.name as renter_name', 'b.start_date', 'b.end_date')
          .where('b.listing_id', listingId)
          .orderBy('b.start_date');
      const stays = (await base().where('b.status', 'approved')) as StayRow[];
      const requests = (await base()
        .where('b.status', 'pending')
        .whereNot(trx.raw(EXPIRED_AT, expiryBindings(clock())))) as StayRow[];
      return { stays: stays.map(toStay), requests: requests.map(toStay) };
    },

    /** These bookings as the calendar shows requests (renter and nights), in date order. */
    async requestsByIds(bookingIds: readonly string[], trx: Knex = knex): Promise<CalendarStay[]> {
      if (bookingIds.length === 0) return [];
      const rows = (await trx('bookings as b')
        .leftJoin('users as u', 'u.id', 'b.renter_id')
        .select('b.id', 'u.name as renter_name', 'b.start_date', 'b.end_date')
        .whereIn('b.id', bookingIds)
        .orderBy(['b.start_date', 'b.id'])) as StayRow[];
      return rows.map(toStay);
    },

    async listBlocks(listingId: string, trx: Knex = knex): Promise<CalendarBlock[]> {
      const rows = (await blocksQuery(trx)
        .where('cb.listing_id', listingId)
        .orderBy(['cb.start_date', 'cb.id'])) as BlockRow[];
      return rows.map(toBlock);
    },

    async listConflicts(listingId: string, trx: Knex = knex): Promise<CalendarConflict[]> {
      const rows = (await trx('calendar_conflicts as cc')
        .join('external_calendars as ec', 'ec.id', 'cc.calendar_id')
        .select('cc.id', 'cc.start_date', 'cc.end_date', 'cc.calendar_id', 'ec.name', 'cc.summary')
        .where('cc.listing_id', listingId)
        .orderBy(['cc.start_date', 'cc.id'])) as {
        id: string;
        start_date: string;
        end_date: string;
        calendar_id: string;
        name: string;
        summary: string | null;
      }[];
      return rows.map((row) => ({
        id: row.id,
        startDate: row.start_date,
        endDate: row.end_date,
        calendarId: row.calendar_id,
        calendarName: row.name,
        summary: row.summary,
      }));
    },

    async findBlock(listingId: string, blockId: string, trx: Knex = knex): Promise<CalendarBlock | null> {
      const row = (await blocksQuery(trx).where({ 'cb.id': blockId, 'cb.listing_id': listingId }).first()) as
        BlockRow | undefined;
      return row ? toBlock(row) : null;
    },

    /** Whether stays or blocks already take some of these nights (one GiST probe). */
    async takenBy(listingId: string, range: DateRange, trx: Knex = knex): Promise<TakenBy> {
      const rows = (await trx('taken_ranges')
        .select('booking_id', 'block_id')
        .where('listing_id', listingId)
        .whereRaw('during && daterange(?::date, ?::date)', [range.start, range.end])) as {
        booking_id: string | null;
        block_id: string | null;
      }[];
      return { stay: rows.some((r) => r.booking_id !== null), block: rows.some((r) => r.block_id !== null) };
    },

    /**
     * The nights of `range` that stays or blocks already take, each stretch with what takes it (the
     * part inside `range` only), in date order.
     */
    async takenNightsIn(listingId: string, range: DateRange, trx: Knex = knex): Promise<TakenNights[]> {
      const rows = (await trx('taken_ranges')
        .select(
          trx.raw(
            'lower(during * daterange(?::date, ?::date))::text AS start, ' +
              'upper(during * daterange(?::date, ?::date))::text AS "end", booking_id',
            [range.start, range.end, range.start, range.end],
          ),
        )
        .where('listing_id', listingId)
        .whereRaw('during && daterange(?::date, ?::date)', [range.start, range.end])
        .orderByRaw('lower(during)')) as { start: string; end: string; booking_id: string | null }[];
      return rows.map((row) => ({
        startDate: row.start,
        endDate: row.end,
        takenBy: row.booking_id === null ? 'block' : 'stay',
      }));
    },

    /** A host's block; its nights are taken by the insert's trigger (23P01 when they already were). */
    async createHostBlock(
      listingId: string,
      block: { startDate: IsoDate; endDate: IsoDate; note: string | null },
      trx: Knex = knex,
    ): Promise<CalendarBlock> {
      const [row] = (await trx('calendar_blocks')
        .insert({
          listing_id: listingId,
          start_date: block.startDate,
          end_date: block.endDate,
          note: block.note,
          source: 'host',
        })
        .returning('id')) as { id: string }[];
      const created = row ? await this.findBlock(listingId, row.id, trx) : null;
      if (!created) throw new Error('insert into calendar_blocks returned no row');
      return created;
    },

    /** Deletes a block; its nights are freed by cascade. */
    async deleteBlock(blockId: string, trx: Knex = knex): Promise<void> {
      await trx('calendar_blocks').where({ id: blockId }).delete();
    },

    /**
     * The listing's taken nights ending after `fromDate`, apart from one calendar's own import (which
     * its sync replaces): approved stays and every other block.
     */
    async takenExceptCalendar(
      listingId: string,
      calendarId: string,
      fromDate: IsoDate,
      trx: Knex = knex,
    ): Promise<{ stays: DateRange[]; blocks: DateRange[] }> {
      const rows = (await trx('taken_ranges as tr')
        .leftJoin('calendar_blocks as cb', 'cb.id', 'tr.block_id')
        .select(trx.raw('lower(tr.during)::text AS start, upper(tr.during)::text AS "end", tr.booking_id'))
        .where('tr.listing_id', listingId)
        .whereRaw('upper(tr.during) > ?::date', [fromDate])
        .whereRaw('cb.calendar_id IS DISTINCT FROM ?::uuid', [calendarId])) as {
        start: string;
        end: string;
        booking_id: string | null;
      }[];
      const range = (row: { start: string; end: string }) => ({ start: row.start, end: row.end });
      return {
        stays: rows.filter((row) => row.booking_id !== null).map(range),
        blocks: rows.filter((row) => row.booking_id === null).map(range),
      };
    },

    /** Approved stays and blocks of a listing, for its export feed. */
    async feedEvents(listingId: string, trx: Knex = knex): Promise<FeedEvent[]> {
      const rows = (await trx.raw(
        `SELECT b.id, 'stay' AS kind, b.start_date, b.end_date, b.updated_at AS stamp
           FROM bookings b WHERE b.listing_id = ? AND b.status = 'approved'
         UNION ALL
         SELECT cb.id, 'block' AS kind, cb.start_date, cb.end_date, cb.created_at AS stamp
           FROM calendar_blocks cb WHERE cb.listing_id = ?
         ORDER BY start_date, id`,
        [listingId, listingId],
      )) as {
        rows: { id: string; kind: 'stay' | 'block'; start_date: string; end_date: string; stamp: Date }[];
      };
      return rows.rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        startDate: row.start_date,
        endDate: row.end_date,
        stamp: row.stamp,
      }));
    },
  };
}

export type CalendarBlocksRepository = ReturnType<typeof createCalendarBlocksRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    calendarBlocksRepository: CalendarBlocksRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'calendarBlocksRepository',
      createCalendarBlocksRepository(app.knex, () => app.now()),
    );
  },
  { name: 'calendar-blocks-repository', dependencies: ['db'] },
);
