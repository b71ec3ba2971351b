import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { ANA, renderWithShell } from '../../../test/renderWithShell';
import ProfilePage from './ProfilePage';

describe('ProfilePage', () => {
  it('shows name, email, roles and member since, and changes the name in the shared session', async () => {
    const user = userEvent.setup({ delay: null });
    const { shell, server } = renderWithShell(<ProfilePage />, {
      user: ANA,
      routes: {
        'PATCH /api/me': ({ body }) => ({ body: { ...ANA, ...(body as object) } }),
        'GET /api/me/notification-settings': { body: { email: true } },
      },
    });
    expect(screen.getByText('ana@shoreline.test')).toBeInTheDocument();
    expect(screen.getByText('Renter')).toBeInTheDocument();
    expect(screen.getByText('Jan 5, 2026')).toBeInTheDocument();

    const name = screen.getByLabelText(/^Full name/);
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText(MESSAGES.nameRequired)).toBeInTheDocument();

    await user.type(name, '  Ana Sofia Silva ');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(MESSAGES.profileUpdated)).toBeInTheDocument();
    expect(server.calls.filter((call) => call.method === 'PATCH')).toEqual([
      { method: 'PATCH', url: '/api/me', body: { name: 'Ana Sofia Silva' } },
    ]);
    // The header reads the same session store.
    expect(shell.session.getState().user?.name).toBe('Ana Sofia Silva');
  });

  it('without a connection, says the change could not be saved and to try again when online', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup({ delay: null });
    renderWithShell(<ProfilePage />, {
      user: ANA,
      routes: {
        'PATCH /api/me': () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });
    await user.type(screen.getByLabelText(/^Full name/), ' Sofia');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(MESSAGES.userDataSaveFailed)).toBeInTheDocument();
    jest.restoreAllMocks();
  });
});
