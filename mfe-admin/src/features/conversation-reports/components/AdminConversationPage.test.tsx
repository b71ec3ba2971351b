import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { ApiRequestError } from '@shoreline/shared-ui/api/apiRequestError';
import { apiFailure, type TableHandler } from '@shoreline/shared-ui/api/createTableApi';
import { pageOf } from '@shoreline/shared-ui/test/pageOf';
import { renderAdminPage } from '../../../test/renderAdminPage';
import { AdminConversationPage } from './AdminConversationPage';
import { ConversationReportsPage } from './ConversationReportsPage';
import { conversation, HOST, MESSAGES_NEWEST_FIRST, RENTER, report } from './testConversations';

const DETAIL = 'GET /api/admin/conversations/c1';
const THREAD = 'GET /api/admin/conversations/c1/messages';
const LIST = 'GET /api/admin/conversation-reports';

/** The conversation's page inside the admin's routes, so that "back to the list" lands somewhere. */
function renderConversation(table: Record<string, TableHandler>) {
  return renderAdminPage(
    <Routes>
      <Route path="/admin/conversations/:id" element={<AdminConversationPage />} />
      <Route path="/admin/conversation-reports" element={<ConversationReportsPage />} />
    </Routes>,
    { [DETAIL]: () => conversation(), [THREAD]: () => pageOf(MESSAGES_NEWEST_FIRST), ...table },
    '/admin/conversations/c1',
  );
}

const posts = (calls: { method: string; path: string }[]) => calls.filter((call) => call.method === 'POST');

