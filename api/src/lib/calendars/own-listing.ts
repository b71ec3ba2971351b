import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { notFound } from '../http-errors';
import type { StoredListing } from '../../plugins/app/repositories/listings';

/**
 * The caller's own listing, not deleted: anyone else's is a 404 (a listing's calendar does not even
 * exist for other hosts). With `trx`, the listing row is locked first, so blocks, imports and
 * approvals of one listing take turns.
 */
export async function ownListing(
  app: FastifyInstance,
  listingId: string,
  userId: string,
  trx?: Knex,
): Promise<StoredListing> {
  if (trx) await app.listingsRepository.findOwnerForUpdate(listingId, trx);
  const listing = await app.listingsRepository.findById(listingId, trx);
  if (!listing || listing.deleted || listing.hostId !== userId) throw notFound(MESSAGES.listingNotFound);
  return listing;
}
