import { memo } from 'react';
import type { SetListingField } from '../hooks/listingFields';
import { ListingTextField } from './ListingTextField';
import styles from './ListingForm.module.css';

export interface ArrivalFieldsProps {
  checkInFrom: string;
  checkOutBy: string;
  checkInFromError: string | undefined;
  checkOutByError: string | undefined;
  setField: SetListingField;
  disabled: boolean;
}

/** "Arrival and departure": native time inputs (the platform's own picker and keyboard entry). */
export const ArrivalFields = memo(function ArrivalFields(props: ArrivalFieldsProps) {
  return (
    <fieldset className={styles.group} disabled={props.disabled}>
      <legend className={styles.legend}>Arrival and departure</legend>
      <div className={styles.pair}>
        <ListingTextField
          name="checkInFrom"
          label="Check-in from"
          type="time"
          step={60}
          value={props.checkInFrom}
          error={props.checkInFromError}
          setField={props.setField}
          required
        />
        <ListingTextField
          name="checkOutBy"
          label="Check-out by"
          type="time"
          step={60}
          value={props.checkOutBy}
          error={props.checkOutByError}
          setField={props.setField}
          required
        />
      </div>
    </fieldset>
  );
});
