import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

export interface Disclosure<T extends HTMLElement> {
  open: boolean;
  toggle: () => void;
  close: () => void;
  /** The button that opens it: focus returns here on Escape. */
  buttonRef: RefObject<HTMLButtonElement | null>;
  /** The button and its panel together: a click outside closes the panel. */
  containerRef: RefObject<T | null>;
}

/** A button-controlled panel that closes on Escape, on a click outside and after navigation. */
export function useDisclosure<T extends HTMLElement>(): Disclosure<T> {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const containerRef = useRef<T | null>(null);
  const location = useLocation();
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((current) => !current), []);

  // Navigating (a link in the panel was followed) closes it.
  useEffect(() => setOpen(false), [location.key]);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (event: MouseEvent) => {
      if (containerRef.current && !containerRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onPointer);
    };
  }, [open]);

  return { open, toggle, close, buttonRef, containerRef };
}
