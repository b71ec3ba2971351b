import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { ANA, renderWithShell } from '../../../test/renderWithShell';
import { SignOutEverywhere } from './SignOutEverywhere';

describe('SignOutEverywhere', () => {
  it('asks first, then ends every session and signs this browser out', async () => {
    const user = userEvent.setup();
    const { server, shell } = renderWithShell(<SignOutEverywhere />, {
      user: ANA,
      routes: { 'POST /api/auth/signout-everywhere': { status: 204 } },
    });
    await user.click(screen.getByRole('button', { name: 'Sign Out Everywhere' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out everywhere' });
    expect(within(dialog).getByText(MESSAGES.confirmSignOutEverywhere)).toBeInTheDocument();
    expect(server.calls).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Sign Out Everywhere' }));
    expect(server.calls).toEqual([{ method: 'POST', url: '/api/auth/signout-everywhere', body: undefined }]);
    expect(shell.session.getState().user).toBeNull();
  });

  it('keeps the user signed in and says so when the server could not do it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { shell } = renderWithShell(<SignOutEverywhere />, {
      user: ANA,
      routes: {
        'POST /api/auth/signout-everywhere': () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Sign Out Everywhere' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out everywhere' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign Out Everywhere' }));
    expect(await within(dialog).findByText(MESSAGES.signOutEverywhereFailed)).toBeInTheDocument();
    expect(shell.session.getState().user).toEqual(ANA);
    jest.restoreAllMocks();
  });

  it('does nothing when the user cancels', async () => {
    const user = userEvent.setup();
    const { server, shell } = renderWithShell(<SignOutEverywhere />, { user: ANA });
    await user.click(screen.getByRole('button', { name: 'Sign Out Everywhere' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.calls).toEqual([]);
    expect(shell.session.getState().user).toEqual(ANA);
  });
});
