// The pages of the emailed links and the reset request (PRODUCT 27, issue 22 items 15–16).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { apiFailure } from '@shoreline/shared-ui/api/createTableApi';
import { renderShell, users } from '../../../testing/renderShell';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());
// The pages load lazily, and userEvent types key by key: slow on a busy machine.
jest.setTimeout(30_000);
const LOADED = { timeout: 10_000 };

describe('ForgotPasswordPage', () => {
  it('checks the email first, then shows the answer that never tells whether it is registered', async () => {
    const { api } = renderShell({
      path: '/forgot-password',
      user: null,
      api: { 'POST /api/auth/password-reset': () => ({ message: MESSAGES.passwordResetRequested }) },
    });
    await screen.findByRole('heading', { name: 'Forgot your password?' }, LOADED);
    await userEvent.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    const email = screen.getByLabelText(/^Email/);
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription(MESSAGES.emailInvalid);
    expect(api.calls).toHaveLength(0);

    await userEvent.clear(email);
    await userEvent.type(email, ' Ana@Shoreline.test ');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(MESSAGES.passwordResetRequested)).toBeInTheDocument();
    expect(api.calls[0]?.body).toEqual({ email: 'ana@shoreline.test' });
  });

  it('says so when the request fails (too many requests)', async () => {
    renderShell({
      path: '/forgot-password',
      user: null,
      api: {
        'POST /api/auth/password-reset': () => {
          throw apiFailure(429, MESSAGES.tooManyRequests);
        },
      },
    });
    await userEvent.type(await screen.findByLabelText(/^Email/, {}, LOADED), 'ana@shoreline.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.tooManyRequests);
  });
});

describe('ResetPasswordPage', () => {
  async function fill(password: string, confirm: string) {
    await userEvent.type(await screen.findByLabelText(/^New Password/, {}, LOADED), password);
    await userEvent.type(screen.getByLabelText(/^Confirm New Password/), confirm);
    await userEvent.click(screen.getByRole('button', { name: 'Set New Password' }));
  }

  it('applies the password rules, sends the token from the link, and signs this browser out', async () => {
    const { api, shell } = renderShell({
      path: '/reset-password',
      hash: '#token=abc_123',
      user: users.renter,
      api: { 'POST /api/auth/password-reset/confirm': () => undefined },
    });
    await fill('short', 'short');
    expect(screen.getByLabelText(/^New Password/)).toHaveAccessibleDescription(MESSAGES.passwordTooShort);
    // Nothing is sent (the header's own reads, such as its unread messages, are not the form's).
    const resetCalls = () => api.calls.filter((call) => call.path === '/api/auth/password-reset/confirm');
    expect(resetCalls()).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText(/^New Password/));
    await userEvent.clear(screen.getByLabelText(/^Confirm New Password/));
    await fill('Brand-new-1', 'Brand-new-1');
    expect(await screen.findByText(MESSAGES.passwordResetDone)).toBeInTheDocument();
    expect(resetCalls()[0]?.body).toEqual({
      token: 'abc_123',
      password: 'Brand-new-1',
      confirmPassword: 'Brand-new-1',
    });
    expect(shell.session.getState().user).toBeNull();
    const card = screen.getByRole('region', { name: 'Choose a new password' });
    expect(within(card).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
  });

  it('says when the link no longer works and offers a new one', async () => {
    renderShell({
      path: '/reset-password',
      hash: '#token=spent',
      user: null,
      api: {
        'POST /api/auth/password-reset/confirm': () => {
          throw apiFailure(400, MESSAGES.passwordResetLinkInvalid);
        },
      },
    });
    await fill('Brand-new-1', 'Brand-new-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.passwordResetLinkInvalid);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('explains a link without a token', async () => {
    renderShell({ path: '/reset-password', user: null });
    expect(await screen.findByRole('alert', {}, LOADED)).toHaveTextContent(MESSAGES.passwordResetLinkInvalid);
  });
});

describe('VerifyEmailPage', () => {
  it('verifies with the link’s token once', async () => {
    const { api } = renderShell({
      path: '/verify-email',
      hash: '#token=verify_me',
      user: null,
      api: { 'POST /api/auth/verify-email': () => undefined },
    });
    expect(await screen.findByText(MESSAGES.emailVerified, {}, LOADED)).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.body).toEqual({ token: 'verify_me' });
  });

  it('says when the link is spent', async () => {
    renderShell({
      path: '/verify-email',
      hash: '#token=spent',
      user: null,
      api: {
        'POST /api/auth/verify-email': () => {
          throw apiFailure(400, MESSAGES.emailVerificationLinkInvalid);
        },
      },
    });
    expect(await screen.findByRole('alert', {}, LOADED)).toHaveTextContent(
      MESSAGES.emailVerificationLinkInvalid,
    );
  });
});
