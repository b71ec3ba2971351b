import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';
import type { Listing } from '@shoreline/shared-domain/types';

/** GET /api/listings/:id: the listing with its photos, rating and host name. */
export function getListing(api: ApiClient, id: string): Promise<Listing> {
  return callApi(api, 'get', '/api/listings/{id}', { params: { id } });
}
