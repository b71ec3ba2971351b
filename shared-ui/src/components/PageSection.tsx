import { useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { withCount } from '@shoreline/shared-domain/messages';
import { cx } from './classNames';
import styles from './PageSection.module.css';

export interface PageSectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The heading text; the section is named by it. */
  title: string;
  /** Shown after the title as `Title (3)`. */
  count?: number;
  /** More of the list is still to load: the count reads `Title (20+)`. */
  countIsPartial?: boolean;
  headingLevel?: 2 | 3;
  /** Fixed id for the heading (defaults to a generated one), e.g. to label a list inside. */
  headingId?: string;
  /**
   * Lets script focus the heading (`tabIndex={-1}` and a visible focus ring), e.g. when the card that
   * had focus leaves the list; pair it with `headingRef`.
   */
  focusableHeading?: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
  /** Buttons or links beside the heading (wrap under it on phones). */
  actions?: ReactNode;
  children?: ReactNode;
}

/** A `<section>` of a page, labelled by its heading: title, optional count and actions, then content. */
export function PageSection({
  title,
  count,
  countIsPartial = false,
  headingLevel = 2,
  headingId,
  focusableHeading = false,
  headingRef,
  actions,
  className,
  children,
  ...rest
}: PageSectionProps) {
  const generatedId = `section${useId()}`;
  const id = headingId ?? generatedId;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const heading = (
    <Heading
      id={id}
      ref={headingRef}
      tabIndex={focusableHeading ? -1 : undefined}
      className={cx(styles.title, focusableHeading && styles.focusable)}
    >
      {count === undefined ? title : withCount(title, count, countIsPartial)}
    </Heading>
  );
  return (
    <section {...rest} aria-labelledby={id} className={cx(styles.section, className)}>
      {actions ? (
        <div className={styles.header}>
          {heading}
          <div className={styles.actions}>{actions}</div>
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
