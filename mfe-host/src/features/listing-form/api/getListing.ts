import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';
import type { Listing } from '@shoreline/shared-domain/types';

/** GET /api/listings/:id: the listing to edit (an inactive one is visible to its host only). */
export function getListing(api: ApiClient, id: string): Promise<Listing> {
  return callApi(api, 'get', '/api/listings/{id}', { params: { id } });
}
