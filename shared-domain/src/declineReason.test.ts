import { declineReasonText } from './declineReason';
import { MESSAGES } from './messages';

describe('declineReasonText', () => {
  it("gives the host's own words, or nothing when they gave none", () => {
    expect(
      declineReasonText({ status: 'rejected', declineCause: 'host', declineReason: 'Closed for repairs' }),
    ).toBe('Closed for repairs');
    expect(declineReasonText({ status: 'rejected', declineCause: 'host', declineReason: null })).toBeNull();
  });

  it('says why an automatic decline happened, in the shared texts', () => {
    const auto = (declineCause: 'dates-taken' | 'dates-blocked' | 'listing-removed') =>
      declineReasonText({ status: 'rejected', declineCause, declineReason: null });
    expect(auto('dates-taken')).toBe(MESSAGES.declinedDatesTaken);
    expect(auto('dates-blocked')).toBe(MESSAGES.declinedDatesBlocked);
    expect(auto('listing-removed')).toBe(MESSAGES.declinedListingRemoved);
  });

  it('says nothing for a booking that is not rejected, or rejected before causes were kept', () => {
    expect(declineReasonText({ status: 'approved', declineCause: null, declineReason: null })).toBeNull();
    expect(declineReasonText({ status: 'rejected', declineCause: null, declineReason: null })).toBeNull();
  });
});
