import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';
import type { HostRequestCreated } from '@shoreline/shared-ui/api/apiTypes';

/** Signed in: only the reason. Signed out: the account to create together with the request. */
export type HostRequestInput =
  { reason: string } | { reason: string; name: string; email: string; password: string };

/** POST /api/host-requests: the signed-out variant creates the account and signs it in. */
export function createHostRequest(api: ApiClient, input: HostRequestInput): Promise<HostRequestCreated> {
  return callApi(api, 'post', '/api/host-requests', { body: input });
}
