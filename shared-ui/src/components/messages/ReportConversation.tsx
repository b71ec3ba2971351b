import { useState, type FormEvent } from 'react';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { validateConversationReport } from '@shoreline/shared-domain/validation/validateConversationReport';
import { apiErrorCode } from '../../api/apiRequestError';
import { errorMessage } from '../../api/errorMessage';
import { reportConversation } from '../../api/conversations/reportConversation';
import { useApi } from '../../shell/useApi';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Notice } from '../Notice';
import { TextField } from '../TextField';
import styles from './ReportConversation.module.css';

export interface ReportConversationProps {
  conversationId: string;
  /** The viewer's earlier report is still open: it is said instead of offering the button. */
  reportedByMe: boolean;
}

/**
 * "Report conversation" (issue 25): a dialog asking why (checked here as the API checks it), then the
 * thanks; once reported (now or before) the notice replaces the button.
 */
export function ReportConversation({ conversationId, reportedByMe }: ReportConversationProps) {
  const api = useApi();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<'now' | 'before' | null>(reportedByMe ? 'before' : null);
  const formId = `report-${conversationId}`;

  if (done) {
    return (
      <Notice tone={done === 'now' ? 'success' : 'info'}>
        {done === 'now' ? MESSAGES.conversationReported : MESSAGES.conversationAlreadyReported}
      </Notice>
    );
  }

  const close = () => {
    if (busy) return;
    setOpen(false);
    setFailure(null);
    setInvalid(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = validateConversationReport(reason);
    if (!checked.ok) {
      setInvalid(checked.message);
      return;
    }
    setBusy(true);
    setFailure(null);
    reportConversation(api, conversationId, checked.value).then(
      () => {
        setBusy(false);
        setDone('now');
      },
      (error: unknown) => {
        setBusy(false);
        // Reported from another tab meanwhile: what matters is that it is reported.
        if (apiErrorCode(error) === 'CONVERSATION_ALREADY_REPORTED') setDone('before');
        else setFailure(errorMessage(error, MESSAGES.reportFailed));
      },
    );
  };

  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        {MESSAGES.reportConversation}
      </Button>
      <Dialog
        open={open}
        title={MESSAGES.reportConversationTitle}
        onClose={close}
        footer={
          <div className={styles.actions}>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" form={formId} variant="danger" loading={busy}>
              {MESSAGES.reportSubmit}
            </Button>
          </div>
        }
      >
        <form id={formId} className={styles.form} onSubmit={submit} noValidate>
          <p>{MESSAGES.reportConversationHint}</p>
          <TextField
            multiline
            rows={4}
            label={MESSAGES.reportReasonLabel}
            value={reason}
            error={invalid}
            required
            onChange={(event) => {
              setReason(event.target.value);
              if (invalid) setInvalid(null);
            }}
          />
          {failure && (
            <p role="alert" className={styles.failure}>
              {failure}
            </p>
          )}
        </form>
      </Dialog>
    </>
  );
}
