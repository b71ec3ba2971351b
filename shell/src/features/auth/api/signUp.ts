import type { User } from '@shoreline/shared-domain/types';
import type { ApiClient } from '@shoreline/shared-ui/contract';

export interface SignUpRequest {
  name: string;
  email: string;
  password: string;
}

/** POST /api/auth/signup: creates a renter and signs them in; 409 when the email is in use. */
export async function signUp(api: ApiClient, request: SignUpRequest): Promise<User> {
  const answer = await api.request<{ user: User }>('POST', '/api/auth/signup', request);
  return answer.user;
}
