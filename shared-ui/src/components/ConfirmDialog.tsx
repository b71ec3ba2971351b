import { useId, useRef, type ReactNode } from 'react';
import { useModalDialog } from '../hooks/useModalDialog';
import { Button } from './Button';
import styles from './ConfirmDialog.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  /** e.g. "Delete listing" */
  title: ReactNode;
  /** e.g. MESSAGES.confirmDeleteListing */
  message?: ReactNode;
  children?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** "danger" paints the confirm button red and puts first focus on Cancel. */
  tone?: 'default' | 'danger';
  /** While the confirmed action runs: spinner on the confirm button, Escape and Cancel still close. */
  busy?: boolean;
  /** A failure of the confirmed action, shown inside the dialog (role="alert"). */
  error?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal confirmation (PRODUCT.md 11) on the native <dialog> (useModalDialog): the rest of the page
 * is inert, focus moves into the dialog and is kept there, Escape cancels, and focus returns to the
 * element that opened it.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  children,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  tone = 'default',
  busy = false,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const titleId = `sl-dialog${id}-title`;
  const messageId = `sl-dialog${id}-message`;
  const modal = useModalDialog(open, onCancel, () => (tone === 'danger' ? cancelRef : confirmRef).current);

  return (
    <dialog
      {...modal}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={message ? messageId : undefined}
    >
      {open && (
        <div className={styles.content}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {message && (
            <p id={messageId} className={styles.message}>
              {message}
            </p>
          )}
          {children}
          {error && (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          )}
          <div className={styles.actions}>
            <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
              {cancelLabel}
            </Button>
            <Button
              ref={confirmRef}
              variant={tone === 'danger' ? 'danger' : 'primary'}
              loading={busy}
              onClick={onConfirm}
            >
              {confirmLabel}
            </Button>
          </div>
        </div>
      )}
    </dialog>
  );
}
