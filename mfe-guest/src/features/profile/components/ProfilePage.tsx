import { apiErrorStatus } from '@shoreline/shared-ui/api/apiRequestError';
import { errorMessage } from '@shoreline/shared-ui/api/errorMessage';
import { useCallback, useState, type FormEvent } from 'react';
import { formatDisplayInstant } from '@shoreline/shared-domain/dates';
import { MAX_ABOUT_LENGTH, MAX_NAME_LENGTH } from '@shoreline/shared-domain/constants';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { User } from '@shoreline/shared-domain/types';
import { validateProfile } from '@shoreline/shared-domain/validation/validateProfile';
import { AppLink } from '@shoreline/shared-ui/components/AppLink';
import { Badge } from '@shoreline/shared-ui/components/Badge';
import { Button } from '@shoreline/shared-ui/components/Button';
import { Card } from '@shoreline/shared-ui/components/Card';
import { Page } from '@shoreline/shared-ui/components/Page';
import { ErrorBox } from '@shoreline/shared-ui/components/ErrorBox';
import { Notice } from '@shoreline/shared-ui/components/Notice';
import { PageHeader } from '@shoreline/shared-ui/components/PageHeader';
import { Spinner } from '@shoreline/shared-ui/components/Spinner';
import { TextField } from '@shoreline/shared-ui/components/TextField';
import { Skeleton } from '@shoreline/shared-ui/components/Skeleton';
import { useAsync } from '@shoreline/shared-ui/hooks/useAsync';
import { paths } from '@shoreline/shared-ui/routes';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { useSession } from '@shoreline/shared-ui/shell/useSession';
import { getProfileDetails } from '../api/getProfileDetails';
import { updateProfile } from '../api/updateProfile';
import { ActiveSessions } from './ActiveSessions';
import { ChangePasswordForm } from './ChangePasswordForm';
import { EmailNotificationsSetting } from './EmailNotificationsSetting';
import { EmailVerification } from './EmailVerification';
import styles from './ProfilePage.module.css';
import { SignOutEverywhere } from './SignOutEverywhere';

const ROLE_LABELS: Record<User['roles'][number], string> = { renter: 'Renter', host: 'Host', admin: 'Admin' };

/**
 * `/profile` (PRODUCT 10): name, email, roles, member since; the name and "About you" (issue 24 item 7,
 * shown on the public host page) can be changed. Account security (issue 11): change the password,
 * sign out everywhere.
 */
export default function ProfilePage() {
  const session = useSession();
  if (!session.user) {
    // The shell's guard only renders this page for a signed-in user; this covers the sign-out moment.
    return (
      <Page>
        <Spinner block label="Loading your profile" />
      </Page>
    );
  }
  return <Profile key={session.user.id} user={session.user} />;
}

function Profile({ user }: { user: User }) {
  const api = useApi();
  const setUser = useSession((session) => session.setUser);
  const [name, setName] = useState(user.name);
  const [nameError, setNameError] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [saving, setSaving] = useState(false);
  // "About you" is not in the session: read on its own. Until it is, the field waits and a save
  // sends the name only (the API keeps an about it was not sent).
  const details = useAsync(useCallback(() => getProfileDetails(api), [api]));
  const [aboutDraft, setAboutDraft] = useState<string | null>(null);
  const [aboutError, setAboutError] = useState<string | null>(null);
  const about = aboutDraft ?? (details.status === 'success' ? (details.data.about ?? '') : '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaved(false);
    const checked = validateProfile(aboutDraft === null ? { name } : { name, about: aboutDraft });
    setNameError(!checked.ok && checked.field !== 'about' ? checked.message : null);
    setAboutError(!checked.ok && checked.field === 'about' ? checked.message : null);
    if (!checked.ok) return;
    setSubmitError(null);
    setSaving(true);
    try {
      const updated = await updateProfile(api, checked.value);
      // The header reads the same session store, so it shows the new name at once.
      setUser(updated);
      setName(updated.name);
      const savedAbout = checked.value.about;
      if (savedAbout !== undefined) {
        // The field shows what was stored (trimmed), no longer a draft.
        details.setData((current) => ({ ...current, about: savedAbout }));
        setAboutDraft(null);
      }
      setSaved(true);
    } catch (error) {
      console.error(MESSAGES.profileUpdateFailed, error);
      // No answer at all (offline): SPEC's offline text for saving user data says what to do.
      const offline = apiErrorStatus(error) === 0;
      setSubmitError(
        errorMessage(error, offline ? MESSAGES.userDataSaveFailed : MESSAGES.profileUpdateFailed),
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <Page>
      <PageHeader title="Profile" />
      <Card as="section" padding="lg" aria-labelledby="profile-details-title" className={styles.card}>
        <h2 id="profile-details-title" className={styles.sectionTitle}>
          Your account
        </h2>
        <dl className={styles.facts}>
          <div>
            <dt>Name</dt>
            <dd>{user.name}</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>
              {user.email} <EmailVerification />
            </dd>
          </div>
          <div>
            <dt>Roles</dt>
            <dd className={styles.roles}>
              {user.roles.map((role) => (
                <Badge key={role} tone="info">
                  {ROLE_LABELS[role]}
                </Badge>
              ))}
            </dd>
          </div>
          <div>
            <dt>Member since</dt>
            <dd>{formatDisplayInstant(user.createdAt)}</dd>
          </div>
        </dl>
      </Card>
      <Card as="section" padding="lg" aria-labelledby="profile-edit-title" className={styles.card}>
        <h2 id="profile-edit-title" className={styles.sectionTitle}>
          Edit your profile
        </h2>
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => void submit(event)}
          aria-labelledby="profile-edit-title"
        >
          <TextField
            label="Full name"
            autoComplete="name"
            maxLength={MAX_NAME_LENGTH}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setSaved(false);
            }}
            error={nameError ?? undefined}
            required
          />
          {details.status === 'loading' ? (
            <Skeleton variant="rect" height="9rem" />
          ) : (
            <TextField
              multiline
              label="About you"
              hint={MESSAGES.aboutHint}
              rows={5}
              maxLength={MAX_ABOUT_LENGTH}
              value={about}
              // Not loaded (an error): typing here could not tell what it replaces.
              disabled={details.status === 'error'}
              onChange={(event) => {
                setAboutDraft(event.target.value);
                setSaved(false);
              }}
              error={aboutError ?? (details.status === 'error' ? MESSAGES.aboutLoadFailed : undefined)}
            />
          )}
          {user.roles.includes('host') && (
            <p className={styles.text}>
              <AppLink href={paths.host(user.id)}>{MESSAGES.viewHostPage}</AppLink>
            </p>
          )}
          {submitError && <ErrorBox message={submitError} />}
          {saved && <Notice tone="success">{MESSAGES.profileUpdated}</Notice>}
          <div>
            <Button type="submit" loading={saving}>
              Save Changes
            </Button>
          </div>
        </form>
      </Card>
      <ChangePasswordForm />
      <ActiveSessions />
      <SignOutEverywhere />
      <EmailNotificationsSetting />
    </Page>
  );
}
