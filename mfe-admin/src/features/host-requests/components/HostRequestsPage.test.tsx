import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_HOST_REQUEST_REJECTION_LENGTH } from '@shoreline/shared-domain/constants';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { HostRequest } from '@shoreline/shared-domain/types';
import { ApiRequestError } from '@shoreline/shared-ui/api/apiRequestError';
import { apiFailure } from '@shoreline/shared-ui/api/createTableApi';
import { deferred, renderAdminPage } from '../../../test/renderAdminPage';
import { HostRequestsPage } from './HostRequestsPage';
import { asPage, pageOf } from '@shoreline/shared-ui/test/pageOf';

function hostRequest(id: string, name: string, overrides: Partial<HostRequest> = {}): HostRequest {
  return {
    id,
    userId: `user-${id}`,
    name,
    email: `${name.split(' ')[0]!.toLowerCase()}@example.test`,
    reason: `${name} has a flat by the sea.`,
    status: 'pending',
    createdAt: '2026-03-02T12:00:00.000Z',
    reviewedAt: null,
    reviewedBy: null,
    rejectionReason: null,
    ...overrides,
  };
}

const NOOR = hostRequest('r1', 'Noor Harbour', { reason: 'We rent our beach flat in July.' });
const LOU = hostRequest('r2', 'Lou Lighthouse', { createdAt: '2026-02-14T12:00:00.000Z' });
const LIST = 'GET /api/admin/host-requests?status=pending';

/** The list answers `first`, then whatever is left after the decisions. */
function pendingList(first: HostRequest[]) {
  let current = first;
  return {
    get: () => current,
    remove: (id: string) => {
      current = current.filter((request) => request.id !== id);
    },
  };
}

const card = (name: string) => screen.getByRole('article', { name });

