import type { FocusEvent, MouseEvent, TouchEvent } from 'react';
import { AppLink, type AppLinkProps } from '../components/AppLink';
import { usePreloadRoute } from './usePreloadRoute';

/**
 * A client-side link that preloads the app owning its target on hover or focus. Use it for links that
 * may lead into another slice (a host's "View" opens the guest listing page).
 */
export function ShellLink({ onMouseEnter, onFocus, onTouchStart, ...props }: AppLinkProps) {
  const preload = usePreloadRoute(props.href);
  return (
    <AppLink
      {...props}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        preload.onMouseEnter();
        onMouseEnter?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        preload.onFocus();
        onFocus?.(event);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        preload.onTouchStart();
        onTouchStart?.(event);
      }}
    />
  );
}
