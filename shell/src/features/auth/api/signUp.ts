import type { User } from '@shoreline/shared-domain/types';
import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';

export interface SignUpRequest {
  name: string;
  email: string;
  password: string;
}

/** POST /api/auth/signup: creates a renter and signs them in; 409 when the email is in use. */
export async function signUp(api: ApiClient, request: SignUpRequest): Promise<User> {
  const answer = await callApi(api, 'post', '/api/auth/signup', { body: request });
  return answer.user;
}
