import { cx } from '../classNames';
import styles from './InitialsAvatar.module.css';

/**
 * A person's initials avatar (`ConversationParty.initials`). Hidden from screen readers: the name is
 * always the text right beside it, and the letters would only repeat it.
 */
export function InitialsAvatar({ initials, size = 'md' }: { initials: string; size?: 'md' | 'lg' }) {
  return (
    <span className={cx(styles.avatar, size === 'lg' && styles.lg)} aria-hidden="true">
      {initials}
    </span>
  );
}
