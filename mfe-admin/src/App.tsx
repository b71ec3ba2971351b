// The remote's one exposed module. The shell renders it for every route of this slice (outside any
// <Route>), so these <Routes> match the absolute paths of shared-ui's ROUTE_TABLE. Each page is its own
// chunk, loaded when its route is first visited.
import { lazyRoute } from '@shoreline/shared-ui/lazyRoute';
import { Route, Routes } from 'react-router-dom';
import type { RemoteAppProps } from '@shoreline/shared-ui/contract';
import { RemoteRoot } from '@shoreline/shared-ui/shell/RemoteRoot';

const HostRequestsPage = lazyRoute(() =>
  import('./features/host-requests/components/HostRequestsPage').then((module) => ({
    default: module.HostRequestsPage,
  })),
);
const DestinationsPage = lazyRoute(() =>
  import('./features/destinations/components/DestinationsPage').then((module) => ({
    default: module.DestinationsPage,
  })),
);
const ReviewRequestsPage = lazyRoute(() =>
  import('./features/review-moderation/components/ReviewRequestsPage').then((module) => ({
    default: module.ReviewRequestsPage,
  })),
);

export default function App({ shell }: RemoteAppProps) {
  return (
    <RemoteRoot shell={shell}>
      <Routes>
        <Route path="/admin/host-requests" element={<HostRequestsPage />} />
        <Route path="/admin/destinations" element={<DestinationsPage />} />
        <Route path="/admin/reviews" element={<ReviewRequestsPage />} />
        {/* Other slices' paths: the shell is about to render another remote here. */}
        <Route path="*" element={null} />
      </Routes>
    </RemoteRoot>
  );
}
