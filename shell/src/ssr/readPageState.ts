import { PAGE_STATE_ID, parsePageState, type PageState } from './pageState';

/**
 * The state the shell's server rendered this page with, when it rendered the page and the page is
 * still at the address it rendered; null otherwise (a page rendered in the browser alone).
 */
export function readPageState(doc: Document): PageState | null {
  const text = doc.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = parsePageState(JSON.parse(text));
    const here = doc.location.pathname + doc.location.search;
    return state && state.href === here ? state : null;
  } catch (error) {
    console.error(error);
    return null;
  }
}
