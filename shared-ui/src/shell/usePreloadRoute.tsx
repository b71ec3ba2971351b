import { useContext, useMemo } from 'react';
import { ShellContext } from './ShellProvider';

export interface PreloadHandlers {
  onMouseEnter: () => void;
  onFocus: () => void;
  onTouchStart: () => void;
}

/**
 * Event handlers that start loading the app owning `path` when the user shows intent (hover, focus,
 * touch), so the click renders without waiting. Spread them on a link or a Button with `href`.
 */
export function usePreloadRoute(path: string): PreloadHandlers {
  const shell = useContext(ShellContext);
  return useMemo(() => {
    // With its query: a search link's results depend on it (the shell takes the path for the code).
    const target = path.split('#')[0] ?? path;
    const preload = () => shell?.preloadRoute(target);
    return { onMouseEnter: preload, onFocus: preload, onTouchStart: preload };
  }, [shell, path]);
}
