import { apiPaths } from '@shoreline/shared-ui/api/apiPaths';
import type { ApiClient } from '@shoreline/shared-ui/contract';
import type { ListingSummary } from '@shoreline/shared-domain/types';

/** GET /api/host/listings: every listing of the signed-in host, newest first, active or not. */
export function getMyListings(api: ApiClient): Promise<ListingSummary[]> {
  return api.request<ListingSummary[]>('GET', apiPaths.hostListings());
}
