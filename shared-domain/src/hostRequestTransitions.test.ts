import {
  canReviewHostRequests,
  checkCanRequestHost,
  hostRequestEligibility,
  isHostRequestAction,
  nextHostRequestStatus,
  rolesAfterHostApproval,
} from './hostRequestTransitions';
import { MESSAGES } from './messages';

describe('nextHostRequestStatus', () => {
  it('moves pending to approved or rejected', () => {
    expect(nextHostRequestStatus('pending', 'approve')).toEqual({ ok: true, value: 'approved' });
    expect(nextHostRequestStatus('pending', 'reject')).toEqual({ ok: true, value: 'rejected' });
  });

  it('refuses to review a request twice, saying how it was decided', () => {
    for (const status of ['approved', 'rejected'] as const) {
      for (const action of ['approve', 'reject'] as const) {
        expect(nextHostRequestStatus(status, action)).toEqual({
          ok: false,
          message: `This host request has already been ${status}.`,
          field: 'status',
          code: 'conflict',
        });
      }
    }
  });

  it('recognises action names', () => {
    expect(isHostRequestAction('approve')).toBe(true);
    expect(isHostRequestAction('cancel')).toBe(false);
  });
});

describe('roles', () => {
  it('adds the host role once on approval, keeping the others', () => {
    expect(rolesAfterHostApproval(['renter'])).toEqual(['renter', 'host']);
    expect(rolesAfterHostApproval(['renter', 'host'])).toEqual(['renter', 'host']);
    expect(rolesAfterHostApproval(['renter', 'admin'])).toEqual(['renter', 'admin', 'host']);
  });

  it('lets only admins review requests', () => {
    expect(canReviewHostRequests(['renter', 'admin'])).toBe(true);
    expect(canReviewHostRequests(['renter', 'host'])).toBe(false);
  });
});

describe('become-a-host eligibility', () => {
  it('shows the right screen', () => {
    expect(hostRequestEligibility(['renter', 'host'], false)).toBe('already-host');
    expect(hostRequestEligibility(['renter'], true)).toBe('request-pending');
    expect(hostRequestEligibility(['renter'], false)).toBe('can-request');
  });

  it('refuses a duplicate pending request with the SPEC message', () => {
    expect(checkCanRequestHost(['renter'], true)).toEqual({
      ok: false,
      message: 'You already have a pending host request',
      code: 'conflict',
    });
    expect(checkCanRequestHost(['host'], false)).toMatchObject({
      ok: false,
      message: MESSAGES.alreadyHostRequest,
    });
    expect(checkCanRequestHost(['renter'], false)).toEqual({ ok: true, value: true });
  });
});
