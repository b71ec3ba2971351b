import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';
import type { Destination } from '@shoreline/shared-domain/types';

/** POST /api/admin/destinations: added last (order = current count). `image` is an uploaded URL. */
export function addDestination(api: ApiClient, input: { name: string; image: string }): Promise<Destination> {
  return callApi(api, 'post', '/api/admin/destinations', { body: input });
}
