import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';
import type { Destination } from '@shoreline/shared-domain/types';

/** GET /api/destinations: the admin-managed popular destinations, in their order. */
export function getDestinations(api: ApiClient): Promise<Destination[]> {
  return callApi(api, 'get', '/api/destinations');
}
