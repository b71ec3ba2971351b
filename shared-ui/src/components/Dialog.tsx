import { useId, useRef, type ReactNode } from 'react';
import { useModalDialog } from '../hooks/useModalDialog';
import { cx } from './classNames';
import { CloseIcon } from './icons';
import styles from './Dialog.module.css';

export interface DialogProps {
  open: boolean;
  /** The heading that names the dialog, e.g. "What this place offers". */
  title: ReactNode;
  children?: ReactNode;
  /** Buttons kept in view under the scrolling body, e.g. "Clear all" and "Show 12 stays". */
  footer?: ReactNode;
  /** "sheet": from the bottom edge, full width (phones); "center" (default): a box in the middle. */
  variant?: 'center' | 'sheet';
  /** The close button's accessible name. */
  closeLabel?: string;
  className?: string;
  /** Escape, the close button, or another close request (Android back gesture). */
  onClose: () => void;
}

/**
 * A modal dialog with a title, a close button and scrolling content, on the native <dialog> with
 * showModal() (useModalDialog, as ConfirmDialog): the page behind is inert, focus starts on the close
 * button and stays inside, Escape closes, and focus returns to the element that opened it.
 */
export function Dialog({
  open,
  title,
  children,
  footer,
  variant = 'center',
  closeLabel = 'Close',
  className,
  onClose,
}: DialogProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = `sl-dialog${useId()}-title`;
  const modal = useModalDialog(open, onClose, () => closeRef.current);

  return (
    <dialog
      {...modal}
      className={cx(styles.dialog, variant === 'sheet' && styles.sheet, className)}
      aria-labelledby={titleId}
    >
      {open && (
        <>
          <div className={styles.head}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <button
              ref={closeRef}
              type="button"
              className={styles.close}
              aria-label={closeLabel}
              onClick={onClose}
            >
              <CloseIcon />
            </button>
          </div>
          <div className={styles.body}>{children}</div>
          {footer && <div className={styles.footer}>{footer}</div>}
        </>
      )}
    </dialog>
  );
}
