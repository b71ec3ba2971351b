import { parseRemotesConfig, type RemotesConfig } from './remotesConfig';

/** How long /remotes.json may take: past it, the remote slots show their message with Retry. */
export const REMOTES_CONFIG_TIMEOUT_MS = 10_000;

/** GET /remotes.json, never from the HTTP cache: moving a remote is a change of this file only. */
export async function fetchRemotesConfig(
  fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis),
  timeoutMs = REMOTES_CONFIG_TIMEOUT_MS,
): Promise<RemotesConfig> {
  const response = await fetchImpl('/remotes.json', {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  return parseRemotesConfig(await response.json());
}
