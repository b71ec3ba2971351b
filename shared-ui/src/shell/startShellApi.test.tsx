import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { Rates, User } from '@shoreline/shared-domain/types';
import { ApiRequestError } from '../api/apiRequestError';
import { createTableApi } from '../api/createTableApi';
import { createShellApi } from './createShellApi';
import { startShellApi } from './startShellApi';

const ana: User = {
  id: 'u1',
  name: 'Ana Silva',
  email: 'ana@shoreline.test',
  roles: ['renter'],
  createdAt: '2026-01-01T00:00:00.000Z',
};
const rates: Rates = {
  base: 'EUR',
  rates: { EUR: 1, USD: 1.1, GBP: 0.85 },
  fetchedAt: new Date().toISOString(),
  source: 'live',
};

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
