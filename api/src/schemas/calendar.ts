import { Type } from 'typebox';
import { IsoDate, IsoDateTime, Uuid } from '../lib/schemas';

// TypeBox mirror of shared-domain/src/hostCalendar.ts (same fields, same names); the contract with
// examples is routes/calendars/README.md.

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const CalendarStay = Type.Object({
  bookingId: Uuid,
  renterName: Nullable(Type.String()),
  startDate: IsoDate,
  endDate: IsoDate,
});

export const CalendarBlock = Type.Object({
  id: Uuid,
  startDate: IsoDate,
  endDate: Type.String({ description: 'yyyy-MM-dd, the day after the last blocked night' }),
  note: Nullable(Type.String({ description: "The host's private note (never exported)" })),
  source: Type.Union([Type.Literal('host'), Type.Literal('import')]),
  calendarId: Nullable(Uuid),
  calendarName: Nullable(Type.String()),
});

/** What `POST /api/listings/:id/blocks` answers: the block, and the pending requests it declined. */
export const CreatedBlock = Type.Object({
  ...CalendarBlock.properties,
  declinedRequests: Type.Array(CalendarStay, {
    description: 'The pending requests these nights declined (their renters were notified), in date order',
  }),
});

export const CalendarConflict = Type.Object({
  id: Uuid,
  startDate: IsoDate,
  endDate: IsoDate,
  calendarId: Uuid,
  calendarName: Type.String(),
  summary: Nullable(Type.String()),
});

export const HostCalendar = Type.Object({
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
});

export const ExternalCalendar = Type.Object({
  id: Uuid,
  name: Type.String(),
  url: Type.String(),
  lastSyncedAt: Nullable(IsoDateTime),
  lastAttemptAt: Nullable(IsoDateTime),
  lastError: Nullable(Type.String()),
  eventCount: Type.Integer(),
});

export const ExportUrl = Type.Object({
  exportUrl: Type.String({ description: 'The secret feed, /api/calendars/<token>.ics (absolute)' }),
});

export const CalendarSync = Type.Object({
  exportUrl: Type.String(),
  calendars: Type.Array(ExternalCalendar),
});

export const BlockParams = Type.Object({ id: Uuid, blockId: Uuid });
export const CalendarParams = Type.Object({ id: Uuid, calendarId: Uuid });
