import { useLocation } from 'react-router-dom';
import { paths, safeReturnPath, type SignInState } from '@shoreline/shared-ui/routes';

/** Where to go after signing in or up: the remembered origin (state, then ?next=), else home. */
export function useReturnPath(): string {
  const location = useLocation();
  const state = location.state as SignInState | null;
  const next = new URLSearchParams(location.search).get('next');
  return safeReturnPath(state?.from) ?? safeReturnPath(next) ?? paths.home();
}
