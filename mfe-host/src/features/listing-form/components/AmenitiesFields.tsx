import { memo, useId, type ChangeEvent } from 'react';
import {
  amenitiesByGroup,
  isAmenityId,
  sortAmenityIds,
  type AmenityId,
} from '@shoreline/shared-domain/amenities';
import { Checkbox } from '@shoreline/shared-ui/components/Checkbox';
import type { SetListingField } from '../hooks/listingFields';
import styles from './ListingForm.module.css';

// The catalogue is fixed: grouped once.
const GROUPS = amenitiesByGroup();

export interface AmenitiesFieldsProps {
  amenities: readonly AmenityId[];
  error: string | undefined;
  setField: SetListingField;
  disabled: boolean;
}

/**
 * "Amenities": the fixed catalogue as native checkboxes (Tab between them, Space to tick), each
 * group a fieldset whose legend screen readers announce on entering it; one column on phones, two
 * or three wider. The chosen ids are kept in catalogue order, as the API stores them.
 */
export const AmenitiesFields = memo(function AmenitiesFields({
  amenities,
  error,
  setField,
  disabled,
}: AmenitiesFieldsProps) {
  const countId = useId();
  const chosen = new Set(amenities);
  const onToggle = (event: ChangeEvent<HTMLInputElement>) => {
    const id = event.target.value;
    if (!isAmenityId(id)) return;
    const next = event.target.checked ? [...amenities, id] : amenities.filter((other) => other !== id);
    setField('amenities', sortAmenityIds(next));
  };

  return (
    <fieldset className={styles.group} disabled={disabled} aria-describedby={countId}>
      <legend className={styles.legend}>Amenities</legend>
      <p id={countId} className={styles.count} role="status">
        {amenities.length} selected
      </p>
      <div className={styles.amenityGroups} data-fields="amenities">
        {GROUPS.map(({ group, label, amenities: inGroup }) => (
          <fieldset key={group} className={styles.subgroup}>
            <legend className={styles.sublegend}>{label}</legend>
            <div className={styles.checkGrid}>
              {inGroup.map((amenity) => (
                <Checkbox
                  key={amenity.id}
                  label={amenity.label}
                  name="amenities"
                  value={amenity.id}
                  checked={chosen.has(amenity.id)}
                  onChange={onToggle}
                />
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      {error && <p className={styles.error}>{error}</p>}
    </fieldset>
  );
});
