// /forgot-password (PRODUCT 27): asks for the account's email and says, whatever the address, that a
// link is on its way if an account uses it (the API's answer is the same for unknown addresses).
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { validatePasswordResetRequest } from '@shoreline/shared-domain/validation/validatePasswordResetRequest';
import { errorMessage } from '@shoreline/shared-ui/api/errorMessage';
import { Button } from '@shoreline/shared-ui/components/Button';
import { Card } from '@shoreline/shared-ui/components/Card';
import { ErrorBox } from '@shoreline/shared-ui/components/ErrorBox';
import { Notice } from '@shoreline/shared-ui/components/Notice';
import { TextField } from '@shoreline/shared-ui/components/TextField';
import { paths } from '@shoreline/shared-ui/routes';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { requestPasswordReset } from '../api/requestPasswordReset';
import { useFocusInvalidField } from '../useFocusInvalidField';
import styles from './AuthForm.module.css';

interface FieldError {
  field?: string;
  message: string;
}

export function ForgotPasswordPage() {
  const api = useApi();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<FieldError | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusInvalidField(formRef, error);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validatePasswordResetRequest({ email });
    if (!checked.ok) {
      setError({ field: checked.field, message: checked.message });
      return;
    }
    setError(null);
    setBusy(true);
    try {
      setSent(await requestPasswordReset(api, checked.value.email));
    } catch (failure) {
      console.error(MESSAGES.passwordResetRequestFailed, failure);
      setError({ message: errorMessage(failure, MESSAGES.passwordResetRequestFailed) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.wrapper}>
      <Card className={styles.card} padding="lg" as="section" aria-labelledby="forgot-title">
        <h1 id="forgot-title" className={styles.title}>
          Forgot your password?
        </h1>
        {sent ? (
          <Notice tone="success">{sent}</Notice>
        ) : (
          <>
            <p className={styles.lead}>
              Enter your account&apos;s email and we will send you a link to choose a new password.
            </p>
            <form ref={formRef} className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
              {error && !error.field && <ErrorBox message={error.message} />}
              <TextField
                label="Email"
                type="email"
                name="email"
                autoComplete="email"
                required
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                error={error?.field === 'email' ? error.message : undefined}
              />
              <Button type="submit" fullWidth loading={busy}>
                Send Reset Link
              </Button>
            </form>
          </>
        )}
        <p className={styles.switch}>
          <Link to={paths.signIn()}>Back to Sign In</Link>
        </p>
      </Card>
    </div>
  );
}
