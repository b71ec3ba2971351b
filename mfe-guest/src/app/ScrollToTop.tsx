import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where each history entry was scrolled to, by router location key. */
const positions = new Map<string, number>();
/** How long Back waits for the page to grow tall enough (lazy chunk, restored results). */
const RESTORE_WITHIN_MS = 1500;

/**
 * A new page starts at its top (client-side navigation keeps the old scroll position otherwise);
 * Back and Forward return to where the renter was on that entry (the search results they scrolled
 * through before opening a listing).
 */
export function ScrollToTop() {
  const { pathname, key } = useLocation();
  const navigationType = useNavigationType();
  const current = useRef(key);
  const previousPath = useRef(pathname);

  useEffect(() => {
    const onScroll = () => positions.set(current.current, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // A layout effect: the new key must be current before the browser reports the scroll clamped by
  // the new, shorter page, or that clamp would overwrite the position saved for the entry we left.
  useLayoutEffect(() => {
    current.current = key;
    const pathChanged = previousPath.current !== pathname;
    previousPath.current = pathname;
    if (typeof window.scrollTo !== 'function') return;
    const target = navigationType === 'POP' ? positions.get(key) : undefined;
    if (target === undefined) {
      if (pathChanged) window.scrollTo(0, 0);
      return;
    }
    // The entry's content may still be rendering: retry each frame until it is tall enough.
    const deadline = Date.now() + RESTORE_WITHIN_MS;
    let frame = 0;
    const restore = () => {
      window.scrollTo(0, target);
      if (Math.abs(window.scrollY - target) > 1 && Date.now() < deadline) {
        frame = window.requestAnimationFrame(restore);
      }
    };
    restore();
    return () => window.cancelAnimationFrame(frame);
  }, [key, pathname, navigationType]);
  return null;
}
