import { menuEntries, primaryAction, unreadCountOf } from './menuEntries';

const labels = (roles: Parameters<typeof menuEntries>[0]['roles']) =>
  menuEntries({ roles }).map((entry) => entry.label);

describe('menuEntries', () => {
  it('gives every signed-in user Profile, My Bookings, Messages and Favourites', () => {
    expect(labels(['renter'])).toEqual(['Profile', 'My Bookings', 'Messages', 'Favourites']);
  });

  it('adds My Listings, Manage Bookings and Guest messages for hosts', () => {
    expect(labels(['renter', 'host'])).toEqual([
      'Profile',
      'My Bookings',
      'Messages',
      'Favourites',
      'My Listings',
      'Manage Bookings',
      'Guest messages',
    ]);
  });

  it('adds Host Requests, Manage Destinations, Review Requests and Reported conversations for admins', () => {
    expect(labels(['admin'])).toEqual([
      'Profile',
      'My Bookings',
      'Messages',
      'Favourites',
      'Host Requests',
      'Manage Destinations',
      'Review Requests',
      'Reported conversations',
    ]);
  });

  it('counts every unread thread beside Messages, unless a host has a second inbox for their guests', () => {
    const unread = { renter: 2, host: 3 };
    const counts = (roles: Parameters<typeof menuEntries>[0]['roles']) =>
      menuEntries({ roles }).map((entry) => [entry.label, unreadCountOf(entry, unread)]);
    expect(counts(['renter'])).toContainEqual(['Messages', 5]);
    expect(counts(['renter', 'host'])).toEqual(
      expect.arrayContaining([
        ['Messages', 2],
        ['Guest messages', 3],
        ['Profile', 0],
      ]),
    );
    expect(unreadCountOf(menuEntries({ roles: ['renter'] })[2]!, null)).toBe(0);
  });

  it('links each entry to its route', () => {
    expect(menuEntries({ roles: ['host', 'admin'] }).map((entry) => entry.href)).toEqual([
      '/profile',
      '/bookings',
      '/messages',
      '/favourites',
      '/listings/manage',
      '/bookings/manage',
      '/host/messages',
      '/admin/host-requests',
      '/admin/destinations',
      '/admin/reviews',
      '/admin/conversation-reports',
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
