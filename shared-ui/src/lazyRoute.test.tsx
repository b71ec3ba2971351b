import { Component, Suspense, useState, type ReactNode } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { lazyRoute, routePreloader } from './lazyRoute';

/** What a remote slot does: an error box with Retry, which remounts the children. */
class Boundary extends Component<{ onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <button type="button" onClick={this.props.onRetry}>
        Retry
      </button>
    );
  }
}

function Slot({ children }: { children: ReactNode }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <Boundary key={attempt} onRetry={() => setAttempt((current) => current + 1)}>
      <Suspense fallback={<p>Loading</p>}>{children}</Suspense>
    </Boundary>
  );
}

const page = { default: () => <h1>Search results</h1> };
const chunkError = () => Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });

function setOnline(online: boolean) {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

describe('lazyRoute', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('renders the page once its chunk is in', async () => {
    const Page = lazyRoute(() => Promise.resolve(page));
    render(<Slot>{<Page />}</Slot>);
    expect(await screen.findByRole('heading', { name: 'Search results' })).toBeVisible();
  });

  it('asked for while offline, loads the chunk by itself once the browser is back online', async () => {
    setOnline(false);
    const load = jest.fn().mockRejectedValueOnce(chunkError()).mockResolvedValue(page);
    const Page = lazyRoute(load);
    render(<Slot>{<Page />}</Slot>);
    expect(await screen.findByText('Loading')).toBeVisible();
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();

    setOnline(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('heading', { name: 'Search results' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('online, shows the failure and downloads the chunk afresh on Retry', async () => {
    setOnline(true);
    let deployed = false; // the server cannot hand out the chunk until then
    const load = jest.fn(() => (deployed ? Promise.resolve(page) : Promise.reject(chunkError())));
    const Page = lazyRoute(load);
    render(<Slot>{<Page />}</Slot>);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    deployed = true;
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Search results' })).toBeVisible();
  });

  it('renders a page whose chunk was preloaded at once, with no loading state', async () => {
    const Page = lazyRoute(() => Promise.resolve(page));
    await Page.preload();
    render(<Slot>{<Page />}</Slot>);
    expect(screen.getByRole('heading', { name: 'Search results' })).toBeVisible();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it("a route's preload settles once its chunk is in, and settles (without throwing) when it fails", async () => {
    let deliver = (_module: typeof page) => undefined as void;
    const Search = lazyRoute(() => new Promise((resolve) => (deliver = resolve)));
    const Broken = lazyRoute(() => Promise.reject(chunkError()));
    const preload = routePreloader([
      { path: '/search', page: Search },
      { path: '/broken', page: Broken },
    ]);
    let settled = false;
    const searching = preload('/search').then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    deliver(page);
    await searching;
    expect(settled).toBe(true);
    await expect(preload('/broken')).resolves.toBeUndefined();
    await expect(preload('/elsewhere')).resolves.toBeUndefined();
  });
});
