import { menuEntries, primaryAction } from './menuEntries';

const labels = (roles: Parameters<typeof menuEntries>[0]['roles']) =>
  menuEntries({ roles }).map((entry) => entry.label);

describe('menuEntries', () => {
  it('gives every signed-in user Profile, My Bookings and Favourites', () => {
    expect(labels(['renter'])).toEqual(['Profile', 'My Bookings', 'Favourites']);
  });

  it('adds My Listings and Manage Bookings for hosts', () => {
    expect(labels(['renter', 'host'])).toEqual([
      'Profile',
      'My Bookings',
      'Favourites',
      'My Listings',
      'Manage Bookings',
    ]);
  });

  it('adds Host Requests, Manage Destinations and Review Requests for admins', () => {
    expect(labels(['admin'])).toEqual([
      'Profile',
      'My Bookings',
      'Favourites',
      'Host Requests',
      'Manage Destinations',
      'Review Requests',
    ]);
  });

  it('links each entry to its route', () => {
    expect(menuEntries({ roles: ['host', 'admin'] }).map((entry) => entry.href)).toEqual([
      '/profile',
      '/bookings',
      '/favourites',
      '/listings/manage',
      '/bookings/manage',
      '/admin/host-requests',
      '/admin/destinations',
      '/admin/reviews',
    ]);
  });
});

describe('primaryAction', () => {
  it('offers Add Listing to hosts, Become a Host to renters and nothing to admins', () => {
    expect(primaryAction({ roles: ['renter', 'host'] })).toEqual({
      label: 'Add Listing',
      href: '/listings/new',
    });
    expect(primaryAction({ roles: ['renter'] })).toEqual({ label: 'Become a Host', href: '/become-host' });
    expect(primaryAction({ roles: ['admin'] })).toBeNull();
    expect(primaryAction({ roles: ['renter', 'admin'] })).toBeNull();
  });
});
