import { memo, type ChangeEvent } from 'react';
import {
  MAX_BATHROOMS,
  MAX_BEDROOMS,
  MAX_BEDS,
  MAX_GUESTS,
  MIN_GUESTS,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  isPropertyType,
  type PropertyType,
} from '@shoreline/shared-domain/listingFacts';
import { Select } from '@shoreline/shared-ui/components/Select';
import type { SetListingField } from '../hooks/listingFields';
import { ListingTextField } from './ListingTextField';
import styles from './ListingForm.module.css';

const TYPE_OPTIONS = PROPERTY_TYPES.map((type) => ({ value: type, label: PROPERTY_TYPE_LABELS[type] }));

export interface FactsFieldsProps {
  maxGuests: string;
  propertyType: PropertyType | '';
  bedrooms: string;
  beds: string;
  bathrooms: string;
  maxGuestsError: string | undefined;
  propertyTypeError: string | undefined;
  bedroomsError: string | undefined;
  bedsError: string | undefined;
  bathroomsError: string | undefined;
  setField: SetListingField;
  disabled: boolean;
}

/**
 * "Guests and rooms" (issue 24 item 2): how many people fit, the kind of place and its rooms. The
 * counts are number inputs (spin buttons, a numeric keypad on phones); the form's own checks judge
 * them, so a typed 1.3 bathrooms or 17 guests gets a message rather than a silent browser refusal.
 */
export const FactsFields = memo(function FactsFields(props: FactsFieldsProps) {
  const { setField } = props;
  const onTypeChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const { value } = event.target;
    setField('propertyType', isPropertyType(value) ? value : '');
  };
  return (
    <fieldset className={styles.group} disabled={props.disabled}>
      <legend className={styles.legend}>Guests and rooms</legend>
      <div className={styles.pair}>
        <ListingTextField
          name="maxGuests"
          label="Maximum guests"
          type="number"
          inputMode="numeric"
          min={MIN_GUESTS}
          max={MAX_GUESTS}
          step={1}
          hint={`${MIN_GUESTS} to ${MAX_GUESTS}; infants are not counted.`}
          value={props.maxGuests}
          error={props.maxGuestsError}
          setField={setField}
          required
        />
        <Select
          label="Type of place"
          name="propertyType"
          placeholder="Choose a type"
          options={TYPE_OPTIONS}
          value={props.propertyType}
          onChange={onTypeChange}
          error={props.propertyTypeError}
          data-fields="propertyType"
          required
        />
      </div>
      <div className={styles.counts}>
        <ListingTextField
          name="bedrooms"
          label="Bedrooms"
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_BEDROOMS}
          step={1}
          value={props.bedrooms}
          error={props.bedroomsError}
          setField={setField}
          required
        />
        <ListingTextField
          name="beds"
          label="Beds"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_BEDS}
          step={1}
          value={props.beds}
          error={props.bedsError}
          setField={setField}
          required
        />
        <ListingTextField
          name="bathrooms"
          label="Bathrooms"
          type="number"
          inputMode="decimal"
          min={0}
          max={MAX_BATHROOMS}
          step={0.5}
          hint="Halves allowed: 1.5 is a bathroom and a toilet."
          value={props.bathrooms}
          error={props.bathroomsError}
          setField={setField}
          required
        />
      </div>
    </fieldset>
  );
});
