import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { ANA, renderWithShell } from '../../../test/renderWithShell';
import { ChangePasswordForm } from './ChangePasswordForm';

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  current: string,
  next: string,
  confirm: string,
) {
  for (const [label, value] of [
    [/^Current password/, current],
    [/^New password/, next],
    [/^Confirm new password/, confirm],
  ] as const) {
    const field = screen.getByLabelText(label);
    await user.clear(field);
    if (value) await user.type(field, value);
  }
}

describe('ChangePasswordForm', () => {
  it('checks the form with the shared rules before calling the API', async () => {
    const user = userEvent.setup();
    const { server } = renderWithShell(<ChangePasswordForm />, { user: ANA });
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(screen.getByLabelText(/^Current password/)).toHaveAccessibleDescription(
      MESSAGES.currentPasswordRequired,
    );

    await fill(user, 'Renter123!', 'Tide-Pool-2026', 'Tide-Pool-2027');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveAccessibleDescription(
      MESSAGES.passwordsDontMatch,
    );
    expect(server.calls).toEqual([]);
  });

  it('changes the password, says the other devices were signed out and empties the form', async () => {
    const user = userEvent.setup();
    const { server } = renderWithShell(<ChangePasswordForm />, {
      user: ANA,
      routes: { 'PUT /api/me/password': { status: 204 } },
    });
    await fill(user, 'Renter123!', 'Tide-Pool-2026', 'Tide-Pool-2026');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText(MESSAGES.passwordChanged)).toBeInTheDocument();
    expect(server.calls).toEqual([
      {
        method: 'PUT',
        url: '/api/me/password',
        body: {
          currentPassword: 'Renter123!',
          newPassword: 'Tide-Pool-2026',
          confirmPassword: 'Tide-Pool-2026',
        },
      },
    ]);
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
  });

  it('shows a wrong current password under that field', async () => {
    const user = userEvent.setup();
    renderWithShell(<ChangePasswordForm />, {
      user: ANA,
      routes: {
        'PUT /api/me/password': {
          status: 400,
          body: {
            statusCode: 400,
            error: 'Bad Request',
            code: 'CURRENT_PASSWORD_WRONG',
            message: MESSAGES.currentPasswordWrong,
          },
        },
      },
    });
    await fill(user, 'Guess-123', 'Tide-Pool-2026', 'Tide-Pool-2026');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    const current = screen.getByLabelText(/^Current password/);
    expect(await screen.findByText(MESSAGES.currentPasswordWrong)).toBeInTheDocument();
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(MESSAGES.passwordChanged)).not.toBeInTheDocument();
  });

  it('says to try again when online when there is no connection', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithShell(<ChangePasswordForm />, {
      user: ANA,
      routes: {
        'PUT /api/me/password': () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });
    await fill(user, 'Renter123!', 'Tide-Pool-2026', 'Tide-Pool-2026');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText(MESSAGES.userDataSaveFailed)).toBeInTheDocument();
    jest.restoreAllMocks();
  });
});
