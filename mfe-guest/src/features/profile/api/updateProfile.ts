import type { ApiClient } from '@shoreline/shared-ui/contract';
import type { User } from '@shoreline/shared-domain/types';

/** PATCH /api/me: the user changes their display name. */
export function updateProfile(api: ApiClient, change: { name: string }): Promise<User> {
  return api.request<User>('PATCH', '/api/me', change);
}
