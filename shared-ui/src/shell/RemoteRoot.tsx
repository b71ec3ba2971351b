// What every remote's exposed App renders first: it turns the `shell` prop into context for the hooks
// of this folder and for shared-ui's <Price>, so a currency switch in the header re-renders the
// remote's prices at once, and it shows the page's skeleton while a lazily loaded page arrives.
import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useStore } from 'zustand';
import { SHELL_CONTRACT_VERSION, type ShellApi } from '../contract';
import { CurrencyDisplayProvider } from '../components/CurrencyContext';
import { RouteSkeleton } from '../components/RouteSkeleton';
import { skeletonKindOf } from '../routes';
import { ShellProvider } from './ShellProvider';

export interface RemoteRootProps {
  shell: ShellApi;
  children?: ReactNode;
  /** What shows while a lazy page of the remote loads. */
  fallback?: ReactNode;
}

function LiveCurrency({ shell, children }: { shell: ShellApi; children?: ReactNode }) {
  const code = useStore(shell.currency, (state) => state.code);
  const rates = useStore(shell.currency, (state) => state.rates);
  return (
    <CurrencyDisplayProvider code={code} rates={rates}>
      {children}
    </CurrencyDisplayProvider>
  );
}

/**
 * The skeleton of the page being opened (the shell's router has moved there). From the router, not
 * `window.location`: the shell's server renders this too.
 */
function CurrentPageSkeleton() {
  return <RouteSkeleton kind={skeletonKindOf(useLocation().pathname)} />;
}

export function RemoteRoot({ shell, children, fallback }: RemoteRootProps) {
  if (shell.version !== SHELL_CONTRACT_VERSION) {
    // The slot's error boundary shows this with a Retry; a silent mismatch would misbehave later.
    throw new Error(
      `Shell contract ${String(shell.version)} is not supported (expected ${SHELL_CONTRACT_VERSION}).`,
    );
  }
  return (
    <ShellProvider shell={shell}>
      <LiveCurrency shell={shell}>
        <Suspense fallback={fallback ?? <CurrentPageSkeleton />}>{children}</Suspense>
      </LiveCurrency>
    </ShellProvider>
  );
}
