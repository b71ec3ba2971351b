import type { ApiClient } from '@shoreline/shared-ui/contract';
import type { Destination } from '@shoreline/shared-domain/types';

/** POST /api/admin/destinations: added last (order = current count). `image` is an uploaded URL. */
export function addDestination(api: ApiClient, input: { name: string; image: string }): Promise<Destination> {
  return api.request<Destination>('POST', '/api/admin/destinations', input);
}
