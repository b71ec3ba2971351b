// Builds the ShellApi of the contract from real parts: the shell uses it, and so does each remote's
// standalone dev harness, so a slice developed alone runs against the same stores and API client.
import { SHELL_CONTRACT_VERSION, type ApiClient, type ShellApi } from '../contract';
import { createApiClient } from '../api/createApiClient';
import { createCurrencyStore } from './createCurrencyStore';
import { createNetworkStore } from './createNetworkStore';
import { createNotificationsStore } from './createNotificationsStore';
import { createSessionStore } from './createSessionStore';
import { recheckSessionOnDenial } from './recheckSessionOnDenial';

export interface ShellApiOptions {
  api?: ApiClient;
  storage?: Storage | null;
  online?: boolean;
  preloadRoute?: (path: string) => void;
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
  const session = createSessionStore(baseApi);
  const api = recheckSessionOnDenial(baseApi, () => void session.getState().refresh());
  return {
    version: SHELL_CONTRACT_VERSION,
    api,
    session,
    currency: createCurrencyStore(api, {
      storage: options.storage === undefined ? browserStorage() : options.storage,
    }),
    network: createNetworkStore(
      options.online ?? (typeof navigator === 'undefined' ? true : navigator.onLine),
    ),
    notifications: createNotificationsStore(api),
    preloadRoute: options.preloadRoute ?? (() => undefined),
  };
}
