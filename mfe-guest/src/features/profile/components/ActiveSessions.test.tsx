import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { ANA, renderWithShell } from '../../../test/renderWithShell';
import { ActiveSessions } from './ActiveSessions';
import { EmailVerification } from './EmailVerification';

const LAPTOP = {
  id: '11111111-1111-4111-8111-111111111111',
  device: 'Firefox on Windows',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastSeenAt: '2026-11-26T09:00:00.000Z',
  current: true,
};
const PHONE = {
  id: '22222222-2222-4222-8222-222222222222',
  device: 'Chrome on Android',
  createdAt: '2026-11-21T10:00:00.000Z',
  lastSeenAt: '2026-11-25T09:00:00.000Z',
  current: false,
};

describe('ActiveSessions', () => {
  it('lists the devices, marks this one, and signs out another', async () => {
    const user = userEvent.setup();
    let items = [LAPTOP, PHONE];
    const { server } = renderWithShell(<ActiveSessions />, {
      user: ANA,
      routes: {
        'GET /api/me/sessions': () => ({ body: { items, nextCursor: null } }),
        [`DELETE /api/me/sessions/${PHONE.id}`]: () => {
          items = [LAPTOP];
          return { status: 204 };
        },
      },
    });
    const list = await screen.findByRole('list', { name: 'Active sessions' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('This device')).toBeInTheDocument();
    // This device is ended with "Sign out" in the header, not here.
    expect(within(rows[0] as HTMLElement).queryByRole('button')).toBeNull();

    await user.click(
      within(rows[1] as HTMLElement).getByRole('button', { name: /^Sign out Chrome on Android/ }),
    );
    expect(await screen.findByText(MESSAGES.sessionSignedOut)).toBeInTheDocument();
    expect(
      server.calls.some((call) => call.method === 'DELETE' && call.url === `/api/me/sessions/${PHONE.id}`),
    ).toBe(true);
    // findAll settles on the first match, the list before its refresh: wait for the refreshed one.
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  });

  it('says so when the list cannot load', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithShell(<ActiveSessions />, {
      user: ANA,
      routes: {
        'GET /api/me/sessions': () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });
    expect(await screen.findByText(MESSAGES.sessionsFetchFailed)).toBeInTheDocument();
    jest.restoreAllMocks();
  });
});

describe('EmailVerification', () => {
  it('shows "Email not verified" and resends the link', async () => {
    const user = userEvent.setup();
    const { server } = renderWithShell(<EmailVerification />, {
      user: ANA,
      routes: {
        'GET /api/me/email-verification': {
          body: { email: ANA.email, verified: false, verifiedAt: null },
        },
        'POST /api/me/email-verification': {
          status: 202,
          body: { message: MESSAGES.emailVerificationResent },
        },
      },
    });
    expect(await screen.findByText(MESSAGES.emailNotVerified)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText(MESSAGES.emailVerificationResent)).toBeInTheDocument();
    expect(server.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('shows a verified address without a resend button', async () => {
    renderWithShell(<EmailVerification />, {
      user: ANA,
      routes: {
        'GET /api/me/email-verification': {
          body: { email: ANA.email, verified: true, verifiedAt: '2026-11-01T00:00:00.000Z' },
        },
      },
    });
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
