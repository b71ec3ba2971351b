import type { ApiClient } from '@shoreline/shared-ui/contract';
import type { Destination } from '@shoreline/shared-domain/types';

/** GET /api/destinations: the admin-managed popular destinations, in their order. */
export function getDestinations(api: ApiClient): Promise<Destination[]> {
  return api.request<Destination[]>('GET', '/api/destinations');
}
