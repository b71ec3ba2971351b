import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

export type AsyncState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown }
  | { status: 'success'; data: T; error?: undefined };

export type AsyncResource<T> = AsyncState<T> & {
  /** Runs the load again (Retry buttons, after a change elsewhere). */
  reload: () => void;
  /** Replaces the loaded data locally, e.g. after a mutation answered with the new entity. */
  setData: (update: (current: T) => T) => void;
};

/**
 * Runs `load` whenever it changes (wrap it in useCallback) and tracks loading / error / success. An
 * answer that arrives after a newer load started, or after unmount, is dropped. A reload of the same
 * source keeps the loaded data on screen, also when it fails (PRODUCT 15: screens keep what they
 * already loaded while offline). With `initial` (the answer the page already has, `useEarlyAnswer`:
 * what a server-rendered page was rendered with, or a prefetched answer that has arrived), the first state is that one and the first load is skipped; a reload or a new
 * source loads as usual.
 */
export function useAsync<T>(load: () => Promise<T>, initial?: AsyncState<T>): AsyncResource<T> {
  const [state, setState] = useState<AsyncState<T>>(() => initial ?? { status: 'loading' });
  const [generation, setGeneration] = useState(0);
  const lastLoad = useRef(load);
  // The source whose data came with the page: not loaded again until a reload or another source
  // (compared, not flagged once, so that StrictMode's second effect run skips it too).
  const renderedFor = useRef<(() => Promise<T>) | null>(initial !== undefined ? load : null);

  useEffect(() => {
    let current = true;
    const sameSource = lastLoad.current === load;
    lastLoad.current = load;
    if (renderedFor.current === load && generation === 0) return;
    renderedFor.current = null;
    const keep = (previous: AsyncState<T>) => sameSource && previous.status === 'success';
    setState((previous) => (keep(previous) ? previous : { status: 'loading' }));
    load().then(
      (data) => {
        // A transition: rendering what arrived (a page of cards, a listing) yields to the renter's
        // input and to the browser every few milliseconds instead of blocking the main thread.
        if (current) startTransition(() => setState({ status: 'success', data }));
      },
      (error: unknown) => {
        if (!current) return;
        console.error(error);
        setState((previous) => (keep(previous) ? previous : { status: 'error', error }));
      },
    );
    return () => {
      current = false;
    };
  }, [load, generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  const setData = useCallback(
    (update: (current: T) => T) =>
      setState((previous) =>
        previous.status === 'success' ? { status: 'success', data: update(previous.data) } : previous,
      ),
    [],
  );
  return { ...state, reload, setData };
}
