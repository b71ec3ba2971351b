import type { ApiClient } from '@shoreline/shared-ui/contract';
import { apiPaths } from '@shoreline/shared-ui/api/apiPaths';
import type { Destination } from '@shoreline/shared-domain/types';

/** GET /api/destinations: the admin-managed popular destinations, in their order. */
export function getDestinations(api: ApiClient): Promise<Destination[]> {
  return api.request<Destination[]>('GET', apiPaths.destinations());
}
