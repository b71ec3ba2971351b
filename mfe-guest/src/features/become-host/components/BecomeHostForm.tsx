import { errorMessage } from '@shoreline/shared-ui/api/errorMessage';
import { useState, type FormEvent } from 'react';
import { MAX_REASON_LENGTH } from '@shoreline/shared-domain/constants';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { HostRequest } from '@shoreline/shared-domain/types';
import { checkBecomeHostFields } from '@shoreline/shared-domain/validation/checkBecomeHostFields';
import { validateBecomeHost } from '@shoreline/shared-domain/validation/validateBecomeHost';
import { AppLink } from '@shoreline/shared-ui/components/AppLink';
import { Button } from '@shoreline/shared-ui/components/Button';
import { Card } from '@shoreline/shared-ui/components/Card';
import { ErrorBox } from '@shoreline/shared-ui/components/ErrorBox';
import { TextField } from '@shoreline/shared-ui/components/TextField';
import { useFormChecks } from '@shoreline/shared-ui/hooks/useFormChecks';
import { paths } from '@shoreline/shared-ui/routes';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { useSession } from '@shoreline/shared-ui/shell/useSession';
import { createHostRequest } from '../api/createHostRequest';
import styles from './BecomeHost.module.css';

export interface BecomeHostFormProps {
  signedIn: boolean;
  onSubmitted: (request: HostRequest) => void;
}

type Field = 'name' | 'email' | 'password' | 'confirmPassword' | 'reason';

/**
 * The host request (SPEC 5): a reason; a signed-out visitor also creates their account, which the
 * API does together with the request and signs in, so the header is refreshed afterwards.
 */
export function BecomeHostForm({ signedIn, onSubmitted }: BecomeHostFormProps) {
  const api = useApi();
  const setUser = useSession((session) => session.setUser);
  const [values, setValues] = useState({
    name: '',
    email: '',
    password: '',
    confirmPassword: '',
    reason: '',
  });
  const checks = useFormChecks(checkBecomeHostFields(values, signedIn));
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const errorFor = (field: Field) => checks.errors[field];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const checked = validateBecomeHost(values, signedIn);
    if (!checks.checkAll() || !checked.ok) return;
    setSubmitError(null);
    setSubmitting(true);
    try {
      const { account, reason } = checked.value;
      const created = await createHostRequest(
        api,
        account
          ? { reason, name: account.name, email: account.email, password: account.password }
          : { reason },
      );
      // The API answers with the (possibly just created and signed-in) user: the header follows.
      setUser(created.user);
      onSubmitted(created.request);
    } catch (error) {
      console.error(MESSAGES.becomeHostFailed, error);
      setSubmitError(errorMessage(error, MESSAGES.becomeHostFailed));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Card as="section" padding="lg" className={styles.card} aria-labelledby="become-host-title">
      <h1 id="become-host-title" className={styles.title}>
        Become a Host
      </h1>
      <p className={styles.text}>
        Tell us about the place you would like to share. An administrator reviews every request.
        {!signedIn && (
          <>
            {' '}
            Already have an account? <AppLink href={paths.signIn(paths.becomeHost())}>Sign in</AppLink> first.
          </>
        )}
      </p>
      <form
        ref={checks.formRef}
        className={styles.form}
        noValidate
        onSubmit={(event) => void submit(event)}
        onBlur={checks.onBlur}
        aria-labelledby="become-host-title"
      >
        {!signedIn && (
          <>
            <TextField
              label="Full name"
              name="name"
              autoComplete="name"
              value={values.name}
              onChange={set('name')}
              error={errorFor('name')}
              required
            />
            <TextField
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={set('email')}
              error={errorFor('email')}
              required
            />
            <TextField
              label="Password"
              name="password"
              type="password"
              autoComplete="new-password"
              value={values.password}
              onChange={set('password')}
              error={errorFor('password')}
              required
            />
            <TextField
              label="Confirm password"
              name="confirmPassword"
              type="password"
              autoComplete="new-password"
              value={values.confirmPassword}
              onChange={set('confirmPassword')}
              error={errorFor('confirmPassword')}
              required
            />
          </>
        )}
        <TextField
          label="Why do you want to become a host?"
          name="reason"
          multiline
          rows={4}
          maxLength={MAX_REASON_LENGTH}
          value={values.reason}
          onChange={set('reason')}
          error={errorFor('reason')}
          required
        />
        {submitError && <ErrorBox message={submitError} />}
        <Button type="submit" loading={submitting}>
          Submit Request
        </Button>
      </form>
    </Card>
  );
}
