import { useState } from 'react';
import { MAX_HOST_REQUEST_REJECTION_LENGTH } from '@shoreline/shared-domain/constants';
import type { HostRequestAction } from '@shoreline/shared-domain/hostRequestTransitions';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { HostRequest } from '@shoreline/shared-domain/types';
import { validateHostRequestRejection } from '@shoreline/shared-domain/validation/validateHostRequestRejection';
import { ConfirmDialog } from '@shoreline/shared-ui/components/ConfirmDialog';
import { TextField } from '@shoreline/shared-ui/components/TextField';
import styles from './HostRequests.module.css';

export interface HostRequestDecisionDialogProps {
  /** The request and the decision to confirm; null keeps the dialog closed. */
  deciding: { request: HostRequest; action: HostRequestAction } | null;
  busy: boolean;
  /** Why the confirmed decision failed (shown in the dialog). */
  error?: string;
  /** `reason`: the rejection's optional reason, trimmed, or null. */
  onConfirm: (reason: string | null) => void;
  onCancel: () => void;
}

/**
 * Confirms an admin's decision on a host request (an accessible modal: focus trapped, Escape
 * cancels). A rejection may carry a reason, up to 500 characters, which the requester will see.
 */
export function HostRequestDecisionDialog({
  deciding,
  busy,
  error,
  onConfirm,
  onCancel,
}: HostRequestDecisionDialogProps) {
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [shownFor, setShownFor] = useState(deciding);
  if (deciding !== shownFor) {
    // Each opening starts with an empty reason.
    setShownFor(deciding);
    setReason('');
    setInvalid(null);
  }
  const rejecting = deciding?.action === 'reject';
  const name = deciding?.request.name ?? '';

  const confirm = () => {
    if (!rejecting) return onConfirm(null);
    const checked = validateHostRequestRejection({ reason });
    if (!checked.ok) return setInvalid(checked.message);
    setInvalid(null);
    onConfirm(checked.value);
  };

  return (
    <ConfirmDialog
      open={deciding !== null}
      title={rejecting ? `Reject the host request from ${name}` : `Approve the host request from ${name}`}
      message={rejecting ? MESSAGES.confirmRejectHostRequest : MESSAGES.confirmApproveHostRequest}
      confirmLabel={rejecting ? 'Reject' : 'Approve'}
      tone={rejecting ? 'danger' : 'default'}
      busy={busy}
      error={error}
      onConfirm={confirm}
      onCancel={onCancel}
    >
      {deciding && <p className={styles.who}>{deciding.request.email}</p>}
      {rejecting && (
        <TextField
          label="Reason (optional)"
          hint={`${name} sees this reason on their Become a Host page. At most ${MAX_HOST_REQUEST_REJECTION_LENGTH} characters.`}
          multiline
          rows={3}
          maxLength={MAX_HOST_REQUEST_REJECTION_LENGTH}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={invalid ?? undefined}
        />
      )}
    </ConfirmDialog>
  );
}