describe('HostRequestsPage', () => {
  it('shows the first page of requests, and the next with "Show more" (issue 23)', async () => {
    const user = userEvent.setup();
    renderAdminPage(<HostRequestsPage />, {
      [LIST]: () => pageOf([NOOR], 'next'),
      [`${LIST}&cursor=next`]: () => pageOf([LOU]),
    });
    expect(await screen.findByRole('article', { name: 'Noor Harbour' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Lou Lighthouse' })).not.toBeInTheDocument();
    // The count says "at least" until the last page is in.
    expect(screen.getByRole('heading', { name: 'Pending Requests (1+)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: MESSAGES.loadMore }));
    expect(await screen.findByRole('article', { name: 'Lou Lighthouse' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MESSAGES.loadMore })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pending Requests (2)' })).toBeInTheDocument();
  });

  it('shows a loading state, then each pending request with name, email, reason and date', async () => {
    const answer = deferred<HostRequest[]>();
    renderAdminPage(<HostRequestsPage />, { [LIST]: asPage(() => answer.promise) });
    expect(screen.getByRole('heading', { level: 1, name: 'Host Requests' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading host requests' })).toBeInTheDocument();

    // Resolved inside act: React renders the answer before act returns, so what it shows is
    // there to read at once (a findBy's 1 s of polling ran out on a loaded machine).
    await act(async () => answer.resolve([NOOR, LOU]));
    expect(screen.getByRole('heading', { name: 'Pending Requests (2)' })).toBeInTheDocument();
    const noor = card('Noor Harbour');
    expect(within(noor).getByRole('link', { name: 'noor@example.test' })).toHaveAttribute(
      'href',
      'mailto:noor@example.test',
    );
    expect(within(noor).getByText('We rent our beach flat in July.')).toBeInTheDocument();
    expect(within(noor).getByText('Mar 2, 2026')).toBeInTheDocument();
    expect(within(card('Lou Lighthouse')).getByText('Feb 14, 2026')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading host requests' })).not.toBeInTheDocument();
  });

  it.each([
    ['approve', 'Approve request from Noor Harbour', 'Approve', 'Noor Harbour is now a host.'],
    [
      'reject',
      'Reject request from Noor Harbour',
      'Reject',
      'The host request from Noor Harbour was rejected.',
    ],
  ])(
    '%ss a request after the confirmation, then refreshes the list and moves focus to it',
    async (action, button, confirm, notice) => {
      const user = userEvent.setup();
      const list = pendingList([NOOR, LOU]);
      const { api } = renderAdminPage(<HostRequestsPage />, {
        [LIST]: asPage(list.get),
        [`POST /api/admin/host-requests/r1/${action}`]: () => {
          list.remove('r1');
          return { ...NOOR, status: action === 'approve' ? 'approved' : 'rejected' };
        },
      });
      await user.click(await screen.findByRole('button', { name: button }));
      // Nothing is decided on one click: a dialog asks first.
      const dialog = screen.getByRole('dialog', { name: `${confirm} the host request from Noor Harbour` });
      expect(within(dialog).getByText('noor@example.test')).toBeInTheDocument();
      expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
      await user.click(within(dialog).getByRole('button', { name: confirm }));

      expect(await screen.findByText(notice)).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      const heading = screen.getByRole('heading', { name: 'Pending Requests (1)' });
      await waitFor(() => expect(heading).toHaveFocus());
      expect(screen.queryByRole('article', { name: 'Noor Harbour' })).not.toBeInTheDocument();
      expect(card('Lou Lighthouse')).toBeInTheDocument();
      await waitFor(() => expect(api.calls.filter((call) => call.path === LIST.slice(4))).toHaveLength(2));
      expect(api.calls.filter((call) => call.method === 'POST')).toEqual([
        {
          method: 'POST',
          path: `/api/admin/host-requests/r1/${action}`,
          body: action === 'reject' ? { reason: null } : undefined,
        },
      ]);
    },
  );

  it('sends the reason a rejection gives, trimmed, and refuses one over the limit', async () => {
    const user = userEvent.setup();
    const list = pendingList([NOOR]);
    const { api } = renderAdminPage(<HostRequestsPage />, {
      [LIST]: asPage(list.get),
      'POST /api/admin/host-requests/r1/reject': () => {
        list.remove('r1');
        return { ...NOOR, status: 'rejected' };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Reject request from Noor Harbour' }));
    const dialog = screen.getByRole('dialog');
    const reason = within(dialog).getByLabelText(/^Reason \(optional\)/);
    expect(reason).toHaveAccessibleDescription(/Noor Harbour sees this reason/);
    expect(reason).toHaveAttribute('maxlength', String(MAX_HOST_REQUEST_REJECTION_LENGTH));
    // Pasted past the field's limit (maxlength only stops typing).
    fireEvent.change(reason, { target: { value: 'x'.repeat(MAX_HOST_REQUEST_REJECTION_LENGTH + 1) } });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText(MESSAGES.hostRequestRejectionTooLong)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.clear(reason);
    // Pasted: one input event, where typing re-renders the page for each of its characters.
    await user.click(reason);
    await user.paste('  Please add photos of the flat.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('The host request from Noor Harbour was rejected.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      reason: 'Please add photos of the flat.',
    });
  });

  it('decides nothing when the dialog is cancelled or closed with Escape, and starts empty again', async () => {
    const user = userEvent.setup();
    const { api } = renderAdminPage(<HostRequestsPage />, { [LIST]: asPage(() => [NOOR]) });
    const reject = await screen.findByRole('button', { name: 'Reject request from Noor Harbour' });
    await user.click(reject);
    await user.type(screen.getByLabelText(/^Reason \(optional\)/), 'Not yet');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(reject).toHaveFocus();

    await user.click(reject);
    expect(screen.getByLabelText(/^Reason \(optional\)/)).toHaveValue('');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve request from Noor Harbour' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(card('Noor Harbour')).toBeInTheDocument();
  });

  it('says "Failed to load host requests" and loads again on Retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    let fail = true;
    renderAdminPage(<HostRequestsPage />, {
      [LIST]: asPage(() => {
        if (fail) throw new ApiRequestError(503, 'Service Unavailable', 'Service Unavailable');
        return [NOOR];
      }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.hostRequestsLoadFailed);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Noor Harbour' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says "Failed to update request" in the dialog and keeps the request when a decision fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderAdminPage(<HostRequestsPage />, {
      [LIST]: asPage(() => [NOOR]),
      'POST /api/admin/host-requests/r1/approve': () => {
        throw new ApiRequestError(0, MESSAGES.offline, 'Network Error');
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Approve request from Noor Harbour' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.hostRequestUpdateFailed);
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(card('Noor Harbour')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the API's reason and refreshes when another admin decided first", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const list = pendingList([NOOR, LOU]);
    renderAdminPage(<HostRequestsPage />, {
      [LIST]: asPage(list.get),
      'POST /api/admin/host-requests/r1/reject': () => {
        list.remove('r1');
        throw apiFailure(409, MESSAGES.hostRequestNotPending);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Reject request from Noor Harbour' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reject' }));
    // The dialog closes; the card is gone after the refresh, so the reason shows at the top of the page.
    expect(await screen.findByRole('heading', { name: 'Pending Requests (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.hostRequestNotPending);
    expect(screen.getByRole('alert').closest('article')).toBeNull();
  });

  it('runs one decision at a time', async () => {
    const user = userEvent.setup();
    const answer = deferred<HostRequest>();
    const { api } = renderAdminPage(<HostRequestsPage />, {
      [LIST]: asPage(() => [NOOR, LOU]),
      'POST /api/admin/host-requests/r1/approve': () => answer.promise,
    });
    await user.click(await screen.findByRole('button', { name: 'Approve request from Noor Harbour' }));
    const confirm = within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' });
    await user.click(confirm);
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    await user.click(confirm);
    expect(
      screen.getByRole('button', { name: 'Approve request from Lou Lighthouse', hidden: true }),
    ).toBeDisabled();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    answer.resolve({ ...NOOR, status: 'approved' });
    expect(await screen.findByText('Noor Harbour is now a host.')).toBeInTheDocument();
  });
});
