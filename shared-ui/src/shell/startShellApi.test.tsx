import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { Rates } from '@shoreline/shared-domain/types';
import { ApiRequestError } from '../api/apiRequestError';
import { createTableApi } from '../api/createTableApi';
import { createShellApi } from './createShellApi';
import { startShellApi } from './startShellApi';
import { ana, liveRates } from './testFixtures';

const rates: Rates = liveRates(1.1, 0.85);

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startShellApi', () => {
  it('loads the session and the rates without being awaited, and reads /api/me again once back online', async () => {
    let reachable = false;
    const api = createTableApi({
      'GET /api/me': () => {
        if (!reachable) throw new ApiRequestError(0, MESSAGES.offline, 'Network Error');
        return ana;
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

  it('does not read /api/me again on reconnect when the session was read fine', async () => {
    const api = createTableApi({ 'GET /api/me': () => ana, 'GET /api/rates': () => rates });
    const shell = createShellApi({ api, storage: null, online: true });
    const stop = startShellApi(shell, window);
    await settle();
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(api.calls.filter((call) => call.path === '/api/me')).toHaveLength(1);
    stop();
  });
});
