// The shell <-> remote contract (version 1). The shell creates these objects once and hands them to
// each remote's `./App` as props; remotes never import shell code. The stores are zustand *vanilla*
// stores created by the shell: since `zustand` is a shared singleton, a remote subscribes with
// `useStore(shell.session, selector)` (or the hooks of `@shoreline/shared-ui/shell/*`) and sees every
// change the shell makes (sign-out, currency). Adding an optional member keeps version 1; removing or
// changing one is a new version, and the shell keeps serving the old one until every remote moved.
import type { ComponentType } from 'react';
import type { StoreApi } from 'zustand';
import type { Notification, NotificationKind } from '@shoreline/shared-domain/notifications';
import type { CurrencyCode, IsoDate, Rates, User } from '@shoreline/shared-domain/types';

export const SHELL_CONTRACT_VERSION = 1 as const;

export type RemoteName = 'guest' | 'host' | 'admin';

export interface SessionState {
  /** `loading` until `/api/session` has answered once on start. */
  status: 'loading' | 'ready';
  user: User | null;
  /**
   * True while the last `/api/session` could not be reached (offline, API down): `user` may be stale, and
   * the shell says "Unable to fetch latest user data" (SPEC 8). Optional: added within version 1.
   */
  unavailable?: boolean;
  /**
   * True when a re-read found the session gone while someone was signed in here (revoked from another
   * device, expired): the sign-in page says "You were signed out on this device". Cleared by the next
   * sign-in or sign-out. Optional: added within version 1 (issue 22 item 14).
   */
  endedElsewhere?: boolean;
  /** Re-reads `/api/session` (after a role changes, e.g. become-host approved, or a profile edit). */
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

/**
 * The signed-in user's notifications as the header's bell shows them (PRODUCT.md 25). The shell keeps
 * the count live (a Server-Sent Events stream, polling when the stream fails); a remote reads it and
 * marks notifications read through it, and never fetches the count itself. Optional: added within
 * version 1.
 */
export interface NotificationsState {
  /** Unread notifications; null while unknown (signed out, or not answered yet). */
  unreadCount: number | null;
  /** How the count stays fresh: `live` (stream), `polling` (the stream failed), `off` (signed out). */
  mode: 'off' | 'connecting' | 'live' | 'polling';
  /** The notification that arrived most recently while the app was open (announced by the shell). */
  latest: Notification | null;
  /** Reads the count again. */
  refresh: () => Promise<void>;
  /** Marks one read (opening it does) and updates the count; rejects with an ApiRequestError. */
  markRead: (id: string) => Promise<void>;
  /** Marks all read; rejects with an ApiRequestError. */
  markAllRead: () => Promise<void>;
}

/**
 * A notification that just reached the signed-in user (issue 22): what it is about, so that a page
 * listing those items fetches them again. `kind` null: the count rose without one in hand (the stream
 * reconnected, or the count is polled), so something arrived that the page may show.
 */
export interface NotificationArrival {
  kind: NotificationKind | null;
  /** The ids the notification concerns (its booking, listing, review or host request); [] when unknown. */
  ids: string[];
  notification: Notification | null;
}

/**
 * Notification arrivals as they reach the shell's live stream, each once. Optional: added within
 * version 1 (`useNotificationRefresh` falls back to the `notifications` store's `latest`, and to
 * nothing under a shell without notifications).
 */
export interface NotificationArrivals {
  /** Calls `listener` on every arrival until the returned function is called. */
  subscribe: (listener: (arrival: NotificationArrival) => void) => () => void;
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
  /**
   * The answer to GET `path` if it was prefetched (with the page, or on a link's hover) and has
   * already arrived successfully: taken once, synchronously, so a screen mounting now renders with
   * it at once (`useEarlyAnswer`). Undefined otherwise: the screen requests it as usual. Optional
   * within version 1 (an older shell has none).
   */
  takeArrived?(path: string): { status: number; body: unknown } | undefined;
}

export interface ShellApi {
  version: typeof SHELL_CONTRACT_VERSION;
  session: StoreApi<SessionState>;
  currency: StoreApi<CurrencyState>;
  network: StoreApi<NetworkState>;
  /** Optional within version 1 (a shell older than notifications has none). */
  notifications?: StoreApi<NotificationsState>;
  /** Each notification as it arrives, for pages that list what it concerns. Optional within version 1. */
  notificationArrivals?: NotificationArrivals;
  api: ApiClient;
  /**
   * Starts downloading the code of the app that owns `path` (a link into another remote was hovered or
   * focused) and the first data of that page (`path` may carry its query), so the click renders at
   * once. Never throws; a no-op for shell-owned or unknown paths.
   */
  preloadRoute: (path: string) => void;
  /** The server-rendered page's answers and date (see RenderedPage). Optional within version 1. */
  rendered?: RenderedPage;
}

/** One GET answer the shell's server fetched for the page it rendered: its status and JSON body. */
export interface RenderedAnswer {
  status: number;
  body: unknown;
}

/**
 * The page as the shell's server rendered it (issue 21), for the first render in the browser: a screen
 * starts from the very answers and date the server rendered it with, so hydration finds the same
 * markup and the browser asks the API for nothing the HTML already shows. Both hold only for the page
 * the server rendered: once the visitor navigates they answer `undefined` and screens load as usual.
 * Optional: added within version 1 (absent when the page was rendered in the browser alone).
 */
export interface RenderedPage {
  /** "Today" as the server rendered it (what a first render must use instead of the device's date). */
  today: () => IsoDate | undefined;
  /** The server's answer to GET `path` (spelled as `apiPaths` builds it), when it had one in time. */
  answer: (path: string) => RenderedAnswer | undefined;
}

/** Props of every remote's exposed `./App`. The remote renders `<Routes>` with absolute paths. */
export interface RemoteAppProps {
  shell: ShellApi;
}

/** What a remote's exposed `./App` module exports. */
export interface RemoteAppModuleExports {
  default: ComponentType<RemoteAppProps>;
  /**
   * Starts downloading the chunk of the remote's page at `pathname` (a link to it shows intent), so
   * the click renders at once. Optional: added within version 1; a remote without it loads on click.
   * May return a promise that settles (never rejects) once that chunk is in: the shell then shows the
   * remote with its page at once, without a loading state in between. Returning nothing is allowed.
   */
  preloadRoute?: (pathname: string) => void | Promise<void>;
}
