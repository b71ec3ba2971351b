import { parseRemotesConfig, type RemotesConfig } from './remotesConfig';

/** Id of the JSON block the shell's server writes into index.html: the deploy's remote locations. */
export const INJECTED_REMOTES_ID = 'shoreline-remotes';

/**
 * The remote locations the shell's server wrote into the page as it served it, or null when the page
 * has none (a dev server, a plain file host) or they are unreadable: then /remotes.json is asked.
 */
export function readInjectedRemotes(doc: Document): RemotesConfig | null {
  const text = doc.getElementById(INJECTED_REMOTES_ID)?.textContent;
  if (!text) return null;
  try {
    return parseRemotesConfig(JSON.parse(text));
  } catch (error) {
    console.error(error);
    return null;
  }
}
