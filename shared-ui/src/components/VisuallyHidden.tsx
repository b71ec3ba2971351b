import type { ReactNode } from 'react';
import styles from './VisuallyHidden.module.css';

export interface VisuallyHiddenProps {
  children: ReactNode;
  id?: string;
}

/** Text for screen readers only (e.g. a live announcement or an icon button's context). */
export function VisuallyHidden({ children, id }: VisuallyHiddenProps) {
  return (
    <span className={styles.hidden} id={id}>
      {children}
    </span>
  );
}
