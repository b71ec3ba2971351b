import type { ContainerProps } from './Container';
import { Container } from './Container';
import { cx } from './classNames';
import styles from './Page.module.css';

export interface PageProps extends ContainerProps {
  /** Space between the stacked blocks (--sl-space-N): 5 by default, 6 for pages of card sections. */
  gap?: 4 | 5 | 6;
  /** Top padding (--sl-space-N): 6 by default, 5 under a page that opens with a gallery. */
  top?: 5 | 6;
}

/** A routed screen: the page-width container stacking its blocks vertically with the standard padding. */
export function Page({ gap = 5, top = 6, className, children, ...rest }: PageProps) {
  return (
    <Container
      {...rest}
      className={cx(styles.page, styles[`gap-${gap}`], top === 5 && styles['top-5'], className)}
    >
      {children}
    </Container>
  );
}
