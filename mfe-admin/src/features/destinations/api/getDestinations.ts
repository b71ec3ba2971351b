import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';
import type { Destination } from '@shoreline/shared-domain/types';

/** GET /api/destinations: every destination, by `order` (the home page's list). */
export function getDestinations(api: ApiClient): Promise<Destination[]> {
  return callApi(api, 'get', '/api/destinations');
}
