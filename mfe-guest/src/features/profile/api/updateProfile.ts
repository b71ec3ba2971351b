import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';
import type { User } from '@shoreline/shared-domain/types';

/** PATCH /api/me: the user changes their display name. */
export function updateProfile(api: ApiClient, change: { name: string }): Promise<User> {
  return callApi(api, 'patch', '/api/me', { body: change });
}
