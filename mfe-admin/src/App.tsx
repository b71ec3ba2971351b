// The remote's one exposed module. The shell renders it for every route of this slice (outside any
// <Route>), so these <Routes> match the absolute paths of shared-ui's ROUTE_TABLE. Each page is its own
// chunk, loaded when its route is first visited.
import { lazyRoute, routePreloader } from '@shoreline/shared-ui/lazyRoute';
import { Route, Routes } from 'react-router-dom';
import type { RemoteAppProps } from '@shoreline/shared-ui/contract';
import { RemoteRoot } from '@shoreline/shared-ui/shell/RemoteRoot';

const HostRequestsPage = lazyRoute(() =>
  import(
    /* webpackChunkName: "route-host-requests" */ './features/host-requests/components/HostRequestsPage'
  ).then((module) => ({
    default: module.HostRequestsPage,
  })),
);
const DestinationsPage = lazyRoute(() =>
  import(
    /* webpackChunkName: "route-destinations" */ './features/destinations/components/DestinationsPage'
  ).then((module) => ({
    default: module.DestinationsPage,
  })),
);
const ReviewRequestsPage = lazyRoute(() =>
  import(
    /* webpackChunkName: "route-review-requests" */ './features/review-moderation/components/ReviewRequestsPage'
  ).then((module) => ({
    default: module.ReviewRequestsPage,
  })),
);

const ConversationReportsPage = lazyRoute(() =>
  import(
    /* webpackChunkName: "route-conversation-reports" */ './features/conversation-reports/components/ConversationReportsPage'
  ).then((module) => ({
    default: module.ConversationReportsPage,
  })),
);
const AdminConversationPage = lazyRoute(() =>
  import(
    /* webpackChunkName: "route-admin-conversation" */ './features/conversation-reports/components/AdminConversationPage'
  ).then((module) => ({
    default: module.AdminConversationPage,
  })),
);

const ROUTES = [
  { path: '/admin/host-requests', page: HostRequestsPage },
  { path: '/admin/destinations', page: DestinationsPage },
  { path: '/admin/reviews', page: ReviewRequestsPage },
  { path: '/admin/conversation-reports', page: ConversationReportsPage },
  { path: '/admin/conversations/:id', page: AdminConversationPage },
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
