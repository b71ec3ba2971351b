// Mounts a host page the way the shell does: the real ShellApi stores (session, currency, network)
// inside RemoteRoot and a router, with shared-ui's table-driven ApiClient standing in for the API.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Rates, User } from '@shoreline/shared-domain/types';
import { createTableApi, type TableApi, type TableHandler } from '@shoreline/shared-ui/api/createTableApi';
import type { ShellApi } from '@shoreline/shared-ui/contract';
import { RemoteRoot } from '@shoreline/shared-ui/shell/RemoteRoot';
import { createShellApi } from '@shoreline/shared-ui/shell/createShellApi';

export const MARINA: User = {
  id: '00000000-0000-4000-8000-0000000000b1',
  name: 'Marina Costa',
  email: 'marina@shoreline.test',
  roles: ['renter', 'host'],
  createdAt: '2026-01-02T10:00:00.000Z',
};

/** EUR-based rates with round numbers, so converted prices are easy to read in assertions. */
export const TEST_RATES: Rates = {
  base: 'EUR',
  rates: { EUR: 1, USD: 1.5, GBP: 0.5 },
  fetchedAt: '2026-01-01T00:00:00.000Z',
  source: 'live',
};

/** Shows where the app navigated to (path and search). */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location">
      {location.pathname}
      {location.search}
    </output>
  );
}

export interface RenderOptions {
  /** `METHOD /api/path` (or `UPLOAD /api/path?query`) -> handler; a call without one is a 404. */
  api?: Record<string, TableHandler>;
  user?: User | null;
  /** The route pattern the element is mounted on, and the URLs the history starts with (last = current). */
  path?: string;
  history?: string[];
  /** More pages the app may navigate to: route pattern -> element (e.g. Manage Bookings after a decision). */
  routes?: Record<string, ReactElement>;
  /**
   * GET answers preloaded with the page that have already arrived (path -> body): the ApiClient hands
   * each over once through `takeArrived`, as the shell's does.
   */
  arrived?: Record<string, unknown>;
}

export function renderWithShell(element: ReactElement, options: RenderOptions = {}) {
  const api: TableApi = createTableApi(options.api ?? {});
  const arrived = new Map(Object.entries(options.arrived ?? {}));
  const takeArrived = (path: string) => {
    if (!arrived.has(path)) return undefined;
    const body = arrived.get(path);
    arrived.delete(path);
    return { status: 200, body };
  };
  const shell: ShellApi = createShellApi({ api: { ...api, takeArrived }, storage: null, online: true });
  shell.session.setState({ status: 'ready', user: options.user === undefined ? MARINA : options.user });
  shell.currency.setState({ ratesStatus: 'ready', rates: TEST_RATES });
  const path = options.path ?? '/';
  const history = options.history ?? [path];
  const utils = render(
    <MemoryRouter initialEntries={history} initialIndex={history.length - 1}>
      <RemoteRoot shell={shell}>
        <Routes>
          <Route path={path} element={element} />
          {Object.entries(options.routes ?? {}).map(([pattern, page]) => (
            <Route key={pattern} path={pattern} element={page} />
          ))}
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </RemoteRoot>
    </MemoryRouter>,
  );
  return { ...utils, api, shell };
}

/** The path (and query) the router is at now. */
export function currentLocation(): string {
  return document.querySelector('[data-testid="location"]')?.textContent ?? '';
}
