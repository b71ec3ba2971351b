import type { ApiClient } from '@shoreline/shared-ui/contract';

/** POST /api/auth/signout-everywhere: every session of the user ends, this one included. */
export function signOutEverywhere(api: ApiClient): Promise<void> {
  return api.request<void>('POST', '/api/auth/signout-everywhere');
}
