// Where a remote renders. It is placed outside any <Route>, so the remote's own <Routes> match the
// absolute path; the shell keeps it mounted while the user moves between routes of the same remote.
import { lazy, Suspense, useContext, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { RouteSkeleton } from '@shoreline/shared-ui/components/RouteSkeleton';
import type { RemoteAppProps, RemoteName, ShellApi } from '@shoreline/shared-ui/contract';
import { skeletonKindOf } from '@shoreline/shared-ui/routes';
import { HydratingContext } from '../ssr/HydratingContext';
import type { RemoteLoader } from './createRemoteLoader';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { useRevealedRemote } from './useRevealedRemote';

export interface RemoteSlotProps {
  name: RemoteName;
  shell: ShellApi;
  loader: RemoteLoader;
}

type AttemptProps = RemoteSlotProps & { pathname: string };

/**
 * Rendered in the browser: the page's skeleton until the remote and its page's chunk are in, then the
 * page, by a state update. Not by Suspense: a boundary that showed its fallback reveals the content no
 * sooner than React's 300 ms fallback throttle (issue 21: it was most of the gap between a host page's
 * first paint and its content).
 */
function RevealedRemote({ name, shell, loader, pathname }: AttemptProps) {
  const RemoteApp: ComponentType<RemoteAppProps> | undefined = useRevealedRemote(loader, name, pathname);
  return RemoteApp ? <RemoteApp shell={shell} /> : <RouteSkeleton kind={skeletonKindOf(pathname)} />;
}

function RemoteAttempt(props: AttemptProps) {
  const { name, shell, loader, pathname } = props;
  const hydrating = useContext(HydratingContext);
  // Hydrating the server's markup with the remote's code still on its way, the slot suspends: React
  // keeps the server's HTML until the code is in (a skeleton in its place would be a mismatch).
  // Chosen at mount, outside the boundary (state inside it is dropped each time it suspends), as is
  // the lazy: one per attempt (the parent remounts this on Retry), since React.lazy keeps a rejection,
  // over a fresh promise: a second lazy() over a promise React already settled (the loader caches
  // it) made React 19.3 spin forever when a crashed remote was retried.
  const [SuspendedApp] = useState(() =>
    hydrating.current && !loader.loaded(name)
      ? lazy(() => loader.loadApp(name).then((module) => module))
      : null,
  );
  return (
    // While the remote's code arrives, the slot already has the page's final layout (its skeleton).
    <Suspense fallback={<RouteSkeleton kind={skeletonKindOf(pathname)} />}>
      {SuspendedApp ? <SuspendedApp shell={shell} /> : <RevealedRemote {...props} />}
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
