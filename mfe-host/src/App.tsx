// The remote's one exposed module. The shell renders it for every route of this slice (outside any
// <Route>), so these <Routes> match the absolute paths of shared-ui's ROUTE_TABLE. Each page is its own
// chunk, loaded when its route is first visited (lazyRoute: a chunk asked for offline arrives once back online).
import { lazyRoute, routePreloader } from '@shoreline/shared-ui/lazyRoute';
import { Route, Routes } from 'react-router-dom';
import type { RemoteAppProps } from '@shoreline/shared-ui/contract';
import { RemoteRoot } from '@shoreline/shared-ui/shell/RemoteRoot';

const CreateListingPage = lazyRoute(() =>
  import(
    /* webpackChunkName: "route-create-listing" */ './features/listing-form/components/CreateListingPage'
  ).then((module) => ({
    default: module.CreateListingPage,
  })),
);
const MyListingsPage = lazyRoute(() =>
  import(/* webpackChunkName: "route-my-listings" */ './features/my-listings/components/MyListingsPage').then(
    (module) => ({
      default: module.MyListingsPage,
    }),
  ),
);
const EditListingPage = lazyRoute(() =>
  import(
    /* webpackChunkName: "route-edit-listing" */ './features/listing-form/components/EditListingPage'
  ).then((module) => ({
    default: module.EditListingPage,
  })),
);
const ListingCalendarPage = lazyRoute(() =>
  import(
    /* webpackChunkName: "route-listing-calendar" */ './features/listing-calendar/components/ListingCalendarPage'
  ).then((module) => ({
    default: module.ListingCalendarPage,
  })),
);
const ManageBookingsPage = lazyRoute(() =>
  import(
    /* webpackChunkName: "route-manage-bookings" */ './features/host-bookings/components/ManageBookingsPage'
  ).then((module) => ({
    default: module.ManageBookingsPage,
  })),
);
const ApproveBookingPage = lazyRoute(() =>
  import(
    /* webpackChunkName: "route-approve-booking" */ './features/host-bookings/components/ApproveBookingPage'
  ).then((module) => ({
    default: module.ApproveBookingPage,
  })),
);
const RejectBookingPage = lazyRoute(() =>
  import(
    /* webpackChunkName: "route-reject-booking" */ './features/host-bookings/components/RejectBookingPage'
  ).then((module) => ({
    default: module.RejectBookingPage,
  })),
);

const HostBookingPage = lazyRoute(() =>
  import(
    /* webpackChunkName: "route-host-booking" */ './features/host-bookings/components/HostBookingPage'
  ).then((module) => ({
    default: module.HostBookingPage,
  })),
);

const HostMessagesPage = lazyRoute(() =>
  import(
    /* webpackChunkName: "route-host-messages" */ './features/messages/components/HostMessagesPage'
  ).then((module) => ({
    default: module.HostMessagesPage,
  })),
);

const HostConversationPage = lazyRoute(() =>
  import(
    /* webpackChunkName: "route-host-conversation" */ './features/messages/components/HostConversationPage'
  ).then((module) => ({
    default: module.HostConversationPage,
  })),
);

const ROUTES = [
  { path: '/listings/new', page: CreateListingPage },
  { path: '/listings/manage', page: MyListingsPage },
  { path: '/listings/:id/edit', page: EditListingPage },
  { path: '/listings/:id/calendar', page: ListingCalendarPage },
  { path: '/bookings/manage', page: ManageBookingsPage },
  { path: '/bookings/:id/approve', page: ApproveBookingPage },
  { path: '/bookings/:id/reject', page: RejectBookingPage },
  { path: '/host/bookings/:id', page: HostBookingPage },
  { path: '/host/messages', page: HostMessagesPage },
  { path: '/host/messages/:id', page: HostConversationPage },
];

/** Contract: the shell calls it when a link into this slice shows intent (its page's chunk loads). */
export const preloadRoute = routePreloader(ROUTES);

export default function App({ shell }: RemoteAppProps) {
  return (
    <RemoteRoot shell={shell}>
      <Routes>
        {ROUTES.map(({ path, page: Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        {/* Other slices' paths: the shell is about to render another remote here. */}
        <Route path="*" element={null} />
      </Routes>
    </RemoteRoot>
  );
}
