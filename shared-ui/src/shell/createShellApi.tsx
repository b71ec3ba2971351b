// Builds the ShellApi of the contract from real parts: the shell uses it, and so does each remote's
// standalone dev harness, so a slice developed alone runs against the same stores and API client.
import { SHELL_CONTRACT_VERSION, type ApiClient, type ShellApi } from '../contract';
import { createApiClient } from '../api/createApiClient';
import { createCurrencyStore } from './createCurrencyStore';
import { createNetworkStore } from './createNetworkStore';
import { createSessionStore } from './createSessionStore';

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
  const api = options.api ?? createApiClient();
  return {
    version: SHELL_CONTRACT_VERSION,
    api,
    session: createSessionStore(api),
    currency: createCurrencyStore(api, {
      storage: options.storage === undefined ? browserStorage() : options.storage,
    }),
    network: createNetworkStore(
      options.online ?? (typeof navigator === 'undefined' ? true : navigator.onLine),
    ),
    preloadRoute: options.preloadRoute ?? (() => undefined),
  };
}
