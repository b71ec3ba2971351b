// /signup (SPEC 2, 5, 8): full name, email, password and confirmation; a new account is a renter and is
// signed in at once, then returns to the remembered origin like sign-in does.
import { useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { validateSignUp } from '@shoreline/shared-domain/validation/validateSignUp';
import { isApiRequestError } from '@shoreline/shared-ui/api/apiRequestError';
import { errorMessage } from '@shoreline/shared-ui/api/errorMessage';
import { Button } from '@shoreline/shared-ui/components/Button';
import { Card } from '@shoreline/shared-ui/components/Card';
import { ErrorBox } from '@shoreline/shared-ui/components/ErrorBox';
import { TextField } from '@shoreline/shared-ui/components/TextField';
import { paths } from '@shoreline/shared-ui/routes';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { useSession } from '@shoreline/shared-ui/shell/useSession';
import { signUp } from '../api/signUp';
import { useFocusInvalidField } from '../useFocusInvalidField';
import { useReturnPath } from '../useReturnPath';
import styles from './AuthForm.module.css';

interface FieldError {
  field?: string;
  message: string;
}

function signUpFailureMessage(failure: unknown): string {
  if (isApiRequestError(failure) && failure.status === 409) return MESSAGES.signUpEmailInUse;
  return errorMessage(failure, MESSAGES.signUpFailed);
}

export function SignUpPage() {
  const api = useApi();
  const user = useSession((state) => state.user);
  const setUser = useSession((state) => state.setUser);
  const returnTo = useReturnPath();
  const location = useLocation();
  const [form, setForm] = useState({ name: '', email: '', password: '', confirmPassword: '' });
  const [error, setError] = useState<FieldError | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusInvalidField(formRef, error);

  if (user) return <Navigate to={returnTo} replace />;

  const set = (field: keyof typeof form) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateSignUp(form);
    if (!checked.ok) {
      setError({ field: checked.field, message: checked.message });
      return;
    }
    setError(null);
    setBusy(true);
    try {
      setUser(await signUp(api, checked.value));
    } catch (failure) {
      console.error(MESSAGES.signUpFailed, failure);
      setError({ message: signUpFailureMessage(failure) });
      setBusy(false);
    }
  };

  const fieldError = (field: string) => (error?.field === field ? error.message : undefined);

  return (
    <div className={styles.wrapper}>
      <Card className={styles.card} padding="lg" as="section" aria-labelledby="signup-title">
        <h1 id="signup-title" className={styles.title}>
          Sign Up
        </h1>
        <p className={styles.lead}>Create your Shoreline account to book stays by the sea.</p>
        <form ref={formRef} className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
          {error && !error.field && <ErrorBox message={error.message} />}
          <TextField
            label="Full Name"
            name="name"
            autoComplete="name"
            required
            value={form.name}
            onChange={(event) => set('name')(event.target.value)}
            error={fieldError('name')}
          />
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={form.email}
            onChange={(event) => set('email')(event.target.value)}
            error={fieldError('email')}
          />
          <TextField
            label="Password"
            type="password"
            name="password"
            autoComplete="new-password"
            required
            value={form.password}
            onChange={(event) => set('password')(event.target.value)}
            error={fieldError('password')}
          />
          <TextField
            label="Confirm Password"
            type="password"
            name="confirmPassword"
            autoComplete="new-password"
            required
            value={form.confirmPassword}
            onChange={(event) => set('confirmPassword')(event.target.value)}
            error={fieldError('confirmPassword')}
          />
          <Button type="submit" fullWidth loading={busy}>
            Sign Up
          </Button>
        </form>
        <p className={styles.switch}>
          Already have an account?{' '}
          <Link to={{ pathname: paths.signIn(), search: location.search }} state={location.state}>
            Sign In
          </Link>
        </p>
      </Card>
    </div>
  );
}
