import { listingLink } from './listingLink';

describe('listingLink', () => {
  it('carries the searched stay and head count to the listing page', () => {
    expect(listingLink('abc', { checkin: '2026-07-01', checkout: '2026-07-04' }, 4)).toBe(
      '/listings/abc?checkin=2026-07-01&checkout=2026-07-04&guests=4',
    );
  });

  it('leaves out what was not searched for', () => {
    expect(listingLink('abc', null)).toBe('/listings/abc');
    expect(listingLink('abc', null, 2)).toBe('/listings/abc?guests=2');
    expect(listingLink('abc', { checkin: '2026-07-01', checkout: '2026-07-04' })).toBe(
      '/listings/abc?checkin=2026-07-01&checkout=2026-07-04',
    );
  });
});
