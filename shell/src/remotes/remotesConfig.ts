import type { RemoteName } from '@shoreline/shared-ui/contract';

/** Where each remote's mf-manifest.json lives: the body of /remotes.json. */
export type RemotesConfig = Record<RemoteName, string>;

export const REMOTE_NAMES: readonly RemoteName[] = ['guest', 'host', 'admin'];

/** The parsed /remotes.json, or an error naming what is wrong (a deploy mistake must be obvious). */
export function parseRemotesConfig(value: unknown): RemotesConfig {
  if (typeof value !== 'object' || value === null) throw new Error('remotes.json must be a JSON object');
  const record = value as Record<string, unknown>;
  const config = {} as RemotesConfig;
  for (const name of REMOTE_NAMES) {
    const entry = record[name];
    if (typeof entry !== 'string' || entry === '')
      throw new Error(`remotes.json has no manifest URL for "${name}"`);
    config[name] = entry;
  }
  return config;
}
