import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';
import type { ProfileDetails } from '@shoreline/shared-domain/types';

/** GET /api/me/profile: what the profile form edits that the session does not carry ("About you"). */
export function getProfileDetails(api: ApiClient): Promise<ProfileDetails> {
  return callApi(api, 'get', '/api/me/profile');
}
