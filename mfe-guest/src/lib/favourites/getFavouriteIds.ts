import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';

/** GET /api/me/favourite-ids: every listing the signed-in person saved (one request marks every card). */
export async function getFavouriteIds(api: ApiClient): Promise<string[]> {
  return (await callApi(api, 'get', '/api/me/favourite-ids')).ids;
}
