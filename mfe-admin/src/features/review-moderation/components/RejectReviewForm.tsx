import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { MAX_REASON_LENGTH } from '@shoreline/shared-domain/constants';
import { validateReviewRejection } from '@shoreline/shared-domain/validation/validateReviewRejection';
import { Button } from '@shoreline/shared-ui/components/Button';
import { CardActions } from '@shoreline/shared-ui/components/CardActions';
import { TextField } from '@shoreline/shared-ui/components/TextField';
import styles from './ReviewModeration.module.css';

export interface RejectReviewFormProps {
  /** Names the form: "the review of Alfama Rooftop by Ben Okafor". */
  which: string;
  busy: boolean;
  onReject: (reason: string) => void;
  onCancel: () => void;
}

/** Rejecting needs a reason (SPEC 4, PRODUCT 9), which the reviewer will see. Escape cancels. */
export function RejectReviewForm({ which, busy, onReject, onCancel }: RejectReviewFormProps) {
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const checked = validateReviewRejection({ reason });
    if (!checked.ok) {
      setInvalid(checked.message);
      event.currentTarget.querySelector('textarea')?.focus();
      return;
    }
    setInvalid(null);
    onReject(checked.value);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Escape' && !busy) {
      event.preventDefault();
      onCancel();
    }
  };

  return (
    <form
      className={styles.rejectForm}
      aria-label={`Reject ${which}`}
      noValidate
      onSubmit={submit}
      onKeyDown={handleKeyDown}
    >
      <TextField
        label="Reason for rejection"
        hint="The reviewer sees this reason with their review."
        multiline
        rows={3}
        maxLength={MAX_REASON_LENGTH}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={invalid ?? undefined}
        required
        autoFocus
      />
      <CardActions>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" loading={busy}>
          Reject Review
        </Button>
      </CardActions>
    </form>
  );
}
