import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { ApiRequestError } from '@shoreline/shared-ui/api/apiRequestError';
import { apiFailure } from '@shoreline/shared-ui/api/createTableApi';
import { renderShell, users } from '../../../testing/renderShell';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

async function fillAndSubmit(email: string, password: string) {
  await screen.findByRole('heading', { name: 'Sign In' });
  if (email) await userEvent.type(screen.getByLabelText(/^Email/), email);
  if (password) await userEvent.type(screen.getByLabelText(/^Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('SignInPage', () => {
  it('asks for both fields before calling the API', async () => {
    const { api } = renderShell({ path: '/signin', user: null });
    await fillAndSubmit('ana@shoreline.test', '');
    expect(await screen.findByText(MESSAGES.signInFieldsRequired)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    // Focus goes to the missing field, whose description now carries the message (read out).
    const password = screen.getByLabelText(/^Password/);
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAccessibleDescription(MESSAGES.signInFieldsRequired);
  });

  it('shows the SPEC message when the credentials are wrong', async () => {
    renderShell({
      path: '/signin',
      user: null,
      api: {
        'POST /api/auth/signin': () => {
          throw apiFailure(401, MESSAGES.signInFailed);
        },
      },
    });
    await fillAndSubmit('ana@shoreline.test', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.signInFailed);
  });

  it('shows the SPEC message when the API cannot be reached', async () => {
    renderShell({
      path: '/signin',
      user: null,
      api: {
        'POST /api/auth/signin': () => {
          throw new ApiRequestError(0, MESSAGES.offline, 'Network Error');
        },
      },
    });
    await fillAndSubmit('ana@shoreline.test', 'Renter123!');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.signInFailed);
  });

  it('signs in with remember me and returns to the remembered origin', async () => {
    const { api, shell } = renderShell({
      path: '/signin',
      state: { from: '/bookings?tab=past' },
      user: null,
      api: { 'POST /api/auth/signin': () => ({ user: users.renter }) },
    });
    await userEvent.click(screen.getByLabelText('Remember me'));
    await fillAndSubmit('  Ana@Shoreline.test ', 'Renter123!');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/bookings?tab=past'));
    expect(api.calls[0]?.body).toEqual({
      email: 'ana@shoreline.test',
      password: 'Renter123!',
      remember: true,
    });
    expect(shell.session.getState().user).toEqual(users.renter);
  });

  it('returns to ?next= after a reload lost the navigation state, but never off-site', async () => {
    renderShell({
      path: '/signin?next=%2F%2Fevil.example',
      user: null,
      api: { 'POST /api/auth/signin': () => ({ user: users.renter }) },
    });
    await fillAndSubmit('ana@shoreline.test', 'Renter123!');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('links "Forgot password?" to the reset request page (PRODUCT 27)', async () => {
    renderShell({ path: '/signin', user: null });
    const forgot = await screen.findByRole('link', { name: 'Forgot password?' });
    expect(forgot).toHaveAttribute('href', '/forgot-password');
    await userEvent.click(forgot);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/forgot-password'));
  });

  it('sends an already signed-in user on to where they were going', async () => {
    renderShell({ path: '/signin', state: { from: '/profile' }, user: users.renter });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile'));
  });
});
