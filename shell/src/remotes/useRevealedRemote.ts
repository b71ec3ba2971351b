// The remote's App for a slot rendered in the browser: at once if already loaded, else undefined until
// the remote and the chunk of its page at `pathname` are in. A failure is thrown in render, for the
// slot's error boundary (its Retry remounts, and this starts again).
import { useEffect, useState, type ComponentType } from 'react';
import type { RemoteAppProps, RemoteName } from '@shoreline/shared-ui/contract';
import type { RemoteLoader } from './createRemoteLoader';

type Outcome = { app: ComponentType<RemoteAppProps> } | { error: unknown } | null;

export function useRevealedRemote(
  loader: RemoteLoader,
  name: RemoteName,
  pathname: string,
): ComponentType<RemoteAppProps> | undefined {
  const [outcome, setOutcome] = useState<Outcome>(() => {
    const module = loader.loaded(name);
    return module ? { app: module.default } : null;
  });
  const pending = outcome === null;
  useEffect(() => {
    if (!pending) return undefined;
    let current = true;
    loader.loadPage(name, pathname).then(
      (module) => current && setOutcome({ app: module.default }),
      (error: unknown) => current && setOutcome({ error }),
    );
    return () => {
      current = false;
    };
    // The page asked for first; later paths are the remote's own routing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loader, name, pending]);
  if (outcome && 'error' in outcome) throw outcome.error;
  return outcome?.app;
}
