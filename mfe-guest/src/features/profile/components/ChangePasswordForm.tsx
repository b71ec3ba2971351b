import { apiErrorCode, apiErrorStatus } from '@shoreline/shared-ui/api/apiRequestError';
import { errorMessage } from '@shoreline/shared-ui/api/errorMessage';
import { useState, type FormEvent } from 'react';
import { MAX_PASSWORD_LENGTH } from '@shoreline/shared-domain/constants';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { validatePasswordChange } from '@shoreline/shared-domain/validation/validatePasswordChange';
import { Button } from '@shoreline/shared-ui/components/Button';
import { Card } from '@shoreline/shared-ui/components/Card';
import { ErrorBox } from '@shoreline/shared-ui/components/ErrorBox';
import { Notice } from '@shoreline/shared-ui/components/Notice';
import { TextField } from '@shoreline/shared-ui/components/TextField';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { changePassword, type PasswordChange } from '../api/changePassword';
import styles from './ProfilePage.module.css';

type Field = keyof PasswordChange;
const EMPTY: PasswordChange = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change the password: the current one, then a new one twice (shared-domain's rules, checked here
 * and by the API). The user's other devices are signed out; this browser stays signed in.
 */
export function ChangePasswordForm() {
  const api = useApi();
  const [values, setValues] = useState<PasswordChange>(EMPTY);
  const [fieldError, setFieldError] = useState<{ field: Field; message: string } | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const [saving, setSaving] = useState(false);

  const set = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setChanged(false);
  };
  const errorFor = (field: Field) => (fieldError?.field === field ? fieldError.message : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setChanged(false);
    setSubmitError(null);
    const checked = validatePasswordChange(values);
    if (!checked.ok) {
      setFieldError({
        field: (checked.field as Field | undefined) ?? 'newPassword',
        message: checked.message,
      });
      return;
    }
    setFieldError(null);
    setSaving(true);
    try {
      await changePassword(api, values);
      setValues(EMPTY);
      setChanged(true);
    } catch (error) {
      const message = errorMessage(error, MESSAGES.passwordChangeFailed);
      // The only thing the server knows and the form cannot: whether the current password is right.
      if (apiErrorCode(error) === 'CURRENT_PASSWORD_WRONG')
        setFieldError({ field: 'currentPassword', message });
      else {
        console.error(MESSAGES.passwordChangeFailed, error);
        setSubmitError(apiErrorStatus(error) === 0 ? MESSAGES.userDataSaveFailed : message);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card as="section" padding="lg" aria-labelledby="profile-password-title" className={styles.card}>
      <h2 id="profile-password-title" className={styles.sectionTitle}>
        Change your password
      </h2>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-labelledby="profile-password-title"
      >
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          maxLength={MAX_PASSWORD_LENGTH}
          value={values.currentPassword}
          onChange={set('currentPassword')}
          error={errorFor('currentPassword')}
          required
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          maxLength={MAX_PASSWORD_LENGTH}
          hint="At least 8 characters. Your other devices will be signed out."
          value={values.newPassword}
          onChange={set('newPassword')}
          error={errorFor('newPassword')}
          required
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          maxLength={MAX_PASSWORD_LENGTH}
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          error={errorFor('confirmPassword')}
          required
        />
        {submitError && <ErrorBox message={submitError} />}
        {changed && <Notice tone="success">{MESSAGES.passwordChanged}</Notice>}
        <div>
          <Button type="submit" loading={saving}>
            Change Password
          </Button>
        </div>
      </form>
    </Card>
  );
}
