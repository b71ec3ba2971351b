import { Type } from 'typebox';
import { IsoDate, IsoDateTime, Uuid } from '../lib/schemas';
import { named } from './named';

// TypeBox mirror of shared-domain/src/hostCalendar.ts (same fields, same names); the contract with
// examples is routes/calendars/README.md.

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const CalendarStay = named(
  'CalendarStay',
  Type.Object({
    bookingId: Uuid,
    renterName: Nullable(Type.String()),
    startDate: IsoDate,
    endDate: IsoDate,
  }),
);

export const CalendarBlock = named(
  'CalendarBlock',
  Type.Object({
    id: Uuid,
    startDate: IsoDate,
    endDate: Type.String({ description: 'yyyy-MM-dd, the day after the last blocked night' }),
    note: Nullable(Type.String({ description: "The host's private note (never exported)" })),
    source: Type.Union([Type.Literal('host'), Type.Literal('import')]),
    calendarId: Nullable(Uuid),
    calendarName: Nullable(Type.String()),
  }),
);

/** What `POST /api/listings/:id/blocks` answers: the block, and the pending requests it declined. */
export const CreatedBlock = named(
  'CreatedBlock',
  Type.Object({
    ...CalendarBlock.properties,
    declinedRequests: Type.Array(CalendarStay, {
      description: 'The pending requests these nights declined (their renters were notified), in date order',
    }),
  }),
  'The blocked nights, and the pending requests they declined',
);

export const CalendarConflict = named(
  'CalendarConflict',
  Type.Object({
    id: Uuid,
    startDate: IsoDate,
    endDate: IsoDate,
    calendarId: Uuid,
    calendarName: Type.String(),
    summary: Nullable(Type.String()),
  }),
);

export const HostCalendar = named(
  'Calendar',
  Type.Object({
    listing: Type.Object({
      id: Uuid,
      title: Type.String(),
      availableFrom: IsoDate,
      availableTo: IsoDate,
      isActive: Type.Boolean(),
    }),
    stays: Type.Array(CalendarStay, { description: 'Approved bookings' }),
    requests: Type.Array(CalendarStay, { description: 'Pending requests not yet expired' }),
    blocks: Type.Array(CalendarBlock),
    conflicts: Type.Array(CalendarConflict, {
      description: 'Imported events overlapping an approved stay: shown, taking no nights',
    }),
  }),
  "A listing's calendar for its host: stays, requests, blocked nights and conflicts",
);

export const ExternalCalendar = named(
  'ExternalCalendar',
  Type.Object({
    id: Uuid,
    name: Type.String(),
    url: Type.String(),
    lastSyncedAt: Nullable(IsoDateTime),
    lastAttemptAt: Nullable(IsoDateTime),
    lastError: Nullable(Type.String()),
    eventCount: Type.Integer(),
  }),
  'An external calendar a listing imports, with the state of its last sync',
);

export const ExportUrl = named(
  'CalendarExportUrl',
  Type.Object({
    exportUrl: Type.String({ description: 'The secret feed, /api/calendars/<token>.ics (absolute)' }),
  }),
  'The new secret export feed (the previous one stops working)',
);

export const CalendarSync = named(
  'CalendarSync',
  Type.Object({
    exportUrl: Type.String(),
    calendars: Type.Array(ExternalCalendar),
  }),
  "The listing's secret export feed and the external calendars it imports",
);

export const BlockParams = Type.Object({ id: Uuid, blockId: Uuid });
export const CalendarParams = Type.Object({ id: Uuid, calendarId: Uuid });
