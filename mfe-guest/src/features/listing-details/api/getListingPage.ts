import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';
import type { ListingPage } from '@shoreline/shared-domain/types';

/** GET /api/listings/:id/page: listing, availability from today on and the first reviews, at once. */
export function getListingPage(api: ApiClient, id: string): Promise<ListingPage> {
  return callApi(api, 'get', '/api/listings/{id}/page', { params: { id } });
}
