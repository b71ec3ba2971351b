import { screen, waitFor } from '@testing-library/react';
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
    // A renter has no public page to link to.
    expect(screen.queryByRole('link', { name: MESSAGES.viewHostPage })).not.toBeInTheDocument();

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

  it('edits "About you", shown on the public host page, and sends it trimmed with the name (issue 24 item 7)', async () => {
    const user = userEvent.setup({ delay: null });
    const { server } = renderWithShell(<ProfilePage />, {
      user: { ...ANA, roles: ['renter', 'host'] },
      routes: {
        'GET /api/me/profile': { body: { name: ANA.name, about: 'Sea swimmer.' } },
        'PATCH /api/me': ({ body }) => ({ body: { ...ANA, name: (body as { name: string }).name } }),
      },
    });
    const about = await screen.findByLabelText('About you');
    expect(about).toHaveValue('Sea swimmer.');
    expect(about).toHaveAccessibleDescription(MESSAGES.aboutHint);
    expect(about).toHaveAttribute('maxlength', '500');
    // A host finds their public page from here.
    expect(screen.getByRole('link', { name: MESSAGES.viewHostPage })).toHaveAttribute(
      'href',
      `/hosts/${ANA.id}`,
    );

    await user.clear(about);
    await user.type(about, '  Sea swimmer.{Enter}{Enter}Porto is home.  ');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(MESSAGES.profileUpdated)).toBeInTheDocument();
    expect(server.calls.filter((call) => call.method === 'PATCH')).toEqual([
      {
        method: 'PATCH',
        url: '/api/me',
        body: { name: ANA.name, about: 'Sea swimmer.\n\nPorto is home.' },
      },
    ]);
    expect(about).toHaveValue('Sea swimmer.\n\nPorto is home.');
  });

  it('saves the name alone while "About you" could not be read, and says why the field is off', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup({ delay: null });
    const { server } = renderWithShell(<ProfilePage />, {
      user: ANA,
      routes: {
        'GET /api/me/profile': { status: 500, body: { message: 'x' } },
        'PATCH /api/me': ({ body }) => ({ body: { ...ANA, ...(body as object) } }),
      },
    });
    const about = await screen.findByLabelText('About you');
    await waitFor(() => expect(about).toBeDisabled());
    expect(screen.getByText(MESSAGES.aboutLoadFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(MESSAGES.profileUpdated)).toBeInTheDocument();
    expect(server.calls.filter((call) => call.method === 'PATCH')[0]?.body).toEqual({ name: ANA.name });
    jest.restoreAllMocks();
  });
});
