import { useContext } from 'react';
import type { ShellApi } from '../contract';
import { ShellContext } from './ShellProvider';

/** The ShellApi handed to this app; throws when rendered outside a ShellProvider or RemoteRoot. */
export function useShell(): ShellApi {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell() needs a <ShellProvider> or <RemoteRoot> above it.');
  return shell;
}
