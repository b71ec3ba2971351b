import { useCallback, useEffect, useState } from 'react';

type Target = () => HTMLElement | null | undefined;

/**
 * Moves focus once the next render is on screen: after a dialog has closed (a modal dialog makes the
 * page inert, so focusing before it closes does nothing) or after a form was swapped for its card.
 */
export function useFocusAfterRender(): (target: Target) => void {
  const [pending, setPending] = useState<{ target: Target } | null>(null);
  useEffect(() => {
    if (!pending) return;
    pending.target()?.focus();
    setPending(null);
  }, [pending]);
  return useCallback((target: Target) => setPending({ target }), []);
}
