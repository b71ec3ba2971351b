// A screen's first data prefetched with the page (a host's calendar, issue 21): when it has arrived by
// the time the screen mounts, the first render is the content and the API is not asked again; while
// it is still on its way, or when it was refused, the screen loads as usual and takes the prefetch.
import { act, renderHook, waitFor } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { createApiClient } from '../api/createApiClient';
import { createPrefetchStore } from '../api/createPrefetchStore';
import { useAsync } from '../hooks/useAsync';
import { createShellApi } from './createShellApi';
import { ShellProvider } from './ShellProvider';
import { ana } from './testFixtures';
import { useEarlyAnswer } from './useEarlyAnswer';

function answer(status: number, body: unknown): Response {
  const make = (): Response =>
    ({ ok: status < 400, status, text: async () => JSON.stringify(body), clone: make }) as Response;
  return make();
}

/** A shell whose API answers from `answers` and records every fetch, prefetches included. */
function shellOver(answers: Record<string, () => Promise<Response>>) {
  const fetched: string[] = [];
  const fetchImpl: typeof fetch = (input) => {
    fetched.push(String(input));
    const next = answers[String(input)];
    return next ? next() : Promise.resolve(answer(404, { message: 'Not found' }));
  };
  const prefetched = createPrefetchStore(fetchImpl);
  const shell = createShellApi({
    api: createApiClient({ fetch: fetchImpl, prefetched }),
    storage: null,
    online: true,
    initial: { user: ana, currency: 'EUR' },
  });
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <StrictMode>
      <ShellProvider shell={shell}>{children}</ShellProvider>
    </StrictMode>
  );
  // One load function for the hook's whole life (useAsync loads again when its function changes).
  const load = () => shell.api.request<{ nights: number }>('GET', '/api/calendar');
  const useCalendar = () => useAsync(load, useEarlyAnswer<{ nights: number }>('/api/calendar'));
  return { fetched, prefetched, wrapper, useCalendar };
}

describe('useEarlyAnswer with a prefetched answer', () => {
  it('renders an answer that has arrived in the first render, without asking again', async () => {
    const { fetched, prefetched, wrapper, useCalendar } = shellOver({
      '/api/calendar': async () => answer(200, { nights: 3 }),
    });
    prefetched.prefetch('/api/calendar');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    const { result } = renderHook(useCalendar, { wrapper });
    expect(result.current).toMatchObject({ status: 'success', data: { nights: 3 } });
    await act(async () => undefined);
    expect(fetched).toEqual(['/api/calendar']);
    // A reload asks the API itself.
    act(() => result.current.reload());
    await waitFor(() => expect(fetched).toEqual(['/api/calendar', '/api/calendar']));
  });

  it('loads as usual while the answer is on its way, and takes the prefetch then', async () => {
    let arrive!: (response: Response) => void;
    const { fetched, prefetched, wrapper, useCalendar } = shellOver({
      '/api/calendar': () => new Promise((resolve) => (arrive = resolve)),
    });
    prefetched.prefetch('/api/calendar');
    const { result } = renderHook(useCalendar, { wrapper });
    expect(result.current.status).toBe('loading');
    act(() => arrive(answer(200, { nights: 5 })));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: { nights: 5 } }));
    expect(fetched).toEqual(['/api/calendar']);
  });

  it('leaves a refusal to the request, which reports it', async () => {
    // useAsync logs the failed load.
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { fetched, prefetched, wrapper, useCalendar } = shellOver({});
    prefetched.prefetch('/api/calendar');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    const { result } = renderHook(useCalendar, { wrapper });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'error', error: { status: 404 } }));
    expect(fetched).toEqual(['/api/calendar']);
    logged.mockRestore();
  });
});
