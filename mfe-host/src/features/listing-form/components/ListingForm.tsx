import type { FormEvent } from 'react';
import {
  MAX_ADDRESS_LENGTH,
  MAX_DESCRIPTION_LENGTH,
  MAX_PLACE_LENGTH,
  MAX_TITLE_LENGTH,
} from '@shoreline/shared-domain/constants';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { IsoDate } from '@shoreline/shared-domain/types';
import { Button } from '@shoreline/shared-ui/components/Button';
import { ErrorBox } from '@shoreline/shared-ui/components/ErrorBox';
import { useListingForm, type ListingFormOptions } from '../hooks/useListingForm';
import { AmenitiesFields } from './AmenitiesFields';
import { ArrivalFields } from './ArrivalFields';
import { AvailabilityFields } from './AvailabilityFields';
import { FactsFields } from './FactsFields';
import { HouseRulesFields } from './HouseRulesFields';
import { ListingTextField } from './ListingTextField';
import { PhotosFields } from './PhotosFields';
import styles from './ListingForm.module.css';

export interface ListingFormProps extends ListingFormOptions {
  /** "Create Listing" or "Save Changes". */
  submitLabel: string;
  /** First day the available-from calendar offers. */
  minDate: IsoDate;
  /** Overrides today in the date pickers (tests). */
  today?: IsoDate;
}

/**
 * The create and edit listing form (SPEC 2 screens 2 and 3): title, description, photos, price per
 * night in EUR (PRODUCT 5), address, city, country and the available dates, then the facts renters
 * choose by (issue 24 item 2): guests and rooms, arrival and departure, house rules, amenities.
 * Every field and section is memoised with stable setters: a keystroke re-renders its own field.
 */
export function ListingForm({ submitLabel, minDate, today, ...options }: ListingFormProps) {
  const form = useListingForm(options);
  const { fields, fieldErrors: errors, setField, submitting } = form;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };

  return (
    <form
      ref={form.formRef}
      className={styles.form}
      noValidate
      onSubmit={onSubmit}
      onBlur={form.onBlur}
      aria-busy={submitting}
    >
      <fieldset className={styles.group} disabled={submitting}>
        <legend className={styles.legend}>Your place</legend>
        <ListingTextField
          name="title"
          label="Title"
          value={fields.title}
          setField={setField}
          maxLength={MAX_TITLE_LENGTH}
          error={errors.title}
          required
        />
        <ListingTextField
          multiline
          name="description"
          label="Description"
          rows={6}
          value={fields.description}
          setField={setField}
          maxLength={MAX_DESCRIPTION_LENGTH}
          error={errors.description}
          required
        />
      </fieldset>

      <PhotosFields
        files={form.files}
        onFilesChange={form.changeFiles}
        existing={form.existing}
        onExistingChange={form.changeExisting}
        progress={form.progress}
        error={errors.photos}
        disabled={submitting}
      />

      <fieldset className={styles.group} disabled={submitting}>
        <legend className={styles.legend}>Price</legend>
        <ListingTextField
          name="pricePerNight"
          label={MESSAGES.priceInEurNote}
          inputMode="decimal"
          autoComplete="off"
          value={fields.pricePerNight}
          setField={setField}
          hint="For example 120, 120.50 or 120,50. Guests see it in the currency they choose."
          error={errors.pricePerNight}
          wrapperClassName={styles.price}
          required
        />
      </fieldset>

      <fieldset className={styles.group} disabled={submitting}>
        <legend className={styles.legend}>Location</legend>
        <ListingTextField
          name="address"
          label="Address"
          autoComplete="street-address"
          value={fields.address}
          setField={setField}
          maxLength={MAX_ADDRESS_LENGTH}
          error={errors.address}
          required
        />
        <div className={styles.pair}>
          <ListingTextField
            name="city"
            label="City"
            autoComplete="address-level2"
            value={fields.city}
            setField={setField}
            maxLength={MAX_PLACE_LENGTH}
            error={errors.city}
            required
          />
          <ListingTextField
            name="country"
            label="Country"
            autoComplete="country-name"
            value={fields.country}
            setField={setField}
            maxLength={MAX_PLACE_LENGTH}
            error={errors.country}
            required
          />
        </div>
      </fieldset>

      <AvailabilityFields
        availableFrom={fields.availableFrom}
        availableTo={fields.availableTo}
        onChange={form.setDates}
        fromError={errors.availableFrom}
        toError={errors.availableTo}
        minDate={minDate}
        today={today}
        disabled={submitting}
      />

      <FactsFields
        maxGuests={fields.maxGuests}
        propertyType={fields.propertyType}
        bedrooms={fields.bedrooms}
        beds={fields.beds}
        bathrooms={fields.bathrooms}
        maxGuestsError={errors.maxGuests}
        propertyTypeError={errors.propertyType}
        bedroomsError={errors.bedrooms}
        bedsError={errors.beds}
        bathroomsError={errors.bathrooms}
        setField={setField}
        disabled={submitting}
      />

      <ArrivalFields
        checkInFrom={fields.checkInFrom}
        checkOutBy={fields.checkOutBy}
        checkInFromError={errors.checkInFrom}
        checkOutByError={errors.checkOutBy}
        setField={setField}
        disabled={submitting}
      />

      <HouseRulesFields
        houseRules={fields.houseRules}
        error={errors.houseRules}
        setField={setField}
        disabled={submitting}
      />

      <AmenitiesFields
        amenities={fields.amenities}
        error={errors.amenities}
        setField={setField}
        disabled={submitting}
      />

      {form.submitError && <ErrorBox message={form.submitError} />}

      <div className={styles.actions}>
        <Button variant="secondary" onClick={form.cancel} disabled={submitting}>
          Cancel
        </Button>
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
