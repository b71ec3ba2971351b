// The server's markup is what the browser's first render makes (issue 21): a page rendered by
// renderPage (the shell's server bundle) is hydrated in jsdom by the shell's App with the state the
// server embedded, and React reports no mismatch; the browser asks the API for none of the page's data.
import { clearImmediate, setImmediate } from 'node:timers';
import { act, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { ListingSummary, Page, Rates } from '@shoreline/shared-domain/types';
import { createTableApi } from '@shoreline/shared-ui/api/createTableApi';
import { createShellApi } from '@shoreline/shared-ui/shell/createShellApi';
import { App } from '../app/App';
import type { RemoteLoader } from '../remotes/createRemoteLoader';
import { initialShellState, renderedPageOf } from '../ssr/pageState';
import { FEED, featuredGuest } from '../testing/featuredGuest';
import { users } from '../testing/renderShell';
import type * as RenderPageModule from './renderPage';
import type * as FeaturedGuestModule from '../testing/featuredGuest';

// jsdom resolves react-dom/server to its browser build; the shell's server runs the Node one, which
// schedules its work with Node's setImmediate (not in jsdom's globals).
jest.mock('react-dom/server', () => jest.requireActual('react-dom/server.node'));
Object.assign(globalThis, { setImmediate, clearImmediate });

const ana = users.renter;
const rates: Rates = {
  base: 'EUR',
  rates: { EUR: 1, USD: 1.1, GBP: 0.8 },
  fetchedAt: '2026-11-30T10:00:00.000Z',
  source: 'live',
};
const listing = (id: string, title: string, pricePerNight: number) =>
  ({ id, title, pricePerNight, city: 'Ericeira', country: 'Portugal' }) as ListingSummary;
const feed: Page<ListingSummary> = {
  items: [listing('l1', 'Surf Loft', 100), listing('l2', 'Harbour Room', 140)],
  nextCursor: null,
};

/** The API as the server reaches it (jsdom has no fetch or Response: what fetchPageState reads). */
const api = async (input: RequestInfo | URL) => {
  const { pathname, search } = new URL(String(input));
  const answers: Record<string, unknown> = {
    '/api/session': { user: ana },
    '/api/rates': rates,
    [FEED]: feed,
    '/api/destinations': { items: [], nextCursor: null },
  };
  const body = answers[pathname + search];
  return {
    status: body === undefined ? 404 : 200,
    body: null,
    json: async () => body ?? { message: 'Not found' },
  } as unknown as Response;
};

/**
 * The page as the shell's server renders it, with modules of its own (as in its own process: React's
 * server renderer leaves context values behind that a browser render in the same registry would see).
 */
async function serverRender(cookie: string) {
  let server: typeof RenderPageModule | undefined;
  let guest: typeof FeaturedGuestModule | undefined;
  jest.isolateModules(() => {
    server = jest.requireActual<typeof RenderPageModule>('./renderPage');
    guest = jest.requireActual<typeof FeaturedGuestModule>('../testing/featuredGuest');
  });
  const page = await server!.renderPage(
    {
      href: '/',
      origin: 'http://shoreline.test',
      cookie,
      apiUrl: 'http://api.test',
      remotes: { guest: 'http://guest.test/mf-manifest.json' },
      nonce: 'nonce',
      fetch: api as typeof fetch,
    },
    { load: async () => guest!.featuredGuest },
  );
  if (!page) throw new Error('/ is a server-rendered page');
  return page;
}

describe('a server-rendered page in the browser', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('renders the signed-in header and the data in the currency of the cookie', async () => {
    const page = await serverRender('session=abc; shoreline_currency=GBP');
    expect(page.status).toBe(200);
    expect(page.state.session).toEqual({ user: ana });
    expect(page.state.currency).toBe('GBP');
    expect(page.state.answers[FEED]).toEqual({ status: 200, body: feed });
    expect(page.html).toContain('Surf Loft');
    expect(page.html).toContain('£80.00');
    expect(page.html).toContain('Account menu for Ana Silva');
    expect(page.html).toContain(`Featured on ${page.state.today}`);
  });

  it.each([
    ['still on its way (the slot keeps the server markup until it is in)', false],
    ['already in (the slot renders it at once)', true],
  ])(
    'hydrates with no mismatch and asks the API for none of the page data, the remote %s',
    async (_, inAlready) => {
      const page = await serverRender('session=abc; shoreline_currency=GBP');
      document.body.innerHTML = `<div id="root">${page.html}</div>`;
      const root = document.getElementById('root') as HTMLElement;
      const table = createTableApi({ 'GET /api/session': () => ({ user: ana }) });
      const rendered = renderedPageOf(page.state);
      const shell = createShellApi({
        api: table,
        storage: null,
        online: true,
        initial: initialShellState(page.state, rendered),
      });
      const loader: RemoteLoader = {
        loadApp: async () => featuredGuest,
        loaded: () => (inAlready ? featuredGuest : undefined),
        loadPage: async () => featuredGuest,
        preload: () => undefined,
        preloadRoute: () => undefined,
      };
      const heading = root.querySelector('h2');
      const recoverable: unknown[] = [];
      const consoleErrors = jest.spyOn(console, 'error');
      await act(async () => {
        hydrateRoot(
          root,
          <StrictMode>
            <App shell={shell} loader={loader} onLeaveFirstPage={rendered.leave} hydrating />
          </StrictMode>,
          { onRecoverableError: (error) => recoverable.push(error) },
        );
      });
      expect(await screen.findByRole('heading', { name: 'Surf Loft' })).toBe(heading);
      expect(recoverable).toEqual([]);
      expect(consoleErrors).not.toHaveBeenCalled();
      expect(table.calls.map((call) => call.path)).not.toContain(FEED);
      expect(screen.getByText('£80.00')).toBeInTheDocument();
    },
  );
});
