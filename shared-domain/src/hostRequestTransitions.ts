// The host request state machine (SPEC 4): `pending` becomes `approved` or `rejected` by an admin;
// approval adds the host role. Also decides which Become-a-Host screen a user sees (SPEC 2.11).
import { decidedMeanwhileNotice, MESSAGES } from './messages';
import { fail, succeed, type Result } from './result';
import type { HostRequestStatus, Role } from './types';

export type HostRequestAction = 'approve' | 'reject';

export const HOST_REQUEST_TRANSITIONS: Readonly<
  Record<HostRequestAction, { from: HostRequestStatus; to: HostRequestStatus; actor: 'admin' }>
> = Object.freeze({
  approve: { from: 'pending', to: 'approved', actor: 'admin' },
  reject: { from: 'pending', to: 'rejected', actor: 'admin' },
});

export function isHostRequestAction(value: unknown): value is HostRequestAction {
  return typeof value === 'string' && Object.hasOwn(HOST_REQUEST_TRANSITIONS, value);
}

/**
 * The status after `action`, or a `conflict` failure when the request was already reviewed, saying how
 * (issue 22: the admin who came second reads "This host request has already been approved.").
 */
export function nextHostRequestStatus(
  current: HostRequestStatus,
  action: HostRequestAction,
): Result<HostRequestStatus> {
  const transition = HOST_REQUEST_TRANSITIONS[action];
  if (current !== transition.from) {
    const message = decidedMeanwhileNotice('host request', current) ?? MESSAGES.hostRequestNotPending;
    return fail(message, 'status', 'conflict');
  }
  return succeed(transition.to);
}

/** True when these roles may review host requests. */
export function canReviewHostRequests(roles: readonly Role[]): boolean {
  return roles.includes('admin');
}

/** The user's roles once a host request is approved: host added once, order kept. */
export function rolesAfterHostApproval(roles: readonly Role[]): Role[] {
  return roles.includes('host') ? [...roles] : [...roles, 'host'];
}

/** Which Become-a-Host screen a signed-in user gets. */
export type HostRequestEligibility = 'already-host' | 'request-pending' | 'can-request';

export function hostRequestEligibility(
  roles: readonly Role[],
  hasPendingRequest: boolean,
): HostRequestEligibility {
  if (roles.includes('host')) return 'already-host';
  if (hasPendingRequest) return 'request-pending';
  return 'can-request';
}

/** The API's check before storing a new request: refused for hosts and duplicate pending requests. */
export function checkCanRequestHost(roles: readonly Role[], hasPendingRequest: boolean): Result<true> {
  const eligibility = hostRequestEligibility(roles, hasPendingRequest);
  if (eligibility === 'already-host') return fail(MESSAGES.alreadyHostRequest, undefined, 'conflict');
  if (eligibility === 'request-pending')
    return fail(MESSAGES.hostRequestAlreadyPending, undefined, 'conflict');
  return succeed(true);
}
