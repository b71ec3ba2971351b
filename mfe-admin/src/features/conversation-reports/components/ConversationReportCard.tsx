import type { ReactNode } from 'react';
import type { ConversationReport } from '@shoreline/shared-domain/conversations';
import { formatDisplayInstant } from '@shoreline/shared-domain/dates';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { Card } from '@shoreline/shared-ui/components/Card';
import { CardActions } from '@shoreline/shared-ui/components/CardActions';
import { CardHeader } from '@shoreline/shared-ui/components/CardHeader';
import { FactList } from '@shoreline/shared-ui/components/FactList';
import { QuotedMessage } from '@shoreline/shared-ui/components/QuotedMessage';
import { DeactivatedBadge } from './DeactivatedBadge';
import pageStyles from '../../../components/AdminPage.module.css';

export interface ConversationReportCardProps {
  report: ConversationReport;
  /** The card's heading: the listing on the list, the reporter on a conversation's page. */
  title: ReactNode;
  /** Under the facts and the reason: the list's link or the conversation page's decisions. */
  actions: ReactNode;
  /** Shown above the actions (a failed decision). */
  children?: ReactNode;
}

/** An open report of a conversation (issue 25): who reported whom, when and why. */
export function ConversationReportCard({ report, title, actions, children }: ConversationReportCardProps) {
  const titleId = `report-${report.id}-title`;
  return (
    <Card as="article" className={pageStyles.card} aria-labelledby={titleId}>
      <CardHeader headingId={titleId} title={title} />
      <FactList
        facts={[
          { label: MESSAGES.reportedByLabel, value: report.reporter.name },
          {
            label: MESSAGES.reportedAccountLabel,
            value: (
              <>
                {report.reported.name} {report.reported.deactivated && <DeactivatedBadge />}
              </>
            ),
          },
          { label: MESSAGES.reportedOnLabel, value: formatDisplayInstant(report.createdAt) },
        ]}
      />
      <QuotedMessage label={MESSAGES.reportReasonLabel}>{report.reason}</QuotedMessage>
      {children}
      <CardActions>{actions}</CardActions>
    </Card>
  );
}
