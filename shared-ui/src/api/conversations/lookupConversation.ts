import type { ApiClient } from '../../contract';
import { callApi } from '../callApi';

/**
 * GET /api/conversations/lookup: the id of the conversation between a renter and a listing's host
 * about that listing, or null when there is none. Without `renterId` the viewer is the renter ("Open
 * conversation" on a listing page); with it, the viewer must be the listing's host ("Message the
 * renter" on a booking), else there is none either.
 */
export async function lookupConversation(
  api: ApiClient,
  { listingId, renterId }: { listingId: string; renterId?: string },
): Promise<string | null> {
  const found = await callApi(api, 'get', '/api/conversations/lookup', {
    query: { listingId, ...(renterId ? { renterId } : {}) },
  });
  return found.id;
}
