import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';
import type { Destination, Page } from '@shoreline/shared-domain/types';

/** GET /api/destinations: one page of the destinations, by `order` (the home page's list; 50 a page). */
export function getDestinations(api: ApiClient, cursor: string | null): Promise<Page<Destination>> {
  return callApi(api, 'get', '/api/destinations', cursor ? { query: { cursor } } : undefined);
}
