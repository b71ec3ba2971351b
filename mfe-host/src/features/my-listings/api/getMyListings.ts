import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';
import type { ListingSummary } from '@shoreline/shared-domain/types';

/** GET /api/host/listings: every listing of the signed-in host, newest first, active or not. */
export function getMyListings(api: ApiClient): Promise<ListingSummary[]> {
  return callApi(api, 'get', '/api/host/listings');
}
