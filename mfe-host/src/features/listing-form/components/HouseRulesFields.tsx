import { memo, type ChangeEvent } from 'react';
import { MAX_HOUSE_RULES_LENGTH, type HouseRules } from '@shoreline/shared-domain/listingFacts';
import { Checkbox } from '@shoreline/shared-ui/components/Checkbox';
import { TextField } from '@shoreline/shared-ui/components/TextField';
import type { SetListingField } from '../hooks/listingFields';
import styles from './ListingForm.module.css';

type YesNoRule = 'petsAllowed' | 'smokingAllowed' | 'eventsAllowed';

const YES_NO_RULES: readonly { key: YesNoRule; label: string }[] = [
  { key: 'petsAllowed', label: 'Pets allowed' },
  { key: 'smokingAllowed', label: 'Smoking allowed' },
  { key: 'eventsAllowed', label: 'Events allowed' },
];

export interface HouseRulesFieldsProps {
  houseRules: HouseRules;
  error: string | undefined;
  setField: SetListingField;
  disabled: boolean;
}

/** "1 of 1000 characters", or how far over the limit the text is (the check counts it trimmed). */
function characterCount(text: string): string {
  const over = text.trim().length - MAX_HOUSE_RULES_LENGTH;
  if (over > 0) return `${over} ${over === 1 ? 'character' : 'characters'} too many`;
  return `${text.length} of ${MAX_HOUSE_RULES_LENGTH} characters`;
}

/**
 * "House rules": three yes/no rules as checkboxes (ticked is allowed) and the host's own words. The
 * text has no maxlength, so a pasted longer text is kept whole for editing; the count under it says
 * how much must go, and the form's check refuses it until it fits.
 */
export const HouseRulesFields = memo(function HouseRulesFields({
  houseRules,
  error,
  setField,
  disabled,
}: HouseRulesFieldsProps) {
  const onRuleChange = (key: YesNoRule) => (event: ChangeEvent<HTMLInputElement>) =>
    setField('houseRules', { ...houseRules, [key]: event.target.checked });
  const onTextChange = (event: ChangeEvent<HTMLTextAreaElement>) =>
    setField('houseRules', { ...houseRules, text: event.target.value });

  return (
    <fieldset className={styles.group} disabled={disabled}>
      <legend className={styles.legend}>House rules</legend>
      <div className={styles.rules}>
        {YES_NO_RULES.map(({ key, label }) => (
          <Checkbox key={key} label={label} checked={houseRules[key]} onChange={onRuleChange(key)} />
        ))}
      </div>
      <TextField
        multiline
        label="Other rules"
        rows={4}
        value={houseRules.text}
        onChange={onTextChange}
        hint={characterCount(houseRules.text)}
        error={error}
        data-fields="houseRules"
      />
    </fieldset>
  );
});
