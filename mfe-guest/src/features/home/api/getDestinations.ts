import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';
import type { Destination, Page } from '@shoreline/shared-domain/types';

/**
 * GET /api/destinations: the admin-managed popular destinations, in their order; the first page (the
 * path the shell's server renders the home page with) is all the home page shows.
 */
export function getDestinations(api: ApiClient): Promise<Page<Destination>> {
  return callApi(api, 'get', '/api/destinations');
}
