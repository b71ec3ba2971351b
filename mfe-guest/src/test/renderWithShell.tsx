import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { User } from '@shoreline/shared-domain/types';
import { createApiClient } from '@shoreline/shared-ui/api/createApiClient';
import type { ShellApi } from '@shoreline/shared-ui/contract';
import { RemoteRoot } from '@shoreline/shared-ui/shell/RemoteRoot';
import { createShellApi } from '@shoreline/shared-ui/shell/createShellApi';
import { createFakeFetch, type FakeFetch, type FakeRoute } from './fakeFetch';

export const ANA: User = {
  id: '00000000-0000-4000-8000-00000000a0a0',
  name: 'Ana Silva',
  email: 'ana@shoreline.test',
  roles: ['renter'],
  createdAt: '2026-01-05T10:00:00.000Z',
};

/** Shows where the app navigated to, and with which router state. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
      {location.search}
    </output>
  );
}

export interface RenderOptions {
  user?: User | null;
  routes?: Record<string, FakeRoute>;
  /** The URL the router starts at and the route pattern the element is mounted on. */
  path?: string;
  url?: string;
}

/**
 * Renders `element` the way the shell mounts the guest app: the real ShellApi (stores + ApiClient)
 * with the ApiClient talking to a fake fetch, inside RemoteRoot and a router.
 */
export function renderWithShell(element: ReactElement, options: RenderOptions = {}) {
  const server: FakeFetch = createFakeFetch(options.routes);
  const shell: ShellApi = createShellApi({
    api: createApiClient({ fetch: server.fetch }),
    storage: null,
    online: true,
  });
  shell.session.getState().setUser(options.user ?? null);
  const path = options.path ?? '/';
  const utils = render(
    <MemoryRouter initialEntries={[options.url ?? path]}>
      <RemoteRoot shell={shell}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </RemoteRoot>
    </MemoryRouter>,
  );
  return { ...utils, server, shell };
}
