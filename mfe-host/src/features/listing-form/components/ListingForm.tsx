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
import { DateRangePicker } from '@shoreline/shared-ui/components/DateRangePicker';
import { ErrorBox } from '@shoreline/shared-ui/components/ErrorBox';
import { ImagePicker } from '@shoreline/shared-ui/components/ImagePicker';
import { TextField } from '@shoreline/shared-ui/components/TextField';
import type { ListingFieldName } from '../hooks/listingFields';
import { useListingForm, type ListingFormOptions } from '../hooks/useListingForm';
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
 * night in EUR (PRODUCT 5), address, city, country and the available dates.
 */
export function ListingForm({ submitLabel, minDate, today, ...options }: ListingFormProps) {
  const form = useListingForm(options);
  const { fields, fieldErrors } = form;
  const errorOf = (name: ListingFieldName) => fieldErrors[name];

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
      aria-busy={form.submitting}
    >
      <fieldset className={styles.group} disabled={form.submitting}>
        <legend className={styles.legend}>Your place</legend>
        <TextField
          label="Title"
          value={fields.title}
          onChange={(event) => form.setField('title', event.target.value)}
          maxLength={MAX_TITLE_LENGTH}
          error={errorOf('title')}
          data-fields="title"
          required
        />
        <TextField
          multiline
          label="Description"
          rows={6}
          value={fields.description}
          onChange={(event) => form.setField('description', event.target.value)}
          maxLength={MAX_DESCRIPTION_LENGTH}
          error={errorOf('description')}
          data-fields="description"
          required
        />
      </fieldset>

      <fieldset className={styles.group} disabled={form.submitting}>
        <legend className={styles.legend}>Photos</legend>
        <div data-fields="photos">
          <ImagePicker
            label="Photos of your place"
            files={form.files}
            onFilesChange={form.changeFiles}
            existing={form.existing}
            onExistingChange={form.changeExisting}
            progress={form.progress}
            error={errorOf('photos')}
            disabled={form.submitting}
            required
          />
        </div>
      </fieldset>

      <fieldset className={styles.group} disabled={form.submitting}>
        <legend className={styles.legend}>Price</legend>
        <TextField
          label={MESSAGES.priceInEurNote}
          inputMode="decimal"
          autoComplete="off"
          value={fields.pricePerNight}
          onChange={(event) => form.setField('pricePerNight', event.target.value)}
          hint="For example 120, 120.50 or 120,50. Guests see it in the currency they choose."
          error={errorOf('pricePerNight')}
          data-fields="pricePerNight"
          wrapperClassName={styles.price}
          required
        />
      </fieldset>

      <fieldset className={styles.group} disabled={form.submitting}>
        <legend className={styles.legend}>Location</legend>
        <TextField
          label="Address"
          autoComplete="street-address"
          value={fields.address}
          onChange={(event) => form.setField('address', event.target.value)}
          maxLength={MAX_ADDRESS_LENGTH}
          error={errorOf('address')}
          data-fields="address"
          required
        />
        <div className={styles.pair}>
          <TextField
            label="City"
            autoComplete="address-level2"
            value={fields.city}
            onChange={(event) => form.setField('city', event.target.value)}
            maxLength={MAX_PLACE_LENGTH}
            error={errorOf('city')}
            data-fields="city"
            required
          />
          <TextField
            label="Country"
            autoComplete="country-name"
            value={fields.country}
            onChange={(event) => form.setField('country', event.target.value)}
            maxLength={MAX_PLACE_LENGTH}
            error={errorOf('country')}
            data-fields="country"
            required
          />
        </div>
      </fieldset>

      <fieldset className={styles.group} disabled={form.submitting}>
        <legend className={styles.legend}>Availability</legend>
        <div data-fields="availableFrom availableTo">
          <DateRangePicker
            value={{ start: fields.availableFrom, end: fields.availableTo }}
            onChange={form.setDates}
            startLabel="Available from"
            endLabel="Available to"
            min={minDate}
            endDisabledHint="Choose the available-from date first"
            startError={errorOf('availableFrom')}
            endError={errorOf('availableTo')}
            today={today}
            required
          />
        </div>
      </fieldset>

      {form.submitError && <ErrorBox message={form.submitError} />}

      <div className={styles.actions}>
        <Button variant="secondary" onClick={form.cancel} disabled={form.submitting}>
          Cancel
        </Button>
        <Button type="submit" loading={form.submitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
