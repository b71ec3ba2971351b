// A page the shell's server rendered starts from what it was rendered with (issue 21): the stores
// from the server's session, currency and rates; a screen's first data from the server's answer,
// not asked for again; today from the server's date for the first render; the currency choice kept
// in a cookie so that the server renders the next page in it.
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { formatDisplayInstant } from '@shoreline/shared-domain/dates';
import type { Rates } from '@shoreline/shared-domain/types';
import { createTableApi } from '../api/createTableApi';
import type { RenderedPage } from '../contract';
import { useAsync } from '../hooks/useAsync';
import { createShellApi } from './createShellApi';
import { CURRENCY_COOKIE, readCurrencyCookie, writeCurrencyCookie } from './currencyPreference';
import { ShellProvider } from './ShellProvider';
import { startShellApi } from './startShellApi';
import { ana } from './testFixtures';
import { useEarlyAnswer } from './useEarlyAnswer';
import { useDisplayInstant } from './useDisplayInstant';
import { useToday } from './useToday';

const rates: Rates = {
  base: 'EUR',
  rates: { EUR: 1, USD: 1.1, GBP: 0.8 },
  fetchedAt: new Date().toISOString(),
  source: 'live',
};

function renderedPage(
  answers: Record<string, { status: number; body: unknown }>,
  today = '2001-02-03',
): RenderedPage {
  return { today: () => today, answer: (path) => answers[path] };
}

function shellWith(rendered?: RenderedPage) {
  const api = createTableApi({
    'GET /api/feed': () => ['fetched'],
    'GET /api/session': () => ({ user: ana }),
  });
  const shell = createShellApi({
    api,
    storage: null,
    online: true,
    initial: { user: ana, currency: 'GBP', rates, ...(rendered ? { rendered } : {}) },
  });
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <StrictMode>
      <ShellProvider shell={shell}>{children}</ShellProvider>
    </StrictMode>
  );
  return { api, shell, wrapper };
}

describe('a server-rendered start', () => {
  afterEach(() => {
    document.cookie = `${CURRENCY_COOKIE}=; max-age=0; path=/`;
  });

  it('gives the stores the session, currency and rates the page was rendered with', () => {
    const { shell } = shellWith();
    expect(shell.session.getState()).toMatchObject({ status: 'ready', user: ana });
    expect(shell.currency.getState()).toMatchObject({ code: 'GBP', rates, ratesStatus: 'ready' });
    // Without it, as before: the session loads.
    expect(createShellApi({ api: createTableApi({}), storage: null }).session.getState().status).toBe(
      'loading',
    );
  });

  it('does not ask for the session again on start when the server gave it', async () => {
    const { api, shell } = shellWith();
    const stop = startShellApi(shell, window);
    await act(async () => undefined);
    expect(api.calls.map((call) => call.path)).not.toContain('/api/session');
    stop();
  });

  it("starts a screen from the server's answer and asks the API only on reload", async () => {
    const { api, wrapper } = shellWith(renderedPage({ '/api/feed': { status: 200, body: ['rendered'] } }));
    const stableLoad = () => api.request<string[]>('GET', '/api/feed');
    const { result } = renderHook(() => useAsync(stableLoad, useEarlyAnswer<string[]>('/api/feed')), {
      wrapper,
    });
    expect(result.current).toMatchObject({ status: 'success', data: ['rendered'] });
    await act(async () => undefined);
    expect(api.calls).toEqual([]);
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.data).toEqual(['fetched']));
  });

  it("turns the server's refusal into the error the request would have given", () => {
    const { wrapper } = shellWith(
      renderedPage({
        '/api/feed': { status: 404, body: { message: 'Listing not found', error: 'Not Found' } },
      }),
    );
    const { result } = renderHook(() => useEarlyAnswer('/api/feed'), { wrapper });
    expect(result.current).toMatchObject({
      status: 'error',
      error: { status: 404, message: 'Listing not found' },
    });
  });

  it("renders today as the server did first, then the device's own date", async () => {
    const { wrapper } = shellWith(renderedPage({}, '2001-02-03'));
    const seen: string[] = [];
    function Today() {
      const today = useToday();
      seen.push(today);
      return <p>{today}</p>;
    }
    render(<Today />, { wrapper });
    expect(seen[0]).toBe('2001-02-03');
    await waitFor(() => expect(screen.getByText(/^\d{4}-\d\d-\d\d$/)).not.toHaveTextContent('2001-02-03'));
  });

  it("shows an instant's UTC date first (the server's zone is not the visitor's), then the visitor's", async () => {
    const { wrapper } = shellWith(renderedPage({}));
    const seen: string[] = [];
    function Written() {
      const text = useDisplayInstant('2026-11-30T23:30:00.000Z');
      seen.push(text);
      return <time>{text}</time>;
    }
    render(<Written />, { wrapper });
    expect(seen[0]).toBe('Nov 30, 2026');
    // Then the visitor's own calendar date (in a zone east of UTC, already Dec 1).
    await waitFor(() => expect(seen.length).toBeGreaterThan(1));
    expect(seen.at(-1)).toBe(formatDisplayInstant('2026-11-30T23:30:00.000Z'));
  });

  it('keeps the chosen currency in a cookie the server can read', () => {
    const { shell } = shellWith();
    shell.currency.getState().setCode('USD');
    expect(readCurrencyCookie(document.cookie)).toBe('USD');
    expect(readCurrencyCookie('a=1; shoreline_currency=GBP; b=2')).toBe('GBP');
    expect(readCurrencyCookie('shoreline_currency=JPY')).toBeNull();
    expect(readCurrencyCookie(undefined)).toBeNull();
    writeCurrencyCookie(null, 'EUR');
  });
});
