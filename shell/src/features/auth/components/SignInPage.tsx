// /signin (SPEC 2, PRODUCT 14): email, password, remember me and a forgot-password link (working,
// PRODUCT 27). After signing in the user returns to where the guard stopped them.
import { useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { validateSignIn } from '@shoreline/shared-domain/validation/validateSignIn';
import { errorMessage } from '@shoreline/shared-ui/api/errorMessage';
import { Button } from '@shoreline/shared-ui/components/Button';
import { Card } from '@shoreline/shared-ui/components/Card';
import { Checkbox } from '@shoreline/shared-ui/components/Checkbox';
import { ErrorBox } from '@shoreline/shared-ui/components/ErrorBox';
import { Notice } from '@shoreline/shared-ui/components/Notice';
import { TextField } from '@shoreline/shared-ui/components/TextField';
import { paths } from '@shoreline/shared-ui/routes';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { useSession } from '@shoreline/shared-ui/shell/useSession';
import { signIn } from '../api/signIn';
import { useFocusInvalidField } from '../useFocusInvalidField';
import { useReturnPath } from '../useReturnPath';
import styles from './AuthForm.module.css';

interface FieldError {
  field?: string;
  message: string;
}

export function SignInPage() {
  const api = useApi();
  const user = useSession((state) => state.user);
  const setUser = useSession((state) => state.setUser);
  // The session ended elsewhere (revoked from another device, expired) while signed in here.
  const endedElsewhere = useSession((state) => state.endedElsewhere === true);
  const returnTo = useReturnPath();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [error, setError] = useState<FieldError | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusInvalidField(formRef, error);

  // Signed in (just now, or already when opening /signin): go back to the origin.
  if (user) return <Navigate to={returnTo} replace />;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateSignIn({ email, password, rememberMe });
    if (!checked.ok) {
      setError({ field: checked.field, message: checked.message });
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const signedIn = await signIn(api, {
        email: checked.value.email,
        password: checked.value.password,
        remember: checked.value.rememberMe,
      });
      setUser(signedIn);
    } catch (failure) {
      console.error(MESSAGES.signInFailed, failure);
      setError({ message: errorMessage(failure, MESSAGES.signInFailed) });
      setBusy(false);
    }
  };

  const fieldError = (field: string) => (error?.field === field ? error.message : undefined);

  return (
    <div className={styles.wrapper}>
      <Card className={styles.card} padding="lg" as="section" aria-labelledby="signin-title">
        <h1 id="signin-title" className={styles.title}>
          Sign In
        </h1>
        <p className={styles.lead}>Welcome back to Shoreline.</p>
        {endedElsewhere && <Notice tone="info">{MESSAGES.signedOutOnThisDevice}</Notice>}
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
            error={fieldError('email')}
          />
          <TextField
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={fieldError('password')}
          />
          <div className={styles.row}>
            <Checkbox
              label="Remember me"
              name="remember"
              checked={rememberMe}
              onChange={(event) => setRememberMe(event.target.checked)}
            />
            <Link to={paths.forgotPassword()} className={styles.forgot}>
              Forgot password?
            </Link>
          </div>
          <Button type="submit" fullWidth loading={busy}>
            Sign In
          </Button>
        </form>
        <p className={styles.switch}>
          New to Shoreline?{' '}
          <Link to={{ pathname: paths.signUp(), search: location.search }} state={location.state}>
            Sign Up
          </Link>
        </p>
      </Card>
    </div>
  );
}
