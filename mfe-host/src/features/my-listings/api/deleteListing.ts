import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';

/** DELETE /api/listings/:id: takes the host's listing out of the marketplace (PRODUCT 20, soft delete). */
export function deleteListing(api: ApiClient, id: string): Promise<void> {
  return callApi(api, 'delete', '/api/listings/{id}', { params: { id } });
}
