import type { User } from '@shoreline/shared-domain/types';
import type { ApiClient } from '../contract';

/** GET /api/me: the signed-in user; rejects with status 401 when nobody is signed in. */
export function getCurrentUser(api: ApiClient): Promise<User> {
  return api.request<User>('GET', '/api/me');
}
