import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import type { StoredCalendar } from '../../plugins/app/repositories/external-calendars';
import type { ImportedEvent } from './imported-event';
import { planImport } from './plan-import';

/**
 * Replaces the calendar's previous import with `events`, in the caller's transaction with the listing
 * row locked (as approvals and blocks lock it); the host hears of each new conflict in it. False when
 * the calendar or its listing was removed meanwhile (nothing imported).
 */
export async function importEvents(
  app: FastifyInstance,
  calendar: StoredCalendar,
  events: ImportedEvent[],
  now: Date,
  today: string,
  trx: Knex,
): Promise<boolean> {
  const repository = app.externalCalendarsRepository;
  const owner = await app.listingsRepository.findOwnerForUpdate(calendar.listingId, trx);
  if (!owner || owner.deleted || !(await repository.find(calendar.listingId, calendar.id, trx))) return false;
  const taken = await app.calendarBlocksRepository.takenExceptCalendar(
    calendar.listingId,
    calendar.id,
    today,
    trx,
  );
  const plan = planImport(events, taken, today);
  const known = await repository.conflictRanges(calendar.id, trx);
  await repository.replaceImport(calendar, plan, now, trx);
  const fresh = plan.conflicts.filter(
    (conflict) => !known.some((k) => k.start === conflict.startDate && k.end === conflict.endDate),
  );
  if (fresh.length === 0) return true;
  const listing = await app.listingsRepository.findById(calendar.listingId, trx);
  for (const conflict of fresh) {
    await app.notify.calendarConflict(trx, owner.hostId, {
      listingId: calendar.listingId,
      listingTitle: listing?.title ?? '',
      startDate: conflict.startDate,
      endDate: conflict.endDate,
      calendarName: calendar.name,
    });
  }
  return true;
}
