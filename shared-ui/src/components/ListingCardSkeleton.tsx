import { Skeleton } from '@shoreline/shared-ui/components/Skeleton';
import styles from './ListingCardSkeleton.module.css';

/** The shape of a ListingCard while listings load (hidden from assistive technology). */
export function ListingCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <Skeleton variant="rect" height="auto" className={styles.photo} />
      <div className={styles.body}>
        <Skeleton width="40%" />
        <Skeleton lines={2} />
        <Skeleton width="60%" />
        <Skeleton width="70%" />
      </div>
    </div>
  );
}
