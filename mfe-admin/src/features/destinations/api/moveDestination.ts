import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';
import type { Destination, Page } from '@shoreline/shared-domain/types';

/** POST /api/admin/destinations/:id/move: one place up or down; answers the first page of the new order. */
export function moveDestination(
  api: ApiClient,
  id: string,
  direction: 'up' | 'down',
): Promise<Page<Destination>> {
  return callApi(api, 'post', '/api/admin/destinations/{id}/move', { params: { id }, body: { direction } });
}
