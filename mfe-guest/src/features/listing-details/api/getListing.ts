import type { ApiClient } from '@shoreline/shared-ui/contract';
import { apiPaths } from '@shoreline/shared-ui/api/apiPaths';
import type { Listing } from '@shoreline/shared-domain/types';

/** GET /api/listings/:id: the listing with its photos, rating and host name. */
export function getListing(api: ApiClient, id: string): Promise<Listing> {
  return api.request<Listing>('GET', apiPaths.listing(id));
}
