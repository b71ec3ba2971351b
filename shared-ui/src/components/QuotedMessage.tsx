import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from './classNames';
import styles from './QuotedMessage.module.css';

export interface QuotedMessageProps extends HTMLAttributes<HTMLDivElement> {
  /** Who wrote it or what it is ("Your message", "Reason"); shown above and names the quote. */
  label: string;
  /** The person's own words, shown as written (line breaks kept). */
  children: ReactNode;
}

/** Someone's free text on a card (a booking message, a host request's reason, a review comment). */
export function QuotedMessage({ label, className, children, ...rest }: QuotedMessageProps) {
  const labelId = `quote${useId()}`;
  return (
    <div {...rest} className={cx(styles.message, className)}>
      <p id={labelId} className={styles.label}>
        {label}
      </p>
      <blockquote aria-labelledby={labelId} className={styles.quote}>
        {children}
      </blockquote>
    </div>
  );
}
