import { useEffect, useRef } from 'react';

/**
 * Calls `onVisible` when the returned element's ref scrolls near the viewport: infinite scroll on
 * top of a "Show more" button that keeps working without IntersectionObserver or a pointer.
 */
export function useLoadOnScroll<E extends Element>(onVisible: () => void, enabled: boolean) {
  const ref = useRef<E>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  }, [onVisible]);

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);

  return ref;
}
