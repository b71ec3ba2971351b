import type { SessionState } from '@shoreline/shared-ui/contract';
import type { RouteAccess } from '@shoreline/shared-ui/routes';

/**
 * The route guard of SPEC section 2: `render`; `wait` while the session is still loading (a reload on
 * /bookings must not bounce a signed-in user to /signin); `signin` for signed-out visitors (the
 * origin is remembered by the caller); `home` for a signed-in user lacking the role.
 */
export type AccessDecision = 'render' | 'wait' | 'signin' | 'home';

export function decideAccess(
  access: RouteAccess,
  session: Pick<SessionState, 'status' | 'user'>,
): AccessDecision {
  if (access === 'public') return 'render';
  if (session.status === 'loading') return 'wait';
  if (!session.user) return 'signin';
  if (access === 'signed-in') return 'render';
  return session.user.roles.includes(access) ? 'render' : 'home';
}
