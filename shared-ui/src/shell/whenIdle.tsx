// Work a page's first view does not need waits for the browser to have nothing better to do, so it
// never competes with the page's own code, data and photos for a slow phone's bandwidth and CPU.

/** What requestIdleCallback hands its callback. */
export interface IdleDeadlineLike {
  readonly didTimeout: boolean;
  timeRemaining: () => number;
}

export type IdleWindow = Pick<Window, 'setTimeout' | 'clearTimeout'> & {
  requestIdleCallback?: (
    callback: (deadline: IdleDeadlineLike) => void,
    options?: { timeout: number },
  ) => number;
  cancelIdleCallback?: (handle: number) => void;
};

export interface WhenIdleOptions {
  /** Past this the task runs even if the browser never idles (a busy page). */
  timeoutMs: number;
  /** Without requestIdleCallback (Safari): how long to wait instead. */
  fallbackMs: number;
  /**
   * How long an idle period must be: the gaps between the frames of a time-sliced React render are
   * idle periods too, of a few milliseconds; a browser with nothing to do offers up to 50 ms.
   */
  quietMs?: number;
}

/** Runs `task` once the browser is idle; returns the function that cancels it if it has not run. */
export function whenIdle(win: IdleWindow, task: () => void, options: WhenIdleOptions): () => void {
  const { requestIdleCallback } = win;
  if (!requestIdleCallback) {
    const timer = win.setTimeout(task, options.fallbackMs);
    return () => win.clearTimeout(timer);
  }
  const quietMs = options.quietMs ?? 0;
  const deadlineAt = Date.now() + options.timeoutMs;
  let handle = 0;
  const ask = () => {
    handle = requestIdleCallback.call(
      win,
      (deadline) => {
        if (deadline.didTimeout || deadline.timeRemaining() >= quietMs) task();
        else ask();
      },
      { timeout: Math.max(0, deadlineAt - Date.now()) },
    );
  };
  ask();
  return () => win.cancelIdleCallback?.(handle);
}

/**
 * Runs `task` once the page has loaded (its load event: its code, styles and photos are in) and the
 * browser is then quiet (a page may still be rendering after its load event); returns the function
 * that cancels it if it has not run.
 */
export function whenPageLoaded(win: Window, task: () => void): () => void {
  let cancelIdle: (() => void) | null = null;
  const start = () => {
    cancelIdle = whenIdle(win, task, { timeoutMs: 3_000, fallbackMs: 0, quietMs: 40 });
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
