import { useCallback, useState } from 'react';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { apiErrorStatus } from '@shoreline/shared-ui/api/apiRequestError';
import { errorMessage } from '@shoreline/shared-ui/api/errorMessage';
import { Card } from '@shoreline/shared-ui/components/Card';
import { Checkbox } from '@shoreline/shared-ui/components/Checkbox';
import { ErrorBox } from '@shoreline/shared-ui/components/ErrorBox';
import { Notice } from '@shoreline/shared-ui/components/Notice';
import { Skeleton } from '@shoreline/shared-ui/components/Skeleton';
import { useAsync } from '@shoreline/shared-ui/hooks/useAsync';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { getNotificationSettings } from '../api/getNotificationSettings';
import { updateNotificationSettings } from '../api/updateNotificationSettings';
import styles from './ProfilePage.module.css';

/**
 * The profile's email switch (PRODUCT.md 25): notifications are always in the app; this decides
 * whether they are also emailed. Saved as soon as it changes.
 */
export function EmailNotificationsSetting() {
  const api = useApi();
  const settings = useAsync(useCallback(() => getNotificationSettings(api), [api]));
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  const change = async (email: boolean) => {
    setSaving(true);
    setSaved(false);
    setSaveError(null);
    try {
      const answer = await updateNotificationSettings(api, { email });
      settings.setData(() => answer);
      setSaved(true);
    } catch (error) {
      console.error(MESSAGES.notificationSettingsSaveFailed, error);
      const offline = apiErrorStatus(error) === 0;
      setSaveError(
        errorMessage(error, offline ? MESSAGES.userDataSaveFailed : MESSAGES.notificationSettingsSaveFailed),
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card as="section" padding="lg" aria-labelledby="profile-email-title" className={styles.card}>
      <h2 id="profile-email-title" className={styles.sectionTitle}>
        {MESSAGES.emailNotificationsTitle}
      </h2>
      {settings.status === 'loading' && <Skeleton height={44} />}
      {settings.status === 'error' && (
        <ErrorBox
          message={MESSAGES.notificationSettingsLoadFailed}
          action={{ label: 'Retry', onClick: settings.reload }}
        />
      )}
      {settings.status === 'success' && (
        <Checkbox
          label={MESSAGES.emailNotificationsLabel}
          hint={MESSAGES.emailNotificationsHint}
          checked={settings.data.email}
          disabled={saving}
          onChange={(event) => void change(event.target.checked)}
        />
      )}
      {saveError && <ErrorBox message={saveError} />}
      {saved && <Notice tone="success">{MESSAGES.emailNotificationsSaved}</Notice>}
    </Card>
  );
}
