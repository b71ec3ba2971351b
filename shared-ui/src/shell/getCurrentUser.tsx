import type { User } from '@shoreline/shared-domain/types';
import type { ApiClient } from '../contract';
import { callApi } from '../api/callApi';

/**
 * GET /api/session: the signed-in user, or null for a visitor. Not `GET /api/me`, whose 401 for a
 * visitor showed as a failed request in the console of every public page.
 */
export async function getCurrentUser(api: ApiClient): Promise<User | null> {
  const { user } = await callApi(api, 'get', '/api/session');
  return user;
}
