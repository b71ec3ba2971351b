import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { ApiRequestError } from '@shoreline/shared-ui/api/apiRequestError';
import { apiFailure } from '@shoreline/shared-ui/api/createTableApi';
import { renderShell, users } from '../../../testing/renderShell';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

async function fill(values: { name?: string; email?: string; password?: string; confirm?: string }) {
  await screen.findByRole('heading', { name: 'Sign Up' });
  if (values.name) await userEvent.type(screen.getByLabelText(/^Full Name/), values.name);
  if (values.email) await userEvent.type(screen.getByLabelText(/^Email/), values.email);
  if (values.password) await userEvent.type(screen.getByLabelText(/^Password/), values.password);
  if (values.confirm) await userEvent.type(screen.getByLabelText(/^Confirm Password/), values.confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
}

const complete = {
  name: 'Nia Coast',
  email: 'nia@shoreline.test',
  password: 'Sea-breeze1',
  confirm: 'Sea-breeze1',
};

describe('SignUpPage', () => {
  it('requires every field', async () => {
    const { api } = renderShell({ path: '/signup', user: null });
    await fill({ email: 'nia@shoreline.test' });
    expect(await screen.findByText(MESSAGES.nameRequired)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    const name = screen.getByLabelText(/^Full Name/);
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription(MESSAGES.nameRequired);
  });

  it('shows every field error at once and focuses the first invalid field (issue 22 item 4)', async () => {
    const { api } = renderShell({ path: '/signup', user: null });
    await fill({ email: 'not-an-email', password: 'short' });
    const messages = [
      MESSAGES.nameRequired,
      MESSAGES.emailInvalid,
      MESSAGES.passwordTooShort,
      MESSAGES.confirmPasswordRequired,
    ];
    for (const message of messages) expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Full Name/)).toHaveFocus());
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(MESSAGES.emailInvalid);
    expect(api.calls).toHaveLength(0);
    // A message follows its field as it is corrected.
    await userEvent.type(screen.getByLabelText(/^Full Name/), 'Nia Coast');
    expect(screen.queryByText(MESSAGES.nameRequired)).not.toBeInTheDocument();
    expect(screen.getByText(MESSAGES.emailInvalid)).toBeInTheDocument();
  });

  it("says Passwords don't match, on the confirmation field, which gets the focus", async () => {
    renderShell({ path: '/signup', user: null });
    await fill({ ...complete, confirm: 'Sea-breeze2' });
    expect(await screen.findByText(MESSAGES.passwordsDontMatch)).toBeInTheDocument();
    const confirm = screen.getByLabelText(/^Confirm Password/);
    await waitFor(() => expect(confirm).toHaveFocus());
    expect(confirm).toHaveAccessibleDescription(MESSAGES.passwordsDontMatch);
  });

  it('says the email is in use on a 409', async () => {
    renderShell({
      path: '/signup',
      user: null,
      api: {
        'POST /api/auth/signup': () => {
          throw apiFailure(409, MESSAGES.signUpEmailInUse);
        },
      },
    });
    await fill(complete);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.signUpEmailInUse);
  });

  it('says the account could not be created on any other failure', async () => {
    renderShell({
      path: '/signup',
      user: null,
      api: {
        'POST /api/auth/signup': () => {
          throw new ApiRequestError(500, 'Internal Server Error', 'Internal Server Error');
        },
      },
    });
    await fill(complete);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.signUpFailed);
  });

  it('creates the account, signs the user in, says to check the email and returns to the origin', async () => {
    const created = { ...users.renter, name: 'Nia Coast', email: 'nia@shoreline.test' };
    const { api, shell } = renderShell({
      path: '/signup',
      state: { from: '/become-host' },
      user: null,
      api: { 'POST /api/auth/signup': () => ({ user: created }) },
    });
    await fill(complete);
    // A verification link is on its way (PRODUCT 27); Continue goes back where the user was.
    expect(await screen.findByText(MESSAGES.signUpCheckEmail)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/become-host'));
    expect(api.calls[0]?.body).toEqual({
      name: 'Nia Coast',
      email: 'nia@shoreline.test',
      password: 'Sea-breeze1',
    });
    expect(shell.session.getState().user).toEqual(created);
  });

  it('keeps the remembered origin when switching to sign in', async () => {
    renderShell({ path: '/signup', state: { from: '/bookings' }, user: null });
    const main = within(await screen.findByRole('main'));
    await userEvent.click(await main.findByRole('link', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/signin');
    expect(JSON.parse(screen.getByTestId('location').dataset.state ?? 'null')).toEqual({ from: '/bookings' });
  });
});
