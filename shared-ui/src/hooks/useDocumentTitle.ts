import { useEffect } from 'react';
import { documentTitle } from '../routes';

/**
 * Names the browser tab after the page (`Ericeira Surf Loft · Shoreline`). The shell sets each
 * route's title from the route table on every navigation; a page calls this with a better name once
 * it has one (a listing's title). `null` leaves the current title alone (still loading).
 */
export function useDocumentTitle(pageTitle: string | null, key?: unknown): void {
  useEffect(() => {
    if (pageTitle === null || typeof document === 'undefined') return;
    document.title = documentTitle(pageTitle);
  }, [pageTitle, key]);
}
