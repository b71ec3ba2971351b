import { useParams } from 'react-router-dom';
import type { AdminConversation, ConversationParty } from '@shoreline/shared-domain/conversations';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { apiErrorStatus } from '@shoreline/shared-ui/api/apiRequestError';
import { Button } from '@shoreline/shared-ui/components/Button';
import { CardList } from '@shoreline/shared-ui/components/CardList';
import { ErrorBox } from '@shoreline/shared-ui/components/ErrorBox';
import { FactList } from '@shoreline/shared-ui/components/FactList';
import { Page } from '@shoreline/shared-ui/components/Page';
import { PageHeader } from '@shoreline/shared-ui/components/PageHeader';
import { PageSection } from '@shoreline/shared-ui/components/PageSection';
import { Spinner } from '@shoreline/shared-ui/components/Spinner';
import { paths } from '@shoreline/shared-ui/routes';
import { ShellLink } from '@shoreline/shared-ui/shell/ShellLink';
import { useAdminConversation } from '../hooks/useAdminConversation';
import { useReportDecision, type ReportDecision } from '../hooks/useReportDecision';
import { ConversationMessages } from './ConversationMessages';
import { ConversationReportCard } from './ConversationReportCard';
import { DeactivatedBadge } from './DeactivatedBadge';
import { ReportDecisionDialog } from './ReportDecisionDialog';

/**
 * `/admin/conversations/:id` (issue 25): a reported conversation as an admin reads it (the API shows
 * it only while a report is open): its listing and parties, the messages read only, and the open
 * reports, each dismissed or ending in the reported account's deactivation, confirmed first.
 */
export function AdminConversationPage() {
  const { id = '' } = useParams();
  const conversation = useAdminConversation(id);
  const decision = useReportDecision(conversation.reload);
  const backLink = (
    <ShellLink href={paths.reportedConversations()}>{MESSAGES.backToReportedConversations}</ShellLink>
  );
  return (
    <Page>
      <PageHeader title={MESSAGES.reportedConversationTitle} />
      {backLink}
      {decision.stale && <ErrorBox message={decision.stale} />}
      {conversation.status === 'loading' && <Spinner block showLabel label="Loading the conversation" />}
      {conversation.status === 'error' &&
        (apiErrorStatus(conversation.error) === 404 ? (
          // Unknown, or no report open any more (dismissed or decided by another admin).
          <ErrorBox message={MESSAGES.conversationNotFound} />
        ) : (
          <ErrorBox
            message={MESSAGES.conversationLoadFailed}
            action={{ label: 'Retry', onClick: conversation.reload }}
          />
        ))}
      {conversation.status === 'success' && (
        <>
          <ConversationFacts conversation={conversation.data} />
          <OpenReports conversation={conversation.data} decision={decision} />
          <ConversationMessages conversation={conversation.data} />
          <ReportDecisionDialog decision={decision} />
        </>
      )}
    </Page>
  );
}

function PartyName({ party }: { party: ConversationParty & { deactivated: boolean } }) {
  return (
    <>
      {party.name} {party.deactivated && <DeactivatedBadge />}
    </>
  );
}

function ConversationFacts({ conversation }: { conversation: AdminConversation }) {
  const { listing } = conversation;
  return (
    <FactList
      facts={[
        {
          label: MESSAGES.conversationListingLabel,
          value: listing.available ? (
            <ShellLink href={paths.listing(listing.id)}>{listing.title}</ShellLink>
          ) : (
            <>
              {listing.title} ({MESSAGES.listingNoLongerAvailable})
            </>
          ),
        },
        { label: MESSAGES.conversationRenterLabel, value: <PartyName party={conversation.renter} /> },
        { label: MESSAGES.conversationHostLabel, value: <PartyName party={conversation.host} /> },
      ]}
    />
  );
}

function OpenReports({
  conversation,
  decision,
}: {
  conversation: AdminConversation;
  decision: ReportDecision;
}) {
  const headingId = `open-reports-${conversation.id}`;
  return (
    <PageSection
      title={MESSAGES.openReportsTitle}
      headingId={headingId}
      count={conversation.openReports.length}
    >
      <CardList aria-labelledby={headingId}>
        {conversation.openReports.map((report) => (
          <ConversationReportCard
            key={report.id}
            report={report}
            title={`${MESSAGES.reportedByLabel} ${report.reporter.name}`}
            actions={
              <>
                <Button
                  variant="secondary"
                  disabled={decision.busy}
                  onClick={() => decision.start(report, 'dismiss')}
                  aria-label={`${MESSAGES.dismissReport} (${report.reporter.name})`}
                >
                  {MESSAGES.dismissReport}
                </Button>
                {!report.reported.deactivated && (
                  <Button
                    variant="danger"
                    disabled={decision.busy}
                    onClick={() => decision.start(report, 'deactivate')}
                    aria-label={`${MESSAGES.deactivateAccount} (${report.reported.name})`}
                  >
                    {MESSAGES.deactivateAccount}
                  </Button>
                )}
              </>
            }
          />
        ))}
      </CardList>
    </PageSection>
  );
}
