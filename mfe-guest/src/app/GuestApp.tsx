import { Route, Routes } from 'react-router-dom';
import { lazyRoute } from '@shoreline/shared-ui/lazyRoute';
import { paths } from '@shoreline/shared-ui/routes';
import { ScrollToTop } from './ScrollToTop';

// One chunk per route: a renter opening a listing does not download the profile page. lazyRoute, not
// React.lazy: a chunk asked for while offline arrives once the connection is back.
const HomePage = lazyRoute(() => import('../features/home/components/HomePage'));
const SearchPage = lazyRoute(() => import('../features/search/components/SearchPage'));
const ListingRoute = lazyRoute(() => import('./routes/ListingRoute'));
const BookingConfirmationPage = lazyRoute(
  () => import('../features/booking-confirmation/components/BookingConfirmationPage'),
);
const MyBookingsPage = lazyRoute(() => import('../features/my-bookings/components/MyBookingsPage'));
const BecomeHostPage = lazyRoute(() => import('../features/become-host/components/BecomeHostPage'));
const ProfilePage = lazyRoute(() => import('../features/profile/components/ProfilePage'));

/**
 * The guest slice's routes, with the absolute paths of shared-ui's route table: the shell renders
 * this app outside any <Route> for the paths it owns (and guards the signed-in ones itself).
 */
export function GuestApp() {
  return (
    <>
      <ScrollToTop />
      <Routes>
        <Route path={paths.home()} element={<HomePage />} />
        <Route path="/search" element={<SearchPage />} />
        <Route path="/listings/:id" element={<ListingRoute />} />
        <Route path={paths.bookingConfirmation()} element={<BookingConfirmationPage />} />
        <Route path={paths.myBookings()} element={<MyBookingsPage />} />
        <Route path={paths.becomeHost()} element={<BecomeHostPage />} />
        <Route path={paths.profile()} element={<ProfilePage />} />
        <Route path="*" element={null} />
      </Routes>
    </>
  );
}
