import { paths, type SignInState } from '@shoreline/shared-ui/routes';

/**
 * Where to send a signed-out visitor who tried something that needs an account, and the state the
 * shell's sign-in page reads to bring them back to `from` (the same convention the shell's guard uses:
 * `?next=` survives a reload, `state.from` is what the router hands over).
 */
export function signInRedirect(from: string): { to: string; state: SignInState } {
  return { to: paths.signIn(from), state: { from } };
}
