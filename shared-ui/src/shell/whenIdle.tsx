// Work a page's first view does not need waits for the browser to have nothing better to do, so it
// never competes with the page's own code, data and photos for a slow phone's bandwidth and CPU.

export type IdleWindow = Pick<Window, 'setTimeout' | 'clearTimeout'> & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

export interface WhenIdleOptions {
  /** Past this the task runs even if the browser never idles (a busy page). */
  timeoutMs: number;
  /** Without requestIdleCallback (Safari): how long to wait instead. */
  fallbackMs: number;
}

/** Runs `task` once the browser is idle; returns the function that cancels it if it has not run. */
export function whenIdle(win: IdleWindow, task: () => void, options: WhenIdleOptions): () => void {
  if (win.requestIdleCallback) {
    const handle = win.requestIdleCallback(task, { timeout: options.timeoutMs });
    return () => win.cancelIdleCallback?.(handle);
  }
  const timer = win.setTimeout(task, options.fallbackMs);
  return () => win.clearTimeout(timer);
}

/**
 * Runs `task` once the page has loaded (its load event: its code, styles and photos are in) and the
 * browser is then idle; returns the function that cancels it if it has not run.
 */
export function whenPageLoaded(win: Window, task: () => void): () => void {
  let cancelIdle: (() => void) | null = null;
  const start = () => {
    cancelIdle = whenIdle(win, task, { timeoutMs: 2_000, fallbackMs: 0 });
  };
  if (win.document.readyState === 'complete') {
    start();
  } else {
    win.addEventListener('load', start, { once: true });
  }
  return () => {
    win.removeEventListener('load', start);
    cancelIdle?.();
  };
}
