import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { HostRequest, User } from '@shoreline/shared-domain/types';
import { ANA, renderWithShell } from '../../../test/renderWithShell';
import BecomeHostPage from './BecomeHostPage';

const request = (user: User, status: HostRequest['status'] = 'pending'): HostRequest => ({
  id: 'hr-1',
  userId: user.id,
  name: user.name,
  email: user.email,
  reason: 'A flat by the beach',
  status,
  createdAt: '2030-01-02T10:00:00.000Z',
  reviewedAt: null,
  reviewedBy: null,
  rejectionReason: null,
});

const notFound = {
  status: 404,
  body: {
    statusCode: 404,
    error: 'Not Found',
    code: 'HOST_REQUEST_NOT_FOUND',
    message: MESSAGES.hostRequestNotFound,
  },
};

describe('BecomeHostPage', () => {
  it("tells a host they're already a host", async () => {
    renderWithShell(<BecomeHostPage />, {
      user: { ...ANA, roles: ['renter', 'host'] },
      routes: { 'GET /api/host-requests/mine': notFound },
    });
    expect(await screen.findByRole('heading', { name: MESSAGES.alreadyHost })).toBeInTheDocument();
  });

  it('shows Request Pending while a request waits', async () => {
    renderWithShell(<BecomeHostPage />, {
      user: ANA,
      routes: { 'GET /api/host-requests/mine': { body: request(ANA) } },
    });
    expect(await screen.findByRole('heading', { name: MESSAGES.requestPending })).toBeInTheDocument();
    expect(screen.getByText('A flat by the beach')).toBeInTheDocument();
  });

  it('shows a rejected request with its date and reason, and lets the user ask again', async () => {
    const user = userEvent.setup({ delay: null });
    const rejected: HostRequest = {
      ...request(ANA, 'rejected'),
      reviewedAt: '2030-01-05T10:00:00.000Z',
      rejectionReason: 'Please tell us more about the place.',
    };
    const { server } = renderWithShell(<BecomeHostPage />, {
      user: ANA,
      routes: {
        'GET /api/host-requests/mine': { body: rejected },
        'POST /api/host-requests': { status: 201, body: { request: request(ANA), user: ANA } },
      },
    });
    expect(await screen.findByText(MESSAGES.hostRequestNotApproved)).toBeInTheDocument();
    expect(screen.getByText('Your host request was reviewed on Jan 5, 2030.')).toBeInTheDocument();
    expect(screen.getByText('Please tell us more about the place.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Why do you want to become a host/), 'A flat by the beach');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByRole('heading', { name: MESSAGES.requestPending })).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.hostRequestNotApproved)).not.toBeInTheDocument();
    expect(server.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('says nothing of a reason when the rejection gave none', async () => {
    renderWithShell(<BecomeHostPage />, {
      user: ANA,
      routes: { 'GET /api/host-requests/mine': { body: request(ANA, 'rejected') } },
    });
    expect(await screen.findByText(MESSAGES.hostRequestNotApproved)).toBeInTheDocument();
    expect(screen.queryByText(/Reason given/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Request' })).toBeInTheDocument();
  });

  it('lets a signed-in renter send a reason and shows the success notice', async () => {
    const user = userEvent.setup({ delay: null });
    const { server } = renderWithShell(<BecomeHostPage />, {
      user: ANA,
      routes: {
        'GET /api/host-requests/mine': notFound,
        'POST /api/host-requests': { status: 201, body: { request: request(ANA), user: ANA } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Submit Request' }));
    expect(screen.getByText(MESSAGES.reasonRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Why do you want to become a host/), 'A flat by the beach');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText(MESSAGES.becomeHostSubmitted)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: MESSAGES.requestPending })).toBeInTheDocument();
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
      reason: 'A flat by the beach',
    });
  });

  it('creates the account with the request for a visitor and signs them in', async () => {
    const user = userEvent.setup({ delay: null });
    const created: User = { ...ANA, id: 'new-user', name: 'Lou Lighthouse', email: 'lou@example.test' };
    const { server, shell } = renderWithShell(<BecomeHostPage />, {
      user: null,
      routes: {
        'POST /api/host-requests': { status: 201, body: { request: request(created), user: created } },
        'GET /api/host-requests/mine': { body: request(created) },
      },
    });
    await user.type(screen.getByLabelText(/^Full name/), 'Lou Lighthouse');
    await user.type(screen.getByLabelText(/^Email/), 'lou@example.test');
    await user.type(screen.getByLabelText(/^Password/), 'Sunny-Coast-1');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Sunny-Coast-2');
    await user.type(screen.getByLabelText(/^Why do you want to become a host/), 'A cabin');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(screen.getByText(MESSAGES.passwordsDontMatch)).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Confirm password/));
    await user.type(screen.getByLabelText(/^Confirm password/), 'Sunny-Coast-1');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText(MESSAGES.becomeHostSubmitted)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: MESSAGES.requestPending })).toBeInTheDocument();
    expect(shell.session.getState().user).toEqual(created);
    expect(server.calls[0]?.body).toEqual({
      reason: 'A cabin',
      name: 'Lou Lighthouse',
      email: 'lou@example.test',
      password: 'Sunny-Coast-1',
    });
  });

  it('shows every error of a visitor at once and focuses the first invalid field (issue 22 item 4)', async () => {
    const user = userEvent.setup({ delay: null });
    const { server } = renderWithShell(<BecomeHostPage />, { user: null });
    await user.type(screen.getByLabelText(/^Email/), 'lou@');
    await user.type(screen.getByLabelText(/^Password/), 'Sunny-Coast-1');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    for (const message of [
      MESSAGES.nameRequired,
      MESSAGES.emailInvalid,
      MESSAGES.confirmPasswordRequired,
      MESSAGES.reasonRequired,
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/^Full name/)).toHaveFocus();
    expect(screen.getByLabelText(/^Why do you want to become a host/)).toHaveAccessibleDescription(
      MESSAGES.reasonRequired,
    );
    expect(server.calls).toEqual([]);
  });

  it('offers an admin no request form, only the way to the host requests (issue 22 item 14)', async () => {
    const admin: User = { ...ANA, roles: ['renter', 'admin'] };
    renderWithShell(<BecomeHostPage />, {
      user: admin,
      routes: { 'GET /api/host-requests/mine': notFound },
    });
    expect(await screen.findByRole('heading', { name: MESSAGES.becomeHostAdminTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Host Requests' })).toHaveAttribute(
      'href',
      '/admin/host-requests',
    );
    expect(screen.queryByRole('button', { name: 'Submit Request' })).not.toBeInTheDocument();
  });

  it("shows the API's message when the email is already registered", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup({ delay: null });
    renderWithShell(<BecomeHostPage />, {
      user: null,
      routes: {
        'POST /api/host-requests': {
          status: 409,
          body: {
            statusCode: 409,
            error: 'Conflict',
            code: 'BECOME_HOST_EMAIL_REGISTERED',
            message: MESSAGES.becomeHostEmailRegistered,
          },
        },
      },
    });
    await user.type(screen.getByLabelText(/^Full name/), 'Ana Again');
    await user.type(screen.getByLabelText(/^Email/), 'ana@shoreline.test');
    await user.type(screen.getByLabelText(/^Password/), 'Sunny-Coast-1');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Sunny-Coast-1');
    await user.type(screen.getByLabelText(/^Why do you want to become a host/), 'A cabin');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText(MESSAGES.becomeHostEmailRegistered)).toBeInTheDocument();
  });
});
