// Issue 22 item 2: the admin's host requests follow what the bell already knows.
import { act, screen } from '@testing-library/react';
import type { Notification } from '@shoreline/shared-domain/notifications';
import type { HostRequest } from '@shoreline/shared-domain/types';
import { renderAdminPage } from '../../../test/renderAdminPage';
import { HostRequestsPage } from './HostRequestsPage';
import { asPage } from '@shoreline/shared-ui/test/pageOf';

const NOOR: HostRequest = {
  id: 'r1',
  userId: 'user-r1',
  name: 'Noor Harbour',
  email: 'noor@example.test',
  reason: 'We rent our beach flat in July.',
  status: 'pending',
  createdAt: '2026-03-02T12:00:00.000Z',
  reviewedAt: null,
  reviewedBy: null,
  rejectionReason: null,
};

const submitted: Notification = {
  id: 'n1',
  kind: 'host-request-submitted',
  facts: { hostRequestId: NOOR.id, requesterName: NOOR.name, reason: null },
  link: '/admin/host-requests',
  createdAt: '2026-03-02T12:00:01.000Z',
  readAt: null,
};

describe('HostRequestsPage, live', () => {
  it('lists a new host request as soon as its notification arrives', async () => {
    let pending: HostRequest[] = [];
    const { shell } = renderAdminPage(<HostRequestsPage />, {
      'GET /api/admin/host-requests?status=pending': asPage(() => pending),
    });
    expect(
      await screen.findByRole('heading', { name: 'Pending Requests (0)' }, { timeout: 5000 }),
    ).toBeVisible();

    pending = [NOOR];
    act(() => shell.notifications!.setState({ unreadCount: 1, latest: submitted }));

    expect(
      await screen.findByRole('heading', { name: 'Pending Requests (1)' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByRole('article', { name: NOOR.name })).toBeInTheDocument();
  });
});
