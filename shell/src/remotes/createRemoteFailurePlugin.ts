// Module Federation's errorLoadRemote hook: every way a remote can fail to arrive (manifest fetch,
// remoteEntry script, an exposed chunk) surfaces here. The failure is logged once with the remote's
// name and rethrown as a RemoteUnavailableError, which the slot's error boundary turns into a message
// with Retry: the shell and the other remotes never notice.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@shoreline/shared-ui/contract';
import { REMOTE_NAMES } from './remotesConfig';
import { RemoteUnavailableError } from './RemoteUnavailableError';

function remoteNameOf(candidate: string | undefined): RemoteName | null {
  return REMOTE_NAMES.find((name) => name === candidate) ?? null;
}

export function createRemoteFailurePlugin(
  report: (error: RemoteUnavailableError) => void = (error) => console.error(error),
): ModuleFederationRuntimePlugin {
  return {
    name: 'shoreline-remote-failure',
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
