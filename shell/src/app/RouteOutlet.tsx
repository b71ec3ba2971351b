// Decides, from shared-ui's ROUTE_TABLE, who renders the current location: a shell page (sign-in,
// sign-up, notifications) or a remote's slot, after the route guard of SPEC section 2. Unknown paths go home.
import { Suspense, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { RouteSkeleton } from '@shoreline/shared-ui/components/RouteSkeleton';
import { lazyRoute } from '@shoreline/shared-ui/lazyRoute';
import { documentTitle, findRoute, paths, type SignInState } from '@shoreline/shared-ui/routes';
import { useSession } from '@shoreline/shared-ui/shell/useSession';
import { useShell } from '@shoreline/shared-ui/shell/useShell';
import type { RemoteLoader } from '../remotes/createRemoteLoader';
import { RemoteSlot } from '../remotes/RemoteSlot';
import { decideAccess } from './decideAccess';

const SignInPage = lazyRoute(() =>
  import('../features/auth/components/SignInPage').then((module) => ({ default: module.SignInPage })),
);
const SignUpPage = lazyRoute(() =>
  import('../features/auth/components/SignUpPage').then((module) => ({ default: module.SignUpPage })),
);
const ForgotPasswordPage = lazyRoute(() =>
  import('../features/auth/components/ForgotPasswordPage').then((module) => ({
    default: module.ForgotPasswordPage,
  })),
);
const ResetPasswordPage = lazyRoute(() =>
  import('../features/auth/components/ResetPasswordPage').then((module) => ({
    default: module.ResetPasswordPage,
  })),
);
const VerifyEmailPage = lazyRoute(() =>
  import('../features/auth/components/VerifyEmailPage').then((module) => ({
    default: module.VerifyEmailPage,
  })),
);
const NotificationsPage = lazyRoute(() =>
  import('../features/notifications/components/NotificationsPage').then((module) => ({
    default: module.NotificationsPage,
  })),
);

/** The pages the shell renders itself (ROUTE_TABLE owner 'shell'), by path. */
const SHELL_PAGES: Record<string, typeof SignInPage> = {
  [paths.signIn()]: SignInPage,
  [paths.signUp()]: SignUpPage,
  [paths.forgotPassword()]: ForgotPasswordPage,
  [paths.resetPassword()]: ResetPasswordPage,
  [paths.verifyEmail()]: VerifyEmailPage,
  [paths.notifications()]: NotificationsPage,
};

export function RouteOutlet({ loader }: { loader: RemoteLoader }) {
  const location = useLocation();
  const shell = useShell();
  const status = useSession((state) => state.status);
  const user = useSession((state) => state.user);
  const entry = findRoute(location.pathname);
  const title = entry?.title ?? null;
  // Every page names the browser tab (history, bookmarks, screen readers announce it); set on each
  // navigation, before a remote's page refines it (a listing's own title) once its data is in.
  useEffect(() => {
    if (title !== null) document.title = documentTitle(title);
  }, [title, location.pathname]);

  if (!entry) return <Navigate to={paths.home()} replace />;

  switch (decideAccess(entry.access, { status, user })) {
    case 'wait':
      return <RouteSkeleton kind={entry.skeleton} label="Checking your session" />;
    case 'signin': {
      const state: SignInState = { from: `${location.pathname}${location.search}${location.hash}` };
      return <Navigate to={paths.signIn()} replace state={state} />;
    }
    case 'home':
      return <Navigate to={paths.home()} replace />;
    case 'render':
      break;
  }

  if (entry.owner === 'shell') {
    const ShellPage = SHELL_PAGES[entry.path] ?? SignInPage;
    return (
      <Suspense fallback={<RouteSkeleton kind={entry.skeleton} />}>
        <ShellPage />
      </Suspense>
    );
  }
  // Keyed by remote: moving between two routes of one remote keeps it mounted.
  return <RemoteSlot key={entry.owner} name={entry.owner} shell={shell} loader={loader} />;
}
