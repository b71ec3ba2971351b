import { act, renderHook, waitFor } from '@testing-library/react';
import { useAsync } from './useAsync';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useAsync', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('goes from loading to the loaded data', async () => {
    const load = () => Promise.resolve(['Lisbon']);
    const { result } = renderHook(() => useAsync(load));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toEqual(['Lisbon']);
  });

  it('reports a failed first load as an error', async () => {
    const failure = new Error('offline');
    const load = () => Promise.reject(failure);
    const { result } = renderHook(() => useAsync(load));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBe(failure);
  });

  it('keeps the data on screen when a reload of the same source fails (PRODUCT 15)', async () => {
    let call = 0;
    const load = () => (++call === 1 ? Promise.resolve('first') : Promise.reject(new Error('offline')));
    const { result } = renderHook(() => useAsync(load));
    await waitFor(() => expect(result.current.data).toBe('first'));
    act(() => result.current.reload());
    await waitFor(() => expect(call).toBe(2));
    await act(async () => undefined);
    expect(result.current).toMatchObject({ status: 'success', data: 'first' });
  });

  it('drops an answer that arrives after a newer load of another source started', async () => {
    const slow = deferred<string>();
    const fast = deferred<string>();
    const { result, rerender } = renderHook(({ load }) => useAsync(load), {
      initialProps: { load: () => slow.promise },
    });
    rerender({ load: () => fast.promise });
    await act(async () => fast.resolve('new'));
    await act(async () => slow.resolve('stale'));
    expect(result.current.data).toBe('new');
  });

  it('setData changes the loaded data in place', async () => {
    const load = () => Promise.resolve([1, 2, 3]);
    const { result } = renderHook(() => useAsync(load));
    await waitFor(() => expect(result.current.status).toBe('success'));
    act(() => result.current.setData((list) => list.filter((n) => n !== 2)));
    expect(result.current.data).toEqual([1, 3]);
  });
});
