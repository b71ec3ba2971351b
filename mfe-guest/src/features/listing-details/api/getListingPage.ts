import type { ApiClient } from '@shoreline/shared-ui/contract';
import { apiPaths } from '@shoreline/shared-ui/api/apiPaths';
import type { ListingPage } from '@shoreline/shared-domain/types';

/** GET /api/listings/:id/page: listing, availability from today on and the first reviews, at once. */
export function getListingPage(api: ApiClient, id: string): Promise<ListingPage> {
  return api.request<ListingPage>('GET', apiPaths.listingPage(id));
}
