import { whenIdle, whenPageLoaded, type IdleDeadlineLike } from './whenIdle';

/** A window whose load event and idle periods the test decides. */
function fakeWindow(readyState: DocumentReadyState) {
  const listeners = new EventTarget();
  const idle = new Map<number, (deadline: IdleDeadlineLike) => void>();
  let next = 0;
  const win = {
    document: { readyState },
    addEventListener: listeners.addEventListener.bind(listeners),
    removeEventListener: listeners.removeEventListener.bind(listeners),
    setTimeout: window.setTimeout.bind(window),
    clearTimeout: window.clearTimeout.bind(window),
    requestIdleCallback: (callback: (deadline: IdleDeadlineLike) => void) => {
      next += 1;
      idle.set(next, callback);
      return next;
    },
    cancelIdleCallback: (handle: number) => idle.delete(handle),
  };
  const load = () => {
    win.document.readyState = 'complete';
    listeners.dispatchEvent(new Event('load'));
  };
  /** An idle period of `ms` (a browser with nothing to do offers 50 ms). */
  const runIdle = (ms = 50) => {
    const callbacks = [...idle.values()];
    idle.clear();
    callbacks.forEach((callback) => callback({ didTimeout: false, timeRemaining: () => ms }));
  };
  return { win: win as unknown as Window, load, runIdle, idle };
}

describe('whenPageLoaded', () => {
  it('waits for the load event, then for the browser to be idle', () => {
    const { win, load, runIdle, idle } = fakeWindow('interactive');
    const task = jest.fn();
    whenPageLoaded(win, task);
    runIdle();
    expect(task).not.toHaveBeenCalled();
    load();
    expect(idle.size).toBe(1);
    expect(task).not.toHaveBeenCalled();
    runIdle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits past the short idle gaps of a page still rendering after its load event', () => {
    const { win, load, runIdle, idle } = fakeWindow('interactive');
    const task = jest.fn();
    whenPageLoaded(win, task);
    load();
    runIdle(4); // between two frames of a time-sliced render
    expect(task).not.toHaveBeenCalled();
    expect(idle.size).toBe(1);
    runIdle(50);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('on a page already loaded, waits only for the browser to be idle', () => {
    const { win, runIdle } = fakeWindow('complete');
    const task = jest.fn();
    whenPageLoaded(win, task);
    expect(task).not.toHaveBeenCalled();
    runIdle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled, before or after the load event', () => {
    const before = fakeWindow('loading');
    const early = jest.fn();
    whenPageLoaded(before.win, early)();
    before.load();
    before.runIdle();
    expect(early).not.toHaveBeenCalled();

    const after = fakeWindow('loading');
    const late = jest.fn();
    const cancel = whenPageLoaded(after.win, late);
    after.load();
    cancel();
    after.runIdle();
    expect(late).not.toHaveBeenCalled();
  });
});

describe('whenIdle', () => {
  it('without requestIdleCallback (Safari), runs after the fallback delay unless cancelled', () => {
    jest.useFakeTimers();
    try {
      const win = {
        setTimeout: window.setTimeout.bind(window),
        clearTimeout: window.clearTimeout.bind(window),
      };
      const task = jest.fn();
      whenIdle(win, task, { timeoutMs: 5_000, fallbackMs: 1_500 });
      const cancelled = jest.fn();
      whenIdle(win, cancelled, { timeoutMs: 5_000, fallbackMs: 1_500 })();
      jest.advanceTimersByTime(1_499);
      expect(task).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(task).toHaveBeenCalledTimes(1);
      expect(cancelled).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });
});
