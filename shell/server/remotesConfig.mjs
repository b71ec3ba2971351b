// @ts-check
// Where the remotes live, from deploy config: read on every call, so moving a remote is an edit of
// that config (REMOTES_FILE, or an env variable and a restart), never a rebuild of the shell.
import fs from 'node:fs';
import { remotesFromEnv } from '../../shared-ui/build/remotesConfig.cjs';

/** @typedef {Record<string, string>} Remotes  remote name -> the public URL of its mf-manifest.json */

/**
 * /remotes.json: from REMOTES_FILE when set (read on every call, so editing it moves a remote without
 * a restart), else from REMOTE_<NAME>_URL / <NAME>_PORT.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {Remotes}
 */
export function remotesJson(env = process.env) {
  if (env.REMOTES_FILE) return JSON.parse(fs.readFileSync(env.REMOTES_FILE, 'utf8'));
  return remotesFromEnv(env);
}

/**
 * Where this server itself reaches a remote's manifest: REMOTE_<NAME>_INTERNAL_URL when the browser's
 * address does not work from here (containers: http://guest:8080/mf-manifest.json), else the same.
 * @param {string} name
 * @param {string} publicUrl
 * @param {NodeJS.ProcessEnv} env
 */
export function internalManifestUrl(name, publicUrl, env) {
  return env[`REMOTE_${name.toUpperCase()}_INTERNAL_URL`] || publicUrl;
}

/**
 * The remotes' origins, each once (what the shell's Content-Security-Policy allows).
 * @param {Remotes} remotes
 */
export function originsOf(remotes) {
  return [...new Set(Object.values(remotes).map((manifest) => new URL(manifest).origin))];
}
