import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { Rates } from '@shoreline/shared-domain/types';
import { ApiRequestError } from '../api/apiRequestError';
import { createTableApi } from '../api/createTableApi';
import { createShellApi } from './createShellApi';
import { SESSION_RECHECK_MS, startShellApi } from './startShellApi';
import type { IdleDeadlineLike } from './whenIdle';
import { ana, liveRates } from './testFixtures';

const rates: Rates = liveRates(1.1, 0.85);

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startShellApi', () => {
  it('loads the session and the rates without being awaited, and reads /api/session again once back online', async () => {
    let reachable = false;
    const api = createTableApi({
      'GET /api/session': () => {
        if (!reachable) throw new ApiRequestError(0, MESSAGES.offline, 'Network Error');
        return { user: ana };
      },
      'GET /api/rates': () => rates,
    });
    const shell = createShellApi({ api, storage: null, online: false });
    const stop = startShellApi(shell, window);
    await settle();
    expect(shell.session.getState()).toMatchObject({ status: 'ready', user: null, unavailable: true });
    expect(shell.currency.getState().rates).toEqual(rates);

    reachable = true;
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(shell.session.getState()).toMatchObject({ user: ana, unavailable: false });

    // Stopped: no more reads.
    stop();
    const before = api.calls.length;
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(api.calls).toHaveLength(before);
  });

  it('does not read /api/session again on reconnect when the session was read fine', async () => {
    const api = createTableApi({ 'GET /api/session': () => ({ user: ana }), 'GET /api/rates': () => rates });
    const shell = createShellApi({ api, storage: null, online: true });
    const stop = startShellApi(shell, window);
    await settle();
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(api.calls.filter((call) => call.path === '/api/session')).toHaveLength(1);
    stop();
  });

  it('re-reads the session when the user comes back to the tab (roles changed elsewhere), at most every few seconds', async () => {
    let user = ana;
    const api = createTableApi({ 'GET /api/session': () => ({ user }), 'GET /api/rates': () => rates });
    const shell = createShellApi({ api, storage: null, online: true });
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const stop = startShellApi(shell, window);
    await settle();
    const meCalls = () => api.calls.filter((call) => call.path === '/api/session').length;
    expect(meCalls()).toBe(1);

    // An admin approved the request meanwhile; the user switches back to this tab.
    user = { ...ana, roles: ['renter', 'host'] };
    now.mockReturnValue(1_000_000 + SESSION_RECHECK_MS);
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(meCalls()).toBe(2);
    expect(shell.session.getState().user?.roles).toEqual(['renter', 'host']);
    stop();
  });

  it('keeps the same user object when a re-read finds nothing changed', async () => {
    const api = createTableApi({
      'GET /api/session': () => ({ user: { ...ana } }),
      'GET /api/rates': () => rates,
    });
    const shell = createShellApi({ api, storage: null, online: true });
    await shell.session.getState().refresh();
    const first = shell.session.getState().user;
    await shell.session.getState().refresh();
    expect(shell.session.getState().user).toBe(first);
  });

  it('re-reads the session when the API refuses a call for who the user is (401/403)', async () => {
    let user = { ...ana, roles: ['renter', 'host'] as typeof ana.roles };
    const api = createTableApi({
      'GET /api/session': () => ({ user }),
      'GET /api/host/listings': () => {
        throw new ApiRequestError(403, MESSAGES.forbidden, 'Forbidden');
      },
    });
    const shell = createShellApi({ api, storage: null, online: true });
    await shell.session.getState().refresh();
    user = ana; // hosting revoked elsewhere
    await expect(shell.api.request('GET', '/api/host/listings')).rejects.toMatchObject({ status: 403 });
    await settle();
    expect(api.calls.filter((call) => call.path === '/api/session')).toHaveLength(2);
    expect(shell.session.getState().user?.roles).toEqual(['renter']);
  });

  it("follows the bell only once the page has loaded and the browser is idle, not with the page's own requests", async () => {
    const api = createTableApi({
      'GET /api/session': () => ({ user: ana }),
      'GET /api/rates': () => rates,
      'GET /api/notifications/unread-count': () => ({ unreadCount: 2 }),
    });
    const shell = createShellApi({ api, storage: null, online: true });
    const idle: ((deadline: IdleDeadlineLike) => void)[] = [];
    const idleWindow = Object.assign(Object.create(window) as Window, {
      requestIdleCallback: (callback: (deadline: IdleDeadlineLike) => void) => idle.push(callback),
    });
    const stop = startShellApi(shell, idleWindow);
    await settle();
    expect(shell.session.getState().user).toEqual(ana);
    expect(api.calls.map((call) => call.path)).not.toContain('/api/notifications/unread-count');

    // A quiet browser (jsdom has no EventSource: the count is polled).
    idle.splice(0).forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 }));
    await settle();
    expect(api.calls.map((call) => call.path)).toContain('/api/notifications/unread-count');
    expect(shell.notifications?.getState().unreadCount).toBe(2);
    stop();
  });
});
