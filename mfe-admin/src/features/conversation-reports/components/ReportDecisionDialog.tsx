import { MESSAGES } from '@shoreline/shared-domain/messages';
import { ConfirmDialog } from '@shoreline/shared-ui/components/ConfirmDialog';
import type { ReportDecision } from '../hooks/useReportDecision';

/**
 * Confirms a decision on a report (an accessible modal: focus trapped, Escape cancels). Deactivating
 * names the account it ends; the failure of a confirmed decision shows inside the dialog.
 */
export function ReportDecisionDialog({ decision }: { decision: ReportDecision }) {
  const { deciding } = decision;
  const deactivating = deciding?.action === 'deactivate';
  const label = deactivating ? MESSAGES.deactivateAccount : MESSAGES.dismissReport;
  return (
    <ConfirmDialog
      open={deciding !== null}
      title={deactivating && deciding ? `${label}: ${deciding.report.reported.name}` : label}
      message={deactivating ? MESSAGES.confirmDeactivateAccount : MESSAGES.confirmDismissReport}
      confirmLabel={label}
      tone={deactivating ? 'danger' : 'default'}
      busy={decision.busy}
      error={decision.error ?? undefined}
      onConfirm={decision.confirm}
      onCancel={decision.cancel}
    />
  );
}
