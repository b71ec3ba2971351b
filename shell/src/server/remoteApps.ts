// A remote's ./App on the shell's server, through Module Federation's runtime (the node runtime
// plugin fetches the remote's server entry and chunks over HTTP and runs them). Found like the browser
// finds it: from the remote's mf-manifest.json at the deploy's address, whose `ssrRemoteEntry` names
// the server build. The manifest is read on every request (a conditional GET: a 304 costs nearly
// nothing), and a new one (a new deploy of the remote) replaces the loaded container at once: the
// next request renders the new code, without a restart of the shell (TOOLCHAIN: `registerRemotes`
// with `force`, and no component kept across versions).
//
// Failures never wait twice: a load that failed or took too long is remembered for a few seconds
// (the pages are rendered in the browser meanwhile), unless the manifest changes.
import { createHash } from 'node:crypto';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteAppModuleExports, RemoteName } from '@shoreline/shared-ui/contract';

export interface RemoteAppsOptions {
  /** How long loading a new version may take (manifest, entry, exposed module). */
  loadTimeoutMs?: number;
  /** How long a failed version is not tried again (the same manifest). */
  retryAfterMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
  /** The federation runtime's two calls (tests give their own). */
  federation?: {
    registerRemotes: typeof registerRemotes;
    loadRemote: <T>(id: string) => Promise<T | null>;
  };
}

export interface RemoteApps {
  /**
   * The remote's ./App module for the manifest at `manifestUrl` (where this server reaches it), or a
   * rejection saying why not (no server build, unreachable, threw, too slow).
   */
  load: (name: RemoteName, manifestUrl: string) => Promise<RemoteAppModuleExports>;
}

interface Loaded {
  version: string;
  manifestUrl: string;
  etag: string | null;
  /** Settles within loadTimeoutMs, whatever the remote does. */
  module: Promise<RemoteAppModuleExports>;
  failedAt: number | null;
}

class RemoteLoadError extends Error {
  constructor(name: RemoteName, detail: string, options?: { cause?: unknown }) {
    super(`The ${name} app could not be loaded on the server: ${detail}`, options);
    this.name = 'RemoteLoadError';
  }
}

/** `promise`, or a rejection after `ms`: one timer per load, never one per request. */
function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function createRemoteApps(options: RemoteAppsOptions = {}): RemoteApps {
  const loadTimeoutMs = options.loadTimeoutMs ?? 2_000;
  const retryAfterMs = options.retryAfterMs ?? 5_000;
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const now = options.now ?? Date.now;
  const federation = options.federation ?? { registerRemotes, loadRemote };
  const loaded = new Map<RemoteName, Loaded>();
  /** The manifest check in flight, by remote and URL: requests that arrive meanwhile share it. */
  const checking = new Map<string, ReturnType<typeof manifestVersion>>();

  /** The manifest's version: a hash of its text (the same text is the same build). */
  async function manifestVersion(name: RemoteName, manifestUrl: string) {
    const known = loaded.get(name);
    const headers: Record<string, string> = { accept: 'application/json', 'accept-encoding': 'identity' };
    if (known?.manifestUrl === manifestUrl && known.etag) {
      headers['if-none-match'] = known.etag;
      // fetch() adds `Cache-Control: no-cache` to a conditional request that names none, and a static
      // server (@fastify/send) then never answers 304: every check downloaded, parsed and hashed the
      // manifest again. max-age=0 still asks the server itself, and lets it answer 304.
      headers['cache-control'] = 'max-age=0';
    }
    const response = await fetchImpl(manifestUrl, { headers, signal: AbortSignal.timeout(loadTimeoutMs) });
    if (response.status === 304 && known) return { version: known.version, etag: known.etag };
    if (!response.ok) throw new RemoteLoadError(name, `${manifestUrl} answered ${response.status}`);
    const text = await response.text();
    let manifest: { metaData?: { ssrRemoteEntry?: unknown } };
    try {
      manifest = JSON.parse(text) as typeof manifest;
    } catch (error) {
      throw new RemoteLoadError(name, `${manifestUrl} is not JSON`, { cause: error });
    }
    if (!manifest.metaData?.ssrRemoteEntry)
      throw new RemoteLoadError(name, 'its manifest names no server build');
    const version = createHash('sha256').update(manifestUrl).update('\0').update(text).digest('hex');
    return { version, etag: response.headers.get('etag') };
  }

  function start(name: RemoteName, manifestUrl: string, version: string, etag: string | null): Loaded {
    // `force` drops the old container, its cached manifest and its entry: the new build is loaded.
    federation.registerRemotes([{ name, entry: manifestUrl }], { force: loaded.has(name) });
    const module = withTimeout(
      federation.loadRemote<RemoteAppModuleExports>(`${name}/App`).then((exports) => {
        if (!exports || typeof exports.default !== 'function')
          throw new RemoteLoadError(name, './App has no default export');
        return exports;
      }),
      loadTimeoutMs,
      `Loading ${name}/App`,
    );
    const entry: Loaded = { version, manifestUrl, etag, module, failedAt: null };
    module.catch(() => {
      entry.failedAt = now();
    });
    loaded.set(name, entry);
    return entry;
  }

  /**
   * One check at a time per manifest: pages rendered side by side ask it once between them (under
   * load, one request each cost the shell and the remote's server more than the check is worth); a
   * request that comes after it has answered asks again, so a new deploy is still seen at once.
   */
  function currentVersion(name: RemoteName, manifestUrl: string) {
    const key = `${name}\0${manifestUrl}`;
    let check = checking.get(key);
    if (!check) {
      check = manifestVersion(name, manifestUrl).finally(() => checking.delete(key));
      checking.set(key, check);
    }
    return check;
  }

  return {
    async load(name, manifestUrl) {
      const { version, etag } = await currentVersion(name, manifestUrl);
      let entry = loaded.get(name);
      if (entry?.version === version && entry.failedAt !== null && now() - entry.failedAt < retryAfterMs) {
        throw new RemoteLoadError(name, 'it failed a moment ago; not tried again yet');
      }
      if (!entry || entry.version !== version || entry.failedAt !== null) {
        entry = start(name, manifestUrl, version, etag);
      }
      return entry.module;
    },
  };
}
