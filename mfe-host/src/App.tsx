// The remote's one exposed module. The shell renders it for every route of this slice (outside any
// <Route>), so these <Routes> match the absolute paths of shared-ui's ROUTE_TABLE. Each page is its own
// chunk, loaded when its route is first visited (lazyRoute: a chunk asked for offline arrives once back online).
import { lazyRoute } from '@shoreline/shared-ui/lazyRoute';
import { Route, Routes } from 'react-router-dom';
import type { RemoteAppProps } from '@shoreline/shared-ui/contract';
import { RemoteRoot } from '@shoreline/shared-ui/shell/RemoteRoot';

const CreateListingPage = lazyRoute(() =>
  import('./features/listing-form/components/CreateListingPage').then((module) => ({
    default: module.CreateListingPage,
  })),
);
const MyListingsPage = lazyRoute(() =>
  import('./features/my-listings/components/MyListingsPage').then((module) => ({
    default: module.MyListingsPage,
  })),
);
const EditListingPage = lazyRoute(() =>
  import('./features/listing-form/components/EditListingPage').then((module) => ({
    default: module.EditListingPage,
  })),
);
const ManageBookingsPage = lazyRoute(() =>
  import('./features/host-bookings/components/ManageBookingsPage').then((module) => ({
    default: module.ManageBookingsPage,
  })),
);
const ApproveBookingPage = lazyRoute(() =>
  import('./features/host-bookings/components/ApproveBookingPage').then((module) => ({
    default: module.ApproveBookingPage,
  })),
);
const RejectBookingPage = lazyRoute(() =>
  import('./features/host-bookings/components/RejectBookingPage').then((module) => ({
    default: module.RejectBookingPage,
  })),
);

export default function App({ shell }: RemoteAppProps) {
  return (
    <RemoteRoot shell={shell}>
      <Routes>
        <Route path="/listings/new" element={<CreateListingPage />} />
        <Route path="/listings/manage" element={<MyListingsPage />} />
        <Route path="/listings/:id/edit" element={<EditListingPage />} />
        <Route path="/bookings/manage" element={<ManageBookingsPage />} />
        <Route path="/bookings/:id/approve" element={<ApproveBookingPage />} />
        <Route path="/bookings/:id/reject" element={<RejectBookingPage />} />
        {/* Other slices' paths: the shell is about to render another remote here. */}
        <Route path="*" element={null} />
      </Routes>
    </RemoteRoot>
  );
}
