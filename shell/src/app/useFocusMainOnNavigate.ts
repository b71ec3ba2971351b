import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After a client-side navigation, keyboard and screen-reader users would otherwise be left on the
 * link or button that was clicked (or, once it unmounts, on <body>, back at the top of the tab
 * order). Moving focus to <main> starts them at the new page's content, as a full page load would.
 * A page that focused something inside <main> itself (an autofocus field) keeps that focus.
 */
export function useFocusMainOnNavigate(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const element = main.current;
    if (!element || element.contains(document.activeElement)) return;
    element.focus({ preventScroll: true });
  }, [pathname, main]);
}
