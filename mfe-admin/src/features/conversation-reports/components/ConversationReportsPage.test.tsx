import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConversationReport } from '@shoreline/shared-domain/conversations';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { ApiRequestError } from '@shoreline/shared-ui/api/apiRequestError';
import { pageOf } from '@shoreline/shared-ui/test/pageOf';
import { deferred, renderAdminPage } from '../../../test/renderAdminPage';
import { ConversationReportsPage } from './ConversationReportsPage';
import { HOST, RENTER, report } from './testConversations';

const LIST = 'GET /api/admin/conversation-reports';
const card = (name: string) => screen.getByRole('article', { name });

describe('ConversationReportsPage', () => {
  it('shows a loading state, then each open report: listing, reporter, reported party, reason and date', async () => {
    const answer = deferred<ConversationReport[]>();
    renderAdminPage(<ConversationReportsPage />, { [LIST]: async () => pageOf(await answer.promise) });
    expect(
      screen.getByRole('heading', { level: 1, name: MESSAGES.reportedConversationsTitle }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading reported conversations' })).toBeInTheDocument();

    const deactivated = report('r2', {
      conversationId: 'c2',
      listing: { ...report('r2').listing, title: 'Surf House' },
      reporter: { id: HOST.id, name: HOST.name, initials: HOST.initials },
      reported: { id: 'u-ben', name: 'Ben Okafor', initials: 'BO', deactivated: true },
      reason: 'Insults.',
      createdAt: '2026-02-14T09:00:00.000Z',
    });
    await act(async () => answer.resolve([report('r1'), deactivated]));

    expect(screen.getByRole('heading', { level: 2, name: 'Open reports (2)' })).toBeInTheDocument();
    const alfama = card('Alfama Rooftop');
    expect(within(alfama).getByText(RENTER.name)).toBeInTheDocument();
    expect(within(alfama).getByText(HOST.name)).toBeInTheDocument();
    expect(within(alfama).getByText('The host asked me to pay outside the platform.')).toBeInTheDocument();
    expect(within(alfama).getByText('Mar 2, 2026')).toBeInTheDocument();
    expect(within(alfama).queryByText(MESSAGES.accountDeactivatedBadge)).not.toBeInTheDocument();
    expect(within(alfama).getByRole('link', { name: /Open conversation/ })).toHaveAttribute(
      'href',
      '/admin/conversations/c1',
    );

    const surf = card('Surf House');
    expect(within(surf).getByText('Ben Okafor')).toBeInTheDocument();
    expect(within(surf).getByText(MESSAGES.accountDeactivatedBadge)).toBeInTheDocument();
    expect(within(surf).getByRole('link', { name: /Open conversation/ })).toHaveAttribute(
      'href',
      '/admin/conversations/c2',
    );
  });

  it('says there is nothing to judge when no report is open', async () => {
    renderAdminPage(<ConversationReportsPage />, { [LIST]: () => pageOf([]) });
    expect(
      await screen.findByRole('heading', { name: MESSAGES.reportedConversationsEmpty }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows an error with Retry when the list fails, and the list once Retry succeeds', async () => {
    const user = userEvent.setup();
    let fail = true;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api } = renderAdminPage(<ConversationReportsPage />, {
      [LIST]: () => {
        if (fail) throw new ApiRequestError(500, 'boom', 'Internal Server Error');
        return pageOf([report('r1')]);
      },
    });
    expect(await screen.findByText(MESSAGES.reportedConversationsLoadFailed)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Alfama Rooftop' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/api/admin/conversation-reports')).toHaveLength(2);
  });

  it('loads the next page with its cursor', async () => {
    const user = userEvent.setup();
    renderAdminPage(<ConversationReportsPage />, {
      [LIST]: () => pageOf([report('r1')], 'next-1'),
      [`${LIST}?cursor=next-1`]: () =>
        pageOf([
          report('r3', { conversationId: 'c3', listing: { ...report('r3').listing, title: 'Dune Cabin' } }),
        ]),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Open reports (1+)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: MESSAGES.loadMore }));
    expect(await screen.findByRole('article', { name: 'Dune Cabin' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Open reports (2)' })).toBeInTheDocument();
  });
});
