// Module Federation's errorLoadRemote hook: every way a remote can fail to arrive (manifest fetch,
// remoteEntry script, an exposed chunk) surfaces here. The failure is logged once with the remote's
// name and rethrown as a RemoteUnavailableError, which the slot's error boundary turns into a message
// with Retry: the shell and the other remotes never notice.
//
// Its fetch hook bounds the manifest request: the runtime fetches mf-manifest.json with no time
// limit (the remoteEntry script has 20 s), so a server that accepts the connection and never answers
// would leave the slot spinning forever instead of showing Retry.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@shoreline/shared-ui/contract';
import { REMOTE_NAMES } from './remotesConfig';
import { RemoteUnavailableError } from './RemoteUnavailableError';

function remoteNameOf(candidate: string | undefined): RemoteName | null {
  return REMOTE_NAMES.find((name) => name === candidate) ?? null;
}

/** How long a remote's mf-manifest.json may take before the slot gives up and offers Retry. */
export const MANIFEST_TIMEOUT_MS = 15_000;

export interface RemoteFailurePluginOptions {
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export function createRemoteFailurePlugin(
  report: (error: RemoteUnavailableError) => void = (error) => console.error(error),
  options: RemoteFailurePluginOptions = {},
): ModuleFederationRuntimePlugin {
  const timeoutMs = options.timeoutMs ?? MANIFEST_TIMEOUT_MS;
  return {
    name: 'shoreline-remote-failure',
    fetch(url, init) {
      const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
      return fetchImpl(url, { ...init, signal });
    },
    errorLoadRemote({ id, error, lifecycle, remote }) {
      if (error instanceof RemoteUnavailableError) throw error;
      // While sharing is negotiated a missing remote is simply skipped (returning nothing does that).
      // A failed manifest must also return nothing: the runtime then forgets the failed fetch (a throw
      // here would keep it cached, and Retry could never succeed) and fails the load, which comes
      // back here as `onLoad`.
      if (lifecycle === 'beforeLoadShare' || lifecycle === 'afterResolve') return undefined;
      const name = remoteNameOf(remote?.name) ?? remoteNameOf(id.split('/')[0]);
      const detail = error instanceof Error ? error.message : String(error);
      const failure = new RemoteUnavailableError(name, `${lifecycle}: ${detail}`, { cause: error });
      report(failure);
      throw failure;
    },
  };
}
