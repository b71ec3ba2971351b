import { memo } from 'react';
import type { IsoDate } from '@shoreline/shared-domain/types';
import { DateRangePicker } from '@shoreline/shared-ui/components/DateRangePicker';
import styles from './ListingForm.module.css';

export interface AvailabilityFieldsProps {
  availableFrom: IsoDate | null;
  availableTo: IsoDate | null;
  onChange: (range: { start: IsoDate | null; end: IsoDate | null }) => void;
  fromError: string | undefined;
  toError: string | undefined;
  minDate: IsoDate;
  today: IsoDate | undefined;
  disabled: boolean;
}

/** "Availability", memoised: typing elsewhere in the form does not re-render the calendars. */
export const AvailabilityFields = memo(function AvailabilityFields(props: AvailabilityFieldsProps) {
  return (
    <fieldset className={styles.group} disabled={props.disabled}>
      <legend className={styles.legend}>Availability</legend>
      <div data-fields="availableFrom availableTo">
        <DateRangePicker
          value={{ start: props.availableFrom, end: props.availableTo }}
          onChange={props.onChange}
          startLabel="Available from"
          endLabel="Available to"
          min={props.minDate}
          endDisabledHint="Choose the available-from date first"
          startError={props.fromError}
          endError={props.toError}
          today={props.today}
          required
        />
      </div>
    </fieldset>
  );
});
