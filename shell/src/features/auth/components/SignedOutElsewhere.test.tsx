// Issue 22 item 14: a device whose session was ended elsewhere lands on sign-in with the reason.
import { act, screen } from '@testing-library/react';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { renderShell, users } from '../../../testing/renderShell';

describe('Sign-in after the session ended elsewhere', () => {
  it('says "You were signed out on this device" when the session is found gone while signed in', async () => {
    const { shell } = renderShell({
      path: '/bookings',
      user: users.renter,
      // Another device signed this session out: the server no longer knows it.
      api: { 'GET /api/session': () => ({ user: null }) },
    });
    await act(() => shell.session.getState().refresh());
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.signedOutOnThisDevice)).toBeInTheDocument();
  });

  it('says nothing on a normal visit, nor after signing out here', async () => {
    const { shell } = renderShell({
      path: '/bookings',
      user: users.renter,
      api: { 'POST /api/auth/signout': () => null },
    });
    await act(() => shell.session.getState().signOut());
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.signedOutOnThisDevice)).not.toBeInTheDocument();
  });

  it('says nothing to a visitor who opens sign-in', async () => {
    const { shell } = renderShell({
      path: '/signin',
      user: null,
      api: { 'GET /api/session': () => ({ user: null }) },
    });
    await act(() => shell.session.getState().refresh());
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.signedOutOnThisDevice)).not.toBeInTheDocument();
  });
});
