import { useStore } from 'zustand';
import type { StoreApi } from 'zustand';
import type { SessionState } from '../contract';
import { useShell } from './useShell';

const whole = (state: SessionState) => state;

/**
 * The shell's session, live: re-renders when the user signs in or out anywhere (header, another
 * remote). Pass a selector to re-render only when that part changes: `useSession((s) => s.user)`.
 */
export function useSession(): SessionState;
export function useSession<T>(selector: (state: SessionState) => T): T;
export function useSession<T>(selector?: (state: SessionState) => T): T | SessionState {
  const shell = useShell();
  return useStore<StoreApi<SessionState>, T | SessionState>(shell.session, selector ?? whole);
}
