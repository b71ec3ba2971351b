// Renders the shell's layout in jsdom with a real ShellApi (real stores) over an ApiClient answering
// from a table, and remotes that are small real components behind the real remote loader.
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { User } from '@shoreline/shared-domain/types';
import { createTableApi, type TableApi, type TableHandler } from '@shoreline/shared-ui/api/createTableApi';
import type { RemoteAppProps, RemoteName, ShellApi } from '@shoreline/shared-ui/contract';
import { createShellApi } from '@shoreline/shared-ui/shell/createShellApi';
import { RemoteRoot } from '@shoreline/shared-ui/shell/RemoteRoot';
import { ShellProvider } from '@shoreline/shared-ui/shell/ShellProvider';
import { ShellLayout } from '../app/App';
import { createRemoteLoader, type RemoteLoader } from '../remotes/createRemoteLoader';

export const users: Record<'renter' | 'host' | 'admin', User> = {
  renter: {
    id: 'u-ana',
    name: 'Ana Silva',
    email: 'ana@shoreline.test',
    roles: ['renter'],
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  host: {
    id: 'u-marina',
    name: 'Marina Costa',
    email: 'marina@shoreline.test',
    roles: ['renter', 'host'],
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  admin: {
    id: 'u-admin',
    name: 'Ada Admin',
    email: 'admin@shoreline.test',
    roles: ['renter', 'admin'],
    createdAt: '2026-01-01T00:00:00.000Z',
  },
};

/** A remote as small as the contract allows: it answers its routes with "<name> app at <path>". */
export function fakeRemoteApp(name: RemoteName) {
  return function RemoteApp({ shell }: RemoteAppProps) {
    return (
      <RemoteRoot shell={shell}>
        <Routes>
          <Route path="*" element={<RemotePath name={name} />} />
        </Routes>
      </RemoteRoot>
    );
  };
}

function RemotePath({ name }: { name: RemoteName }) {
  const { pathname } = useLocation();
  return <h1>{`${name} app at ${pathname}`}</h1>;
}

/** Shows where the router is, so tests can assert redirects and the remembered origin. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {`${location.pathname}${location.search}`}
    </output>
  );
}

export interface RenderShellOptions {
  path?: string;
  /** The location's `#...` (an emailed link's token). */
  hash?: string;
  state?: unknown;
  /** null: signed out; undefined: still loading. */
  user?: User | null;
  api?: Record<string, TableHandler>;
  loader?: RemoteLoader;
}

export interface RenderedShell {
  shell: ShellApi;
  api: TableApi;
  loaded: RemoteName[];
}

export function renderShell(options: RenderShellOptions = {}): RenderedShell {
  const api = createTableApi(options.api ?? {});
  const shell = createShellApi({ api, storage: null, online: true });
  if (options.user !== undefined) shell.session.setState({ user: options.user, status: 'ready' });
  const loaded: RemoteName[] = [];
  const loader =
    options.loader ??
    createRemoteLoader(
      async () => ({
        guest: 'http://guest/mf-manifest.json',
        host: 'http://host/mf-manifest.json',
        admin: 'http://admin/mf-manifest.json',
      }),
      {
        registerRemotes: () => undefined,
        loadRemote: async <T,>(id: string) => {
          const name = id.split('/')[0] as RemoteName;
          loaded.push(name);
          return { default: fakeRemoteApp(name) } as T;
        },
      },
    );
  render(
    <ShellProvider shell={shell}>
      <MemoryRouter
        initialEntries={[{ pathname: options.path ?? '/', hash: options.hash ?? '', state: options.state }]}
      >
        <ShellLayout loader={loader} />
        <LocationProbe />
      </MemoryRouter>
    </ShellProvider>,
  );
  return { shell, api, loaded };
}
