import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteAppProps } from '@shoreline/shared-ui/contract';
import { fakeRemoteApp, renderShell, users } from '../testing/renderShell';
import { createRemoteLoader, type RemoteAppModule } from './createRemoteLoader';
import { RemoteUnavailableError } from './RemoteUnavailableError';

const config = async () => ({ guest: 'g', host: 'h', admin: 'a' });

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('RemoteSlot', () => {
  it('shows a clear message and Retry when a remote cannot be fetched, while the header keeps working', async () => {
    let hostUp = false;
    const loader = createRemoteLoader(config, {
      registerRemotes: () => undefined,
      loadRemote: async <T,>(id: string) => {
        if (id === 'host/App' && !hostUp)
          throw new RemoteUnavailableError('host', 'afterResolve: Failed to fetch');
        return { default: fakeRemoteApp(id.startsWith('host') ? 'host' : 'guest') } as T;
      },
    });
    renderShell({ path: '/listings/manage', user: users.host, loader });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The hosting pages of Shoreline could not be loaded.');
    expect(alert).toHaveTextContent('Check your connection and try again.');

    // The header still works: its menu opens and lists the host's entries.
    const header = within(screen.getByRole('banner'));
    await userEvent.click(header.getByRole('button', { name: 'Account menu for Marina Costa' }));
    expect(header.getByRole('link', { name: 'Manage Bookings' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    hostUp = true;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'host app at /listings/manage' })).toBeInTheDocument();
  });

  it('contains a remote that throws while rendering, and renders it again on Retry', async () => {
    let crash = true;
    const Remote = fakeRemoteApp('admin');
    function Fragile(props: RemoteAppProps) {
      if (crash) throw new Error('Cannot read properties of undefined');
      return <Remote {...props} />;
    }
    const module: RemoteAppModule = { default: Fragile };
    const loader = createRemoteLoader(config, {
      registerRemotes: () => undefined,
      loadRemote: async <T,>() => module as T,
    });
    renderShell({ path: '/admin/reviews', user: users.admin, loader });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on this page.');
    crash = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'admin app at /admin/reviews' })).toBeInTheDocument();
  });

  it("reveals a remote's page as soon as the remote and its page's chunk are in, without React's fallback throttle", async () => {
    // Fake clocks: React's 300 ms reveal throttle (a Suspense fallback replaced by its content) is a
    // timer, which never fires here, so a slot revealing through Suspense would leave the skeleton up.
    jest.useFakeTimers();
    try {
      let deliverApp = (_module: RemoteAppModule) => undefined as void;
      let deliverPage = () => undefined as void;
      const preloadRoute = jest.fn(() => new Promise<void>((resolve) => (deliverPage = resolve)));
      const loader = createRemoteLoader(config, {
        registerRemotes: () => undefined,
        loadRemote: <T,>() => new Promise<T>((resolve) => (deliverApp = (module) => resolve(module as T))),
      });
      renderShell({ path: '/listings/manage', user: users.host, loader });
      expect(screen.getByRole('status', { name: 'Loading page' })).toBeInTheDocument();
      await act(async () => undefined); // remotes.json is read, the remote asked for

      await act(async () => deliverApp({ default: fakeRemoteApp('host'), preloadRoute }));
      // The remote is in, its page's chunk is not: still the skeleton, not the remote's own loading state.
      expect(preloadRoute).toHaveBeenCalledWith('/listings/manage');
      expect(screen.queryByRole('heading', { name: 'host app at /listings/manage' })).not.toBeInTheDocument();

      await act(async () => deliverPage());
      expect(screen.getByRole('heading', { name: 'host app at /listings/manage' })).toBeInTheDocument();
      expect(screen.queryByRole('status', { name: 'Loading page' })).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('renders a remote that has already loaded at once, with no skeleton in between', async () => {
    const loader = createRemoteLoader(config, {
      registerRemotes: () => undefined,
      loadRemote: async <T,>() => ({ default: fakeRemoteApp('admin') }) as T,
    });
    await loader.loadApp('admin');
    renderShell({ path: '/admin/reviews', user: users.admin, loader });
    expect(screen.getByRole('heading', { name: 'admin app at /admin/reviews' })).toBeInTheDocument();
  });
});
