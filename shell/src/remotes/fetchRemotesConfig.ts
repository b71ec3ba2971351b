import { parseRemotesConfig, type RemotesConfig } from './remotesConfig';

/** GET /remotes.json, never from the HTTP cache: moving a remote is a change of this file only. */
export async function fetchRemotesConfig(
  fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis),
): Promise<RemotesConfig> {
  const response = await fetchImpl('/remotes.json', {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  return parseRemotesConfig(await response.json());
}
