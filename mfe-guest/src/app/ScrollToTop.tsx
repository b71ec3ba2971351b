import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** A new page starts at its top (client-side navigation keeps the old scroll position otherwise). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (typeof window.scrollTo === 'function') window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
