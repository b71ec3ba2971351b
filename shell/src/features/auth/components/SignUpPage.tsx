// /signup (SPEC 2, 5, 8): full name, email, password and confirmation; a new account is a renter and is
// signed in at once, then returns to the remembered origin like sign-in does.
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { checkSignUpFields } from '@shoreline/shared-domain/validation/checkSignUpFields';
import { validateSignUp } from '@shoreline/shared-domain/validation/validateSignUp';
import { apiErrorCode } from '@shoreline/shared-ui/api/apiRequestError';
import { errorMessage } from '@shoreline/shared-ui/api/errorMessage';
import { Button } from '@shoreline/shared-ui/components/Button';
import { Card } from '@shoreline/shared-ui/components/Card';
import { ErrorBox } from '@shoreline/shared-ui/components/ErrorBox';
import { Notice } from '@shoreline/shared-ui/components/Notice';
import { TextField } from '@shoreline/shared-ui/components/TextField';
import { useFormChecks } from '@shoreline/shared-ui/hooks/useFormChecks';
import { paths } from '@shoreline/shared-ui/routes';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { useSession } from '@shoreline/shared-ui/shell/useSession';
import { signUp } from '../api/signUp';
import { useReturnPath } from '../useReturnPath';
import styles from './AuthForm.module.css';

function signUpFailureMessage(failure: unknown): string {
  if (apiErrorCode(failure) === 'EMAIL_IN_USE') return MESSAGES.signUpEmailInUse;
  return errorMessage(failure, MESSAGES.signUpFailed);
}

export function SignUpPage() {
  const api = useApi();
  const user = useSession((state) => state.user);
  const setUser = useSession((state) => state.setUser);
  const returnTo = useReturnPath();
  const location = useLocation();
  const [form, setForm] = useState({ name: '', email: '', password: '', confirmPassword: '' });
  // A failed request's message; the fields' own messages come from the shared form checks.
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const checks = useFormChecks(checkSignUpFields(form));

  // Just signed up: say that a verification email is on its way (PRODUCT 27) before going on.
  const [signedUp, setSignedUp] = useState(false);
  if (user && signedUp) {
    return (
      <div className={styles.wrapper}>
        <Card className={styles.card} padding="lg" as="section" aria-labelledby="signup-done-title">
          <h1 id="signup-done-title" className={styles.title}>
            Welcome to Shoreline
          </h1>
          <Notice tone="success">{MESSAGES.signUpCheckEmail}</Notice>
          <p className={styles.switch}>
            <Link to={returnTo} replace>
              Continue
            </Link>
          </p>
        </Card>
      </div>
    );
  }
  if (user) return <Navigate to={returnTo} replace />;

  const set = (field: keyof typeof form) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateSignUp(form);
    if (!checks.checkAll() || !checked.ok) return;
    setError(null);
    setBusy(true);
    try {
      const created = await signUp(api, checked.value);
      setSignedUp(true);
      setUser(created);
    } catch (failure) {
      console.error(MESSAGES.signUpFailed, failure);
      setError(signUpFailureMessage(failure));
      setBusy(false);
    }
  };

  return (
    <div className={styles.wrapper}>
      <Card className={styles.card} padding="lg" as="section" aria-labelledby="signup-title">
        <h1 id="signup-title" className={styles.title}>
          Sign Up
        </h1>
        <p className={styles.lead}>Create your Shoreline account to book stays by the sea.</p>
        <form
          ref={checks.formRef}
          className={styles.form}
          noValidate
          onSubmit={(event) => void submit(event)}
          onBlur={checks.onBlur}
        >
          {error && <ErrorBox message={error} />}
          <TextField
            label="Full Name"
            name="name"
            autoComplete="name"
            required
            value={form.name}
            onChange={(event) => set('name')(event.target.value)}
            error={checks.errors.name}
          />
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={form.email}
            onChange={(event) => set('email')(event.target.value)}
            error={checks.errors.email}
          />
          <TextField
            label="Password"
            type="password"
            name="password"
            autoComplete="new-password"
            required
            value={form.password}
            onChange={(event) => set('password')(event.target.value)}
            error={checks.errors.password}
          />
          <TextField
            label="Confirm Password"
            type="password"
            name="confirmPassword"
            autoComplete="new-password"
            required
            value={form.confirmPassword}
            onChange={(event) => set('confirmPassword')(event.target.value)}
            error={checks.errors.confirmPassword}
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
