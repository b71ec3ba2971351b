import { memo, type ChangeEvent } from 'react';
import {
  TextField,
  type TextAreaProps,
  type TextFieldProps,
  type TextInputProps,
} from '@shoreline/shared-ui/components/TextField';
import type { ListingFields, SetListingField } from '../hooks/listingFields';

/** The form's fields that are typed as text (numbers and times included, until they are checked). */
export type ListingTextName = {
  [K in keyof ListingFields]: ListingFields[K] extends string ? K : never;
}[keyof ListingFields];

type Replaced = 'value' | 'onChange' | 'name' | 'error';
type OwnProps = { name: Exclude<ListingTextName, 'propertyType'>; value: string; setField: SetListingField };

export type ListingTextFieldProps = OwnProps &
  (Omit<TextInputProps, Replaced> | Omit<TextAreaProps, Replaced>) & { error: string | undefined };

/**
 * One text field of the listing form, bound to its value by name. Memoised with a stable setter, so
 * a keystroke re-renders the field typed in and no other (issue 23 item 9: the whole 60-control
 * form re-rendering per key made typing and its tests slow).
 */
export const ListingTextField = memo(function ListingTextField({
  name,
  value,
  setField,
  ...rest
}: ListingTextFieldProps) {
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setField(name, event.target.value);
  // `rest` is one of the two prop shapes (input or textarea); TypeScript loses which once `name` and
  // the others are taken out, so it is named back as the union it was.
  return <TextField {...(rest as TextFieldProps)} value={value} onChange={onChange} data-fields={name} />;
});