describe('AdminConversationPage', () => {
  it('shows the parties, the open report and the messages read only, oldest first, each named by its sender', async () => {
    renderConversation({});
    expect(
      screen.getByRole('heading', { level: 1, name: MESSAGES.reportedConversationTitle }),
    ).toBeInTheDocument();
    const thread = await screen.findByRole('list', { name: MESSAGES.messagesTitle });
    const items = within(thread).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-message-id'))).toEqual(['11', '12']);
    expect(within(items[0]!).getByText(RENTER.name)).toBeInTheDocument();
    expect(within(items[1]!).getByText('Pay me by bank transfer instead.')).toBeInTheDocument();
    // Read only: nothing to write with.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Alfama Rooftop' })).toHaveAttribute(
      'href',
      '/listings/listing-1',
    );
    expect(
      screen.getByRole('heading', { level: 2, name: `${MESSAGES.openReportsTitle} (1)` }),
    ).toBeInTheDocument();
    const reportCard = screen.getByRole('article', { name: `${MESSAGES.reportedByLabel} ${RENTER.name}` });
    expect(
      within(reportCard).getByText('The host asked me to pay outside the platform.'),
    ).toBeInTheDocument();
    expect(
      within(reportCard).getByRole('button', { name: `Deactivate account (${HOST.name})` }),
    ).toBeEnabled();
  });

  it('dismisses the report after the confirmation and goes back to the list, which says so', async () => {
    const user = userEvent.setup();
    const { api } = renderConversation({
      'POST /api/admin/conversation-reports/r1/dismiss': () => undefined,
      [LIST]: () => pageOf([]),
    });
    await user.click(await screen.findByRole('button', { name: `Dismiss report (${RENTER.name})` }));
    const dialog = screen.getByRole('dialog', { name: MESSAGES.dismissReport });
    expect(within(dialog).getByText(MESSAGES.confirmDismissReport)).toBeInTheDocument();
    expect(posts(api.calls)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: MESSAGES.dismissReport }));

    expect(await screen.findByText(MESSAGES.reportDismissed)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: MESSAGES.reportedConversationsTitle }),
    ).toBeInTheDocument();
    expect(posts(api.calls).map((call) => call.path)).toEqual(['/api/admin/conversation-reports/r1/dismiss']);
  });

  it('deactivates the reported account after the confirmation and goes back to the list, which says so', async () => {
    const user = userEvent.setup();
    const { api } = renderConversation({
      'POST /api/admin/conversation-reports/r1/deactivate': () => undefined,
      [LIST]: () => pageOf([]),
    });
    await user.click(await screen.findByRole('button', { name: `Deactivate account (${HOST.name})` }));
    const dialog = screen.getByRole('dialog', { name: `${MESSAGES.deactivateAccount}: ${HOST.name}` });
    expect(within(dialog).getByText(MESSAGES.confirmDeactivateAccount)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: MESSAGES.deactivateAccount }));

    expect(await screen.findByText(MESSAGES.accountDeactivated)).toBeInTheDocument();
    expect(posts(api.calls).map((call) => call.path)).toEqual([
      '/api/admin/conversation-reports/r1/deactivate',
    ]);
  });

  it('does nothing when the dialog is cancelled', async () => {
    const user = userEvent.setup();
    const { api } = renderConversation({});
    await user.click(await screen.findByRole('button', { name: `Deactivate account (${HOST.name})` }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts(api.calls)).toEqual([]);
    expect(
      screen.getByRole('heading', { level: 1, name: MESSAGES.reportedConversationTitle }),
    ).toBeInTheDocument();
  });

  it('keeps the dialog open with the failure when a decision fails, and stays on the page', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderConversation({
      'POST /api/admin/conversation-reports/r1/dismiss': () => {
        throw new ApiRequestError(500, 'boom', 'Internal Server Error');
      },
    });
    await user.click(await screen.findByRole('button', { name: `Dismiss report (${RENTER.name})` }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: MESSAGES.dismissReport }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.reportActionFailed);
    expect(within(dialog).getByRole('button', { name: MESSAGES.dismissReport })).toBeEnabled();
  });

  it('closes the dialog and reloads when another admin closed the report first', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const hostsReport = report('r2', {
      reporter: { id: HOST.id, name: HOST.name, initials: HOST.initials },
      reported: { id: RENTER.id, name: RENTER.name, initials: RENTER.initials, deactivated: false },
    });
    let reports = [report('r1'), hostsReport];
    const { api } = renderConversation({
      [DETAIL]: () => conversation({ openReports: reports }),
      'POST /api/admin/conversation-reports/r1/dismiss': () => {
        reports = [hostsReport];
        throw apiFailure(404, MESSAGES.conversationReportNotFound);
      },
    });
    await user.click(await screen.findByRole('button', { name: `Dismiss report (${RENTER.name})` }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: MESSAGES.dismissReport }),
    );
    expect(await screen.findByText(MESSAGES.conversationReportNotFound)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The list of open reports is read again: only the one still open is left to decide.
    expect(
      await screen.findByRole('heading', { level: 2, name: `${MESSAGES.openReportsTitle} (1)` }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Dismiss report (${RENTER.name})` })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Dismiss report (${HOST.name})` })).toBeEnabled();
    expect(api.calls.filter((call) => call.path === '/api/admin/conversations/c1')).toHaveLength(2);
  });

  it('says "not found" for a conversation without an open report, and offers Retry on other failures', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderConversation({ [DETAIL]: () => Promise.reject(apiFailure(404, MESSAGES.conversationNotFound)) });
    expect(await screen.findByText(MESSAGES.conversationNotFound)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: MESSAGES.backToReportedConversations })).toHaveAttribute(
      'href',
      '/admin/conversation-reports',
    );
  });

  it('offers no deactivation when the reported account is already deactivated', async () => {
    renderConversation({
      [DETAIL]: () =>
        conversation({
          host: { ...HOST, deactivated: true },
          openReports: [report('r1', { reported: { ...report('r1').reported, deactivated: true } })],
        }),
    });
    expect(await screen.findByRole('button', { name: `Dismiss report (${RENTER.name})` })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /Deactivate account/ })).not.toBeInTheDocument();
    expect(screen.getAllByText(MESSAGES.accountDeactivatedBadge).length).toBeGreaterThan(0);
  });
});
