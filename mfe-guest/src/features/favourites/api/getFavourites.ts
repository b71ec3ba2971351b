import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';
import type { FavouriteListing, Page } from '@shoreline/shared-domain/types';

export interface FavouritesQuery {
  /** Both or neither: each item then says whether it is free for [checkin, checkout). */
  stay: { checkin: string; checkout: string } | null;
  cursor: string | null;
}

/**
 * GET /api/me/favourites: one page of the signed-in person's saved listings, newest saved first.
 * The first page without dates is the plain path the route table preloads.
 */
export function getFavourites(
  api: ApiClient,
  { stay, cursor }: FavouritesQuery,
): Promise<Page<FavouriteListing>> {
  const query = { ...(stay ?? {}), ...(cursor ? { cursor } : {}) };
  return callApi(api, 'get', '/api/me/favourites', Object.keys(query).length > 0 ? { query } : undefined);
}
