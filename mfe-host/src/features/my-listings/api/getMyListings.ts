import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';
import type { ListingSummary, Page } from '@shoreline/shared-domain/types';

/**
 * GET /api/host/listings: one page of the signed-in host's listings, newest first, active or not. The
 * first page's path is the one the page's route preloads (no query).
 */
export function getMyListings(api: ApiClient, cursor: string | null): Promise<Page<ListingSummary>> {
  return callApi(api, 'get', '/api/host/listings', cursor ? { query: { cursor } } : undefined);
}
