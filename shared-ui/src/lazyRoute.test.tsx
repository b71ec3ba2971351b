import { Component, Suspense, useState, type ReactNode } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { lazyRoute } from './lazyRoute';

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
});
