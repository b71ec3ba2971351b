import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';

/** POST /api/auth/signout-everywhere: every session of the user ends, this one included. */
export function signOutEverywhere(api: ApiClient): Promise<void> {
  return callApi(api, 'post', '/api/auth/signout-everywhere');
}
