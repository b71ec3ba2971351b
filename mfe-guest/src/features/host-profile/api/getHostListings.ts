import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';
import type { ListingSummary, Page } from '@shoreline/shared-domain/types';

/** GET /api/hosts/:id/listings: a page of the host's active listings, newest first ("Show more"). */
export function getHostListings(
  api: ApiClient,
  id: string,
  cursor: string | null,
): Promise<Page<ListingSummary>> {
  return callApi(api, 'get', '/api/hosts/{id}/listings', {
    params: { id },
    query: { cursor: cursor ?? undefined },
  });
}
