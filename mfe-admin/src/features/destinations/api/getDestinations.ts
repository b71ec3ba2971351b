import type { ApiClient } from '@shoreline/shared-ui/contract';
import type { Destination } from '@shoreline/shared-domain/types';

/** GET /api/destinations: every destination, by `order` (the home page's list). */
export function getDestinations(api: ApiClient): Promise<Destination[]> {
  return api.request<Destination[]>('GET', '/api/destinations');
}
