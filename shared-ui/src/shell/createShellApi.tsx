// Builds the ShellApi of the contract from real parts: the shell uses it, and so does each remote's
// standalone dev harness, so a slice developed alone runs against the same stores and API client.
import type { CurrencyCode, Rates, User } from '@shoreline/shared-domain/types';
import { SHELL_CONTRACT_VERSION, type ApiClient, type RenderedPage, type ShellApi } from '../contract';
import { createApiClient } from '../api/createApiClient';
import { createCurrencyStore } from './createCurrencyStore';
import { createNetworkStore } from './createNetworkStore';
import { createNotificationArrivals } from './createNotificationArrivals';
import { createNotificationsStore } from './createNotificationsStore';
import { createSessionStore } from './createSessionStore';
import { recheckSessionOnDenial } from './recheckSessionOnDenial';

export interface ShellApiOptions {
  api?: ApiClient;
  storage?: Storage | null;
  online?: boolean;
  preloadRoute?: (path: string) => void;
  /**
   * What the shell's server rendered the page with (issue 21): the stores start from it, on the server
   * and in the browser alike, so the first render in the browser is the server's markup.
   */
  initial?: InitialShellState;
}

export interface InitialShellState {
  /** The session as the server read it; absent when it could not (the browser then asks). */
  user?: User | null;
  currency?: CurrencyCode;
  rates?: Rates;
  rendered?: RenderedPage;
}

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function createShellApi(options: ShellApiOptions = {}): ShellApi {
  const baseApi = options.api ?? createApiClient();
  // The session reads /api/session through the plain client; everyone else's refusals re-check it.
  const initial = options.initial ?? {};
  const session = createSessionStore(baseApi, initial.user);
  const api = recheckSessionOnDenial(baseApi, () => void session.getState().refresh());
  const notifications = createNotificationsStore(api);
  return {
    version: SHELL_CONTRACT_VERSION,
    api,
    session,
    currency: createCurrencyStore(api, {
      storage: options.storage === undefined ? browserStorage() : options.storage,
      code: initial.currency,
      rates: initial.rates,
      cookieDocument: typeof document === 'undefined' ? null : document,
    }),
    network: createNetworkStore(
      options.online ?? (typeof navigator === 'undefined' ? true : navigator.onLine),
    ),
    notifications,
    notificationArrivals: createNotificationArrivals(notifications),
    preloadRoute: options.preloadRoute ?? (() => undefined),
    ...(initial.rendered ? { rendered: initial.rendered } : {}),
  };
}
