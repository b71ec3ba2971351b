import { createContext, type ReactNode } from 'react';
import type { ShellApi } from '../contract';

/** The ShellApi of the nearest ShellProvider (or RemoteRoot); null outside one. */
export const ShellContext = createContext<ShellApi | null>(null);
ShellContext.displayName = 'ShellContext';

export interface ShellProviderProps {
  shell: ShellApi;
  children?: ReactNode;
}

/** Makes the shell's stores and API client available to `useShell()` and the hooks built on it. */
export function ShellProvider({ shell, children }: ShellProviderProps) {
  return <ShellContext.Provider value={shell}>{children}</ShellContext.Provider>;
}
