import { useLocation, useNavigate } from 'react-router-dom';
import { MESSAGES, withCount } from '@shoreline/shared-domain/messages';
import { ErrorBox } from '@shoreline/shared-ui/components/ErrorBox';
import { LoadMore } from '@shoreline/shared-ui/components/LoadMore';
import { Notice } from '@shoreline/shared-ui/components/Notice';
import { Page } from '@shoreline/shared-ui/components/Page';
import { PageHeader } from '@shoreline/shared-ui/components/PageHeader';
import { Spinner } from '@shoreline/shared-ui/components/Spinner';
import { paths } from '@shoreline/shared-ui/routes';
import { ShellLink } from '@shoreline/shared-ui/shell/ShellLink';
import { ListSection } from '../../../components/ListSection';
import { useConversationReports } from '../hooks/useConversationReports';
import { ConversationReportCard } from './ConversationReportCard';
import { reportNoticeOf } from './reportNotice';

/**
 * `/admin/conversation-reports` (issue 25): the open reports of conversations, the oldest first. Each
 * leads to the conversation, where an admin reads the messages and dismisses the report or
 * deactivates the reported account; the outcome is said here on the way back.
 */
export function ConversationReportsPage() {
  const reports = useConversationReports();
  const location = useLocation();
  const navigate = useNavigate();
  const notice = reportNoticeOf(location.state);
  return (
    <Page>
      <PageHeader title={MESSAGES.reportedConversationsTitle} subtitle={MESSAGES.reportedConversationsHint} />
      {notice && (
        <Notice
          tone="success"
          onDismiss={() => navigate(`${location.pathname}${location.search}`, { replace: true, state: null })}
        >
          {notice}
        </Notice>
      )}
      {reports.status === 'loading' && (
        <Spinner block showLabel label={`Loading ${MESSAGES.reportedConversationsTitle.toLowerCase()}`} />
      )}
      {reports.status === 'error' && (
        <ErrorBox
          message={MESSAGES.reportedConversationsLoadFailed}
          action={{ label: 'Retry', onClick: reports.reload }}
        />
      )}
      {reports.status === 'success' && (
        <ListSection
          title={withCount(MESSAGES.openReportsTitle, reports.data.length, reports.hasMore)}
          items={reports.data}
          keyOf={(report) => report.id}
          empty={{ title: MESSAGES.reportedConversationsEmpty }}
          renderItem={(report) => (
            <ConversationReportCard
              report={report}
              title={report.listing.title}
              actions={
                <ShellLink
                  href={paths.adminConversation(report.conversationId)}
                  aria-label={`${MESSAGES.openConversation}: ${report.listing.title}, ${MESSAGES.reportedByLabel.toLowerCase()} ${report.reporter.name}`}
                >
                  {MESSAGES.openConversation}
                </ShellLink>
              }
            />
          )}
        />
      )}
      {reports.status === 'success' && <LoadMore list={reports} />}
    </Page>
  );
}
