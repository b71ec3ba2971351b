import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './classNames';
import styles from './CardHeader.module.css';

export interface CardHeaderProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The heading's content (text or a link). */
  title: ReactNode;
  /** The heading's id: the card names itself with `aria-labelledby` pointing here. */
  headingId: string;
  headingLevel?: 2 | 3;
  /** A muted line under the heading, e.g. "Lisbon, Portugal". */
  subtitle?: ReactNode;
  /** Beside the heading (wraps under it on phones): a status `Badge`, a `StarRating`. */
  aside?: ReactNode;
}

/** The top of a card: its heading, an optional line under it and an optional badge beside it. */
export function CardHeader({
  title,
  headingId,
  headingLevel = 3,
  subtitle,
  aside,
  className,
  ...rest
}: CardHeaderProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const heading = (
    <Heading id={headingId} className={styles.title}>
      {title}
    </Heading>
  );
  return (
    <div {...rest} className={cx(styles.header, className)}>
      {subtitle === undefined ? (
        heading
      ) : (
        <div>
          {heading}
          <p className={styles.subtitle}>{subtitle}</p>
        </div>
      )}
      {aside}
    </div>
  );
}
