import { apiPaths, SEARCH_PAGE_SIZE } from './api/apiPaths';
import { apiUrl } from './api/apiUrl';
import { routeDataRequests } from './routeData';

describe('routeDataRequests', () => {
  it("names the first requests of the renter's public pages, as their screens ask them", () => {
    expect(routeDataRequests('/')).toEqual(['/api/listings?limit=8', '/api/destinations']);
    expect(routeDataRequests('/search?location=Porto&checkin=2030-06-01&checkout=2030-06-04')).toEqual([
      `/api/listings?location=Porto&checkin=2030-06-01&checkout=2030-06-04&limit=${SEARCH_PAGE_SIZE}`,
    ]);
    // The listing page asks one request (issue 10).
    expect(routeDataRequests('/listings/abc')).toEqual([apiPaths.listingPage('abc')]);
    expect(apiPaths.listingPage('abc')).toBe('/api/listings/abc/page');
    // A host's public page: the host and their first listings, in one request (issue 24 item 7).
    expect(routeDataRequests('/hosts/h%201')).toEqual(['/api/hosts/h%201']);
  });

  it('carries the price filter, its currency and the order to the API, in the same order as the screen', () => {
    expect(
      routeDataRequests('/search?location=Lisbon&minPrice=50&maxPrice=120&currency=USD&sort=price-asc'),
    ).toEqual([
      `/api/listings?location=Lisbon&minPrice=50&maxPrice=120&currency=USD&sort=price-asc&limit=${SEARCH_PAGE_SIZE}`,
    ]);
    // Inverted or malformed bounds and an unknown order are dropped, as the screen drops them.
    expect(routeDataRequests('/search?minPrice=200&maxPrice=100&sort=cheapest')).toEqual([
      `/api/listings?limit=${SEARCH_PAGE_SIZE}`,
    ]);
  });

  it('carries the facts filters (issue 24) in the order the screen writes them, dropping a bad one', () => {
    // Hand-written in another order, as a shared link may be: the server asks what the screen asks.
    expect(
      routeDataRequests('/search?amenities=pool,wifi&minBedrooms=2&type=villa,flat&guests=4&sort=top-rated'),
    ).toEqual([
      `/api/listings?sort=top-rated&guests=4&type=flat%2Cvilla&minBedrooms=2&amenities=wifi%2Cpool&limit=${SEARCH_PAGE_SIZE}`,
    ]);
    expect(routeDataRequests('/search?guests=40&amenities=wifi,jacuzzi&minBedrooms=1')).toEqual([
      `/api/listings?minBedrooms=1&limit=${SEARCH_PAGE_SIZE}`,
    ]);
  });

  it('drops what the search screen would drop (an invalid date) so both ask for the same URL', () => {
    expect(routeDataRequests('/search?location=%20Nice%20&checkin=tomorrow')).toEqual([
      `/api/listings?location=Nice&limit=${SEARCH_PAGE_SIZE}`,
    ]);
  });

  it("names a signed-in page's first request only for a signed-in user's intent", () => {
    expect(routeDataRequests('/listings/manage', { signedIn: true })).toEqual(['/api/host/listings']);
    expect(routeDataRequests('/bookings/manage', { signedIn: true })).toEqual(['/api/host/bookings']);
    expect(routeDataRequests('/bookings/b%201/approve', { signedIn: true })).toEqual(['/api/bookings/b%201']);
    expect(routeDataRequests('/bookings', { signedIn: true })).toEqual(['/api/bookings/mine']);
    expect(routeDataRequests('/listings/new', { signedIn: true })).toEqual([]);
    expect(routeDataRequests('/favourites', { signedIn: true })).toEqual(['/api/me/favourites']);
    expect(routeDataRequests('/listings/l%201/calendar', { signedIn: true })).toEqual([
      '/api/listings/l%201/calendar',
      '/api/listings/l%201/calendar-sync',
    ]);
    // As the admin's screens ask them: the first page, no cursor (apiUrl drops an empty one).
    expect(routeDataRequests('/admin/host-requests', { signedIn: true })).toEqual([
      apiUrl('/api/admin/host-requests', undefined, { status: 'pending', cursor: undefined }),
    ]);
    expect(routeDataRequests('/admin/reviews', { signedIn: true })).toEqual([
      apiUrl('/api/admin/reviews', undefined, { status: 'pending', cursor: undefined }),
    ]);
    expect(routeDataRequests('/admin/conversation-reports', { signedIn: true })).toEqual([
      '/api/admin/conversation-reports',
    ]);
    expect(routeDataRequests('/admin/destinations', { signedIn: true })).toEqual(['/api/destinations']);
    // The route table's plain paths are the very URLs the screens ask for (apiPaths).
    expect(routeDataRequests('/bookings/b%201/reject', { signedIn: true })).toEqual([
      apiPaths.booking('b 1'),
    ]);
    expect(routeDataRequests('/listings/manage', { signedIn: true })).toEqual([apiPaths.hostListings()]);
    expect(routeDataRequests('/bookings/manage', { signedIn: true })).toEqual([apiPaths.hostBookings()]);
    expect(routeDataRequests('/bookings', { signedIn: true })).toEqual([apiPaths.myBookings()]);
    expect(routeDataRequests('/listings/l%201/calendar', { signedIn: true })).toEqual([
      apiPaths.hostCalendar('l 1'),
      apiPaths.calendarSync('l 1'),
    ]);
    expect(routeDataRequests('/', { signedIn: true })).toEqual([
      '/api/listings?limit=8',
      '/api/destinations',
    ]);
  });

  it('asks nothing for other pages, guarded ones included (no listing id "new")', () => {
    expect(routeDataRequests('/listings/new')).toEqual([]);
    expect(routeDataRequests('/listings/manage')).toEqual([]);
    expect(routeDataRequests('/signin')).toEqual([]);
    expect(routeDataRequests('/bookings')).toEqual([]);
    expect(routeDataRequests('/nowhere')).toEqual([]);
  });
});
