import { Route, Routes } from 'react-router-dom';
import { lazyRoute, routePreloader } from '@shoreline/shared-ui/lazyRoute';
import { paths } from '@shoreline/shared-ui/routes';
import { FavouritesSync } from '../components/FavouritesSync';
import { ScrollToTop } from './ScrollToTop';

// One chunk per route: a renter opening a listing does not download the profile page. lazyRoute, not
// React.lazy: a chunk asked for while offline arrives once the connection is back. The public pages'
// chunks carry the names of shared-ui's route table (`chunk`): the shell's server preloads them with
// the page, from this remote's mf-preload.json.
const HomePage = lazyRoute(
  () => import(/* webpackChunkName: "route-home" */ '../features/home/components/HomePage'),
);
const SearchPage = lazyRoute(
  () => import(/* webpackChunkName: "route-search" */ '../features/search/components/SearchPage'),
);
const ListingRoute = lazyRoute(() => import(/* webpackChunkName: "route-listing" */ './routes/ListingRoute'));
const HostProfilePage = lazyRoute(
  () =>
    import(
      /* webpackChunkName: "route-host-profile" */ '../features/host-profile/components/HostProfilePage'
    ),
);
const BookingConfirmationPage = lazyRoute(
  () => import('../features/booking-confirmation/components/BookingConfirmationPage'),
);
const MyBookingsPage = lazyRoute(() => import('../features/my-bookings/components/MyBookingsPage'));
const BecomeHostPage = lazyRoute(
  () =>
    import(/* webpackChunkName: "route-become-host" */ '../features/become-host/components/BecomeHostPage'),
);
const ProfilePage = lazyRoute(() => import('../features/profile/components/ProfilePage'));
const FavouritesPage = lazyRoute(() => import('../features/favourites/components/FavouritesPage'));
const MessagesPage = lazyRoute(() => import('../features/messages/components/MessagesPage'));
const ConversationPage = lazyRoute(() => import('../features/messages/components/ConversationPage'));

/** The guest slice's pages, by the absolute paths of shared-ui's route table. */
const GUEST_ROUTES = [
  { path: paths.home(), page: HomePage },
  { path: '/search', page: SearchPage },
  { path: '/listings/:id', page: ListingRoute },
  { path: '/hosts/:id', page: HostProfilePage },
  { path: paths.bookingConfirmation(), page: BookingConfirmationPage },
  { path: paths.myBookings(), page: MyBookingsPage },
  { path: paths.becomeHost(), page: BecomeHostPage },
  { path: paths.profile(), page: ProfilePage },
  { path: paths.favourites(), page: FavouritesPage },
  { path: paths.messages(), page: MessagesPage },
  { path: '/messages/:id', page: ConversationPage },
];

/** The `preloadRoute` of this remote's ./App: a link's intent downloads its page's chunk. */
export const preloadGuestRoute = routePreloader(GUEST_ROUTES);

/**
 * The guest slice's routes, with the absolute paths of shared-ui's route table: the shell renders
 * this app outside any <Route> for the paths it owns (and guards the signed-in ones itself).
 */
export function GuestApp() {
  return (
    <>
      <ScrollToTop />
      <FavouritesSync />
      <Routes>
        {GUEST_ROUTES.map(({ path, page: Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={null} />
      </Routes>
    </>
  );
}
