import { MESSAGES } from '@shoreline/shared-domain/messages';
import { useLoadOnScroll } from '../hooks/useLoadOnScroll';
import type { PagedList } from '../hooks/usePagedList';
import { Button } from './Button';
import { ErrorBox } from './ErrorBox';
import styles from './LoadMore.module.css';

export interface LoadMoreProps {
  list: Pick<PagedList<unknown>, 'hasMore' | 'loadingMore' | 'loadMoreFailed' | 'loadMore'>;
  /** What the button says (default "Show more"). */
  label?: string;
}

/**
 * Under a paged list (issue 23): a "Show more" button, a native button so the keyboard and screen
 * readers reach it, that also loads by itself when it scrolls near the viewport (infinite scroll);
 * when a page fails, the error and the button to try again. Nothing on the last page.
 */
export function LoadMore({ list, label = MESSAGES.loadMore }: LoadMoreProps) {
  const canLoad = list.hasMore && !list.loadingMore && !list.loadMoreFailed;
  const sentinel = useLoadOnScroll<HTMLDivElement>(list.loadMore, canLoad);
  if (!list.hasMore) return null;
  return (
    <div ref={sentinel} className={styles.more}>
      {list.loadMoreFailed && <ErrorBox message={MESSAGES.loadMoreFailed} />}
      <Button variant="secondary" loading={list.loadingMore} onClick={list.loadMore}>
        {label}
      </Button>
    </div>
  );
}
