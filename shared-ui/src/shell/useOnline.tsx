import { useStore } from 'zustand';
import { useShell } from './useShell';

/** False while the browser is offline (the shell shows the offline banner meanwhile). */
export function useOnline(): boolean {
  return useStore(useShell().network, (state) => state.online);
}
