import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@shoreline/shared-ui/routes';
import { useSession } from '@shoreline/shared-ui/shell/useSession';

/**
 * Goes home, then signs out once home is shown. Signing out first would let the guard of a page like
 * /bookings send the user to /signin; and navigations are transitions, so the sign-out waits for the
 * new location to be committed rather than for navigate() to return.
 */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const signOut = useSession((state) => state.signOut);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (!pending || pathname !== paths.home()) return;
    setPending(false);
    void signOut();
  }, [pending, pathname, signOut]);

  return useCallback(() => {
    setPending(true);
    void navigate(paths.home());
  }, [navigate]);
}
