// The shell's page: header, status banners, the routed content and the footer. Every part but the
// content belongs to the shell, so a failing remote never takes the header or the session with it.
import { useEffect, useRef, useState } from 'react';
import { BrowserRouter, MemoryRouter, useLocation } from 'react-router-dom';
import { ShorelineRoot } from '@shoreline/shared-ui/components/ShorelineRoot';
import type { ShellApi } from '@shoreline/shared-ui/contract';
import { ShellProvider } from '@shoreline/shared-ui/shell/ShellProvider';
import { Footer } from '../features/layout/components/Footer';
import { StatusBanners } from '../features/layout/components/StatusBanners';
import { Header } from '../features/header/components/Header';
import type { RemoteLoader } from '../remotes/createRemoteLoader';
import { HydratingContext } from '../ssr/HydratingContext';
import { RouteOutlet } from './RouteOutlet';
import { useFocusMainOnNavigate } from './useFocusMainOnNavigate';
import styles from '../features/layout/components/Layout.module.css';

export interface AppProps {
  shell: ShellApi;
  loader: RemoteLoader;
  /** The shell's server: the path and query being rendered (there is no browser history there). */
  location?: string;
  /** Called on the first navigation away from the page the server rendered (its answers expire). */
  onLeaveFirstPage?: () => void;
  /** Rendered by hydrateRoot: the first render adopts the server's markup. */
  hydrating?: boolean;
}

function useOnLeaveFirstPage(onLeave: (() => void) | undefined) {
  const { key } = useLocation();
  const first = useRef(key);
  useEffect(() => {
    if (key !== first.current) onLeave?.();
  }, [key, onLeave]);
}

export function ShellLayout({
  loader,
  onLeaveFirstPage,
}: {
  loader: RemoteLoader;
  onLeaveFirstPage?: () => void;
}) {
  const main = useRef<HTMLElement>(null);
  useFocusMainOnNavigate(main);
  useOnLeaveFirstPage(onLeaveFirstPage);
  return (
    <div className={styles.page}>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <Header />
      <StatusBanners />
      <main ref={main} id="main" className={styles.main} tabIndex={-1}>
        <RouteOutlet loader={loader} />
      </main>
      <Footer />
    </div>
  );
}

export function App({ shell, loader, location, onLeaveFirstPage, hydrating = false }: AppProps) {
  const [hydratingRef] = useState(() => ({ current: hydrating }));
  useEffect(() => {
    hydratingRef.current = false;
  }, [hydratingRef]);
  const layout = <ShellLayout loader={loader} onLeaveFirstPage={onLeaveFirstPage} />;
  return (
    <HydratingContext.Provider value={hydratingRef}>
      <ShorelineRoot>
        <ShellProvider shell={shell}>
          {location === undefined ? (
            <BrowserRouter>{layout}</BrowserRouter>
          ) : (
            <MemoryRouter initialEntries={[location]}>{layout}</MemoryRouter>
          )}
        </ShellProvider>
      </ShorelineRoot>
    </HydratingContext.Provider>
  );
}
