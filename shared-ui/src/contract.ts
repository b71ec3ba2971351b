// The shell <-> remote contract (version 1). The shell creates these objects once and hands them to
// each remote's `./App` as props; remotes never import shell code. The stores are zustand *vanilla*
// stores created by the shell: since `zustand` is a shared singleton, a remote subscribes with
// `useStore(shell.session, selector)` (or the hooks of `@shoreline/shared-ui/shell/*`) and sees every
// change the shell makes (sign-out, currency). Adding an optional member keeps version 1; removing or
// changing one is a new version, and the shell keeps serving the old one until every remote moved.
import type { StoreApi } from 'zustand/vanilla';
import type { CurrencyCode, Rates, User } from '@shoreline/shared-domain/types';

export const SHELL_CONTRACT_VERSION = 1 as const;

export type RemoteName = 'guest' | 'host' | 'admin';

export interface SessionState {
  /** `loading` until `/api/me` has answered once on start. */
  status: 'loading' | 'ready';
  user: User | null;
  /**
   * True while the last `/api/me` could not be reached (offline, API down): `user` may be stale, and
   * the shell says "Unable to fetch latest user data" (SPEC 8). Optional: added within version 1.
   */
  unavailable?: boolean;
  /** Re-reads `/api/me` (after a role changes, e.g. become-host approved, or a profile edit). */
  refresh: () => Promise<void>;
  /** Stores the user an API call returned (sign-in, sign-up, become-host signed out, profile edit). */
  setUser: (user: User | null) => void;
  /** Ends the session on the server and clears the user (also when the server cannot be reached). */
  signOut: () => Promise<void>;
}

export interface CurrencyState {
  /** The header's choice, persisted across visits. */
  code: CurrencyCode;
  /** EUR-based rates; the built-in fallback until `/api/rates` has answered. */
  rates: Rates;
  /** `loading` until the first answer; `failed` when the API could not be reached (fallback in use). */
  ratesStatus: 'loading' | 'ready' | 'failed';
  setCode: (code: CurrencyCode) => void;
  /** Fetches `/api/rates` again unless the rates in hand are younger than an hour (or `force`). */
  refreshRates: (force?: boolean) => Promise<void>;
}

export interface NetworkState {
  online: boolean;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A call to the API; rejects with an `ApiRequestError` (see `api/apiRequestError.ts`). */
export interface ApiClient {
  /** JSON in, JSON out; a 204 resolves to `undefined`. `path` starts with `/api/`. */
  request<T>(method: HttpMethod, path: string, body?: unknown): Promise<T>;
  /** multipart upload with progress (0..1) */
  upload<T>(path: string, form: FormData, onProgress?: (fraction: number) => void): Promise<T>;
}

export interface ShellApi {
  version: typeof SHELL_CONTRACT_VERSION;
  session: StoreApi<SessionState>;
  currency: StoreApi<CurrencyState>;
  network: StoreApi<NetworkState>;
  api: ApiClient;
  /**
   * Starts downloading the code of the app that owns `path` (a link into another remote was hovered or
   * focused), so the click renders at once. Never throws; a no-op for shell-owned or unknown paths.
   */
  preloadRoute: (path: string) => void;
}

/** Props of every remote's exposed `./App`. The remote renders `<Routes>` with absolute paths. */
export interface RemoteAppProps {
  shell: ShellApi;
}
