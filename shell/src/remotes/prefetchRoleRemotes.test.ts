import type { SessionState } from '@shoreline/shared-ui/contract';
import type { Role, User } from '@shoreline/shared-domain/types';
import { createStore } from 'zustand/vanilla';
import type { IdleDeadlineLike } from '@shoreline/shared-ui/shell/whenIdle';
import { prefetchRoleRemotes } from './prefetchRoleRemotes';

const userWith = (roles: Role[]): User => ({
  id: 'u1',
  name: 'Marina Costa',
  email: 'marina@shoreline.test',
  roles,
  createdAt: '2026-01-01T00:00:00.000Z',
});

function setUp(user: User | null, status: SessionState['status'] = 'ready') {
  const session = createStore<SessionState>(() => ({
    status,
    user,
    refresh: async () => undefined,
    setUser: (next) => session.setState({ user: next }),
    signOut: async () => undefined,
  }));
  const preloaded: string[] = [];
  const idle: ((deadline: IdleDeadlineLike) => void)[] = [];
  const win = {
    setTimeout: window.setTimeout.bind(window),
    clearTimeout: window.clearTimeout.bind(window),
    requestIdleCallback: (callback: (deadline: IdleDeadlineLike) => void) => idle.push(callback),
  };
  const stop = prefetchRoleRemotes(session, { preload: (name) => preloaded.push(name) }, win);
  const runIdle = () =>
    idle.splice(0).forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 }));
  return { session, preloaded, idle, runIdle, stop };
}

it("prefetches a host's remote when the browser is idle, not before, and once", () => {
  const { session, preloaded, idle, runIdle } = setUp(userWith(['renter', 'host']));
  expect(preloaded).toEqual([]);
  expect(idle).toHaveLength(1);
  runIdle();
  expect(preloaded).toEqual(['host']);
  session.setState({ status: 'ready' });
  session.getState().setUser(userWith(['renter', 'host']));
  runIdle();
  expect(preloaded).toEqual(['host']);
});

it('waits for the session: a sign-in as an admin prefetches the admin remote', () => {
  const { session, preloaded, runIdle } = setUp(null, 'loading');
  runIdle();
  expect(preloaded).toEqual([]);
  session.setState({ status: 'ready', user: null });
  runIdle();
  expect(preloaded).toEqual([]);
  session.getState().setUser(userWith(['admin']));
  runIdle();
  expect(preloaded).toEqual(['admin']);
});

it('never prefetches host or admin code for a renter', () => {
  const { preloaded, idle, runIdle } = setUp(userWith(['renter']));
  runIdle();
  expect(idle).toEqual([]);
  expect(preloaded).toEqual([]);
});

it('without requestIdleCallback, prefetches after a short delay', () => {
  jest.useFakeTimers();
  try {
    const session = createStore<SessionState>(() => ({
      status: 'ready',
      user: userWith(['host']),
      refresh: async () => undefined,
      setUser: () => undefined,
      signOut: async () => undefined,
    }));
    const preloaded: string[] = [];
    prefetchRoleRemotes(
      session,
      { preload: (name) => preloaded.push(name) },
      { setTimeout: window.setTimeout.bind(window), clearTimeout: window.clearTimeout.bind(window) },
    );
    expect(preloaded).toEqual([]);
    jest.advanceTimersByTime(2_000);
    expect(preloaded).toEqual(['host']);
  } finally {
    jest.useRealTimers();
  }
});
