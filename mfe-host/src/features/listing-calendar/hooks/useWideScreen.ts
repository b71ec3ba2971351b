import { useEffect, useState } from 'react';

// tokens.css' 900 px breakpoint: two months fit side by side from there.
const QUERY = '(min-width: 900px)';

/** Whether the screen is wide enough for two months; one month (and keyboard focus in it) below. */
export function useWideScreen(): boolean {
  const [wide, setWide] = useState(
    () => typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches,
  );
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const media = window.matchMedia(QUERY);
    const update = () => setWide(media.matches);
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return wide;
}
