import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';
import type { User } from '@shoreline/shared-domain/types';
import type { ProfileChange } from '@shoreline/shared-domain/validation/validateProfile';

/** PATCH /api/me: the user changes their display name and, when given, "About you". */
export function updateProfile(api: ApiClient, change: ProfileChange): Promise<User> {
  return callApi(api, 'patch', '/api/me', { body: change });
}
