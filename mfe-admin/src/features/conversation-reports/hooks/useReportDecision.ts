import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ConversationReport } from '@shoreline/shared-domain/conversations';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { apiErrorCode } from '@shoreline/shared-ui/api/apiRequestError';
import { errorMessage } from '@shoreline/shared-ui/api/errorMessage';
import { paths } from '@shoreline/shared-ui/routes';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { deactivateReportedAccount } from '../api/deactivateReportedAccount';
import { dismissConversationReport } from '../api/dismissConversationReport';
import { reportNoticeState } from '../components/reportNotice';

export type ReportAction = 'dismiss' | 'deactivate';

export interface ReportDecision {
  /** The report and the decision the dialog asks to confirm; null: no dialog. */
  deciding: { report: ConversationReport; action: ReportAction } | null;
  busy: boolean;
  /** Why the confirmed decision failed, shown in the dialog. */
  error: string | null;
  /** The report was closed meanwhile (another admin): said on the page, which reloads. */
  stale: string | null;
  start: (report: ConversationReport, action: ReportAction) => void;
  cancel: () => void;
  confirm: () => void;
}

/**
 * An admin's decision on a report, confirmed in a dialog first. Done: back to the list, which says
 * what happened. A report closed meanwhile (404) closes the dialog and reloads the conversation.
 */
export function useReportDecision(onStale: () => void): ReportDecision {
  const api = useApi();
  const navigate = useNavigate();
  const [deciding, setDeciding] = useState<ReportDecision['deciding']>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [stale, setStale] = useState<string | null>(null);
  // A ref as well as state: two clicks in one frame must not both send the decision.
  const running = useRef(false);

  const start = useCallback((report: ConversationReport, action: ReportAction) => {
    setError(null);
    setStale(null);
    setDeciding({ report, action });
  }, []);

  const cancel = useCallback(() => {
    setDeciding(null);
    setError(null);
  }, []);

  const confirm = useCallback(() => {
    if (!deciding || running.current) return;
    running.current = true;
    setBusy(true);
    setError(null);
    const { report, action } = deciding;
    const call =
      action === 'dismiss'
        ? dismissConversationReport(api, report.id)
        : deactivateReportedAccount(api, report.id);
    call
      .then(() => {
        // Replaced: going back to a conversation whose reports are closed would only say "not found".
        navigate(paths.reportedConversations(), {
          replace: true,
          state: reportNoticeState(
            action === 'dismiss' ? MESSAGES.reportDismissed : MESSAGES.accountDeactivated,
          ),
        });
      })
      .catch((failure: unknown) => {
        console.error(MESSAGES.reportActionFailed, failure);
        const message = errorMessage(failure, MESSAGES.reportActionFailed);
        if (apiErrorCode(failure) === 'CONVERSATION_REPORT_NOT_FOUND') {
          setDeciding(null);
          setStale(message);
          onStale();
        } else {
          setError(message);
        }
      })
      .finally(() => {
        running.current = false;
        setBusy(false);
      });
  }, [api, deciding, navigate, onStale]);

  return { deciding, busy, error, stale, start, cancel, confirm };
}
