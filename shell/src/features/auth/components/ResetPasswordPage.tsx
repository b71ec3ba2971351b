// /reset-password#token=... (PRODUCT 27): the emailed link's page. A new password under the sign-up
// rules; once set, every session of the account has ended (this browser's too), so it offers Sign In.
import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { validatePasswordReset } from '@shoreline/shared-domain/validation/validatePasswordReset';
import { errorMessage } from '@shoreline/shared-ui/api/errorMessage';
import { Button } from '@shoreline/shared-ui/components/Button';
import { Card } from '@shoreline/shared-ui/components/Card';
import { ErrorBox } from '@shoreline/shared-ui/components/ErrorBox';
import { Notice } from '@shoreline/shared-ui/components/Notice';
import { TextField } from '@shoreline/shared-ui/components/TextField';
import { paths } from '@shoreline/shared-ui/routes';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { useSession } from '@shoreline/shared-ui/shell/useSession';
import { resetPassword } from '../api/resetPassword';
import { readLinkToken } from '../readLinkToken';
import { useFocusInvalidField } from '../useFocusInvalidField';
import styles from './AuthForm.module.css';

interface FieldError {
  field?: string;
  message: string;
}

export function ResetPasswordPage() {
  const api = useApi();
  const setUser = useSession((state) => state.setUser);
  const location = useLocation();
  const [token] = useState(() => readLinkToken(location.hash));
  const [form, setForm] = useState({ password: '', confirmPassword: '' });
  const [error, setError] = useState<FieldError | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusInvalidField(formRef, error);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validatePasswordReset({ token, ...form });
    if (!checked.ok) {
      setError({ field: checked.field === 'token' ? undefined : checked.field, message: checked.message });
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await resetPassword(api, {
        token,
        password: checked.value.password,
        confirmPassword: form.confirmPassword,
      });
      // Every session ended on the server, this browser's included.
      setUser(null);
      setDone(true);
    } catch (failure) {
      console.error(MESSAGES.passwordResetFailed, failure);
      setError({ message: errorMessage(failure, MESSAGES.passwordResetFailed) });
    } finally {
      setBusy(false);
    }
  };

  const fieldError = (field: string) => (error?.field === field ? error.message : undefined);

  return (
    <div className={styles.wrapper}>
      <Card className={styles.card} padding="lg" as="section" aria-labelledby="reset-title">
        <h1 id="reset-title" className={styles.title}>
          Choose a new password
        </h1>
        {done ? (
          <>
            <Notice tone="success">{MESSAGES.passwordResetDone}</Notice>
            <p className={styles.switch}>
              <Link to={paths.signIn()}>Sign In</Link>
            </p>
          </>
        ) : !token ? (
          <>
            <ErrorBox message={MESSAGES.passwordResetLinkInvalid} />
            <p className={styles.switch}>
              <Link to={paths.forgotPassword()}>Ask for a new link</Link>
            </p>
          </>
        ) : (
          <form ref={formRef} className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
            {error && !error.field && <ErrorBox message={error.message} />}
            <TextField
              label="New Password"
              type="password"
              name="password"
              autoComplete="new-password"
              required
              value={form.password}
              onChange={(event) => setForm((current) => ({ ...current, password: event.target.value }))}
              error={fieldError('password')}
            />
            <TextField
              label="Confirm New Password"
              type="password"
              name="confirmPassword"
              autoComplete="new-password"
              required
              value={form.confirmPassword}
              onChange={(event) =>
                setForm((current) => ({ ...current, confirmPassword: event.target.value }))
              }
              error={fieldError('confirmPassword')}
            />
            <Button type="submit" fullWidth loading={busy}>
              Set New Password
            </Button>
            {error && !error.field && (
              <p className={styles.switch}>
                <Link to={paths.forgotPassword()}>Ask for a new link</Link>
              </p>
            )}
          </form>
        )}
      </Card>
    </div>
  );
}
