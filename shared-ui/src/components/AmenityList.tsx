import type { HTMLAttributes } from 'react';
import { amenityById, type AmenityId } from '@shoreline/shared-domain/amenities';
import { AmenityIcon } from './AmenityIcon';
import { cx } from './classNames';
import styles from './AmenityList.module.css';

export interface AmenityListProps extends HTMLAttributes<HTMLUListElement> {
  /** In the order to show them (the catalogue's, as the API sends them). */
  amenities: readonly AmenityId[];
}

/** Amenities as icon + label rows (the listing page's "What this place offers" and its dialog). */
export function AmenityList({ amenities, className, ...rest }: AmenityListProps) {
  return (
    <ul {...rest} className={cx(styles.list, className)}>
      {amenities.map((id) => (
        <li key={id} className={styles.item}>
          <AmenityIcon id={id} className={styles.icon} />
          <span>{amenityById(id).label}</span>
        </li>
      ))}
    </ul>
  );
}
