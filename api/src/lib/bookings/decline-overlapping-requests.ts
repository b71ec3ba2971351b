import type { DateRange } from '@shoreline/shared-domain/types';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';

/**
 * Nights of a listing were just taken (an approved stay, or the host's block): every pending request
 * that wants one of them is declined with that cause, and its renter is told in the same transaction
 * (PRODUCT.md 19, 25; issue 22). The one place both the approval and the block do it. Call it with the
 * listing row locked (`findOwnerForUpdate`), so no request it should see is created meanwhile.
 * Returns the declined requests' ids, in date order.
 */
export async function declineOverlappingRequests(
  app: FastifyInstance,
  trx: Knex,
  taken: {
    listingId: string;
    range: DateRange;
    cause: 'dates-taken' | 'dates-blocked';
    /** The request being approved, which keeps its nights. */
    exceptId?: string;
  },
): Promise<string[]> {
  const declined = await app.bookingsRepository.rejectPendingOverlapping(
    taken.listingId,
    taken.range,
    taken.cause,
    taken.exceptId ?? null,
    trx,
  );
  await app.notify.booking(trx, 'declined-dates-taken', declined);
  return declined;
}
