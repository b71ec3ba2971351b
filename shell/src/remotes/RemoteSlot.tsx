// Where a remote renders. It is placed outside any <Route>, so the remote's own <Routes> match the
// absolute path; the shell keeps it mounted while the user moves between routes of the same remote.
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { RouteSkeleton } from '@shoreline/shared-ui/components/RouteSkeleton';
import type { RemoteName, ShellApi } from '@shoreline/shared-ui/contract';
import { skeletonKindOf } from '@shoreline/shared-ui/routes';
import type { RemoteLoader } from './createRemoteLoader';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

export interface RemoteSlotProps {
  name: RemoteName;
  shell: ShellApi;
  loader: RemoteLoader;
}

function RemoteAttempt({ name, shell, loader, pathname }: RemoteSlotProps & { pathname: string }) {
  // One lazy component per attempt (the parent remounts this on Retry): React.lazy keeps a rejection.
  // Each lazy gets a fresh promise: a second lazy() over a promise React already settled (the loader
  // caches it) made React 19.3 spin forever when a crashed remote was retried.
  const [RemoteApp] = useState(() => lazy(() => loader.loadApp(name).then((module) => module)));
  return (
    // While the remote's code arrives, the slot already has the page's final layout (its skeleton).
    <Suspense fallback={<RouteSkeleton kind={skeletonKindOf(pathname)} />}>
      <RemoteApp shell={shell} />
    </Suspense>
  );
}

export function RemoteSlot({ name, shell, loader }: RemoteSlotProps) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  return (
    <div data-remote={name}>
      <RemoteErrorBoundary
        key={attempt}
        name={name}
        resetKey={pathname}
        onRetry={() => setAttempt((current) => current + 1)}
      >
        <RemoteAttempt name={name} shell={shell} loader={loader} pathname={pathname} />
      </RemoteErrorBoundary>
    </div>
  );
}
