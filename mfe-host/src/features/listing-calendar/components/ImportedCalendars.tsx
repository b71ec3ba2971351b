import { useState, type FormEvent } from 'react';
import { formatDisplayInstant } from '@shoreline/shared-domain/dates';
import type { ExternalCalendar } from '@shoreline/shared-domain/hostCalendar';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { apiErrorFields } from '@shoreline/shared-ui/api/apiRequestError';
import { errorMessage } from '@shoreline/shared-ui/api/errorMessage';
import { Button } from '@shoreline/shared-ui/components/Button';
import { CardActions } from '@shoreline/shared-ui/components/CardActions';
import { ConfirmDialog } from '@shoreline/shared-ui/components/ConfirmDialog';
import { ErrorBox } from '@shoreline/shared-ui/components/ErrorBox';
import { TextField } from '@shoreline/shared-ui/components/TextField';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { addExternalCalendar } from '../api/addExternalCalendar';
import { removeExternalCalendar } from '../api/removeExternalCalendar';
import { syncExternalCalendar } from '../api/syncExternalCalendar';
import styles from './ListingCalendar.module.css';

export interface ImportedCalendarsProps {
  listingId: string;
  calendars: ExternalCalendar[];
  /** A calendar was added, synced or removed: the page reloads the nights it imports. */
  onChange: (calendars: ExternalCalendar[]) => void;
}

/** Calendars of other platforms imported into the listing: their state, Sync now, Remove, Add. */
export function ImportedCalendars({ listingId, calendars, onChange }: ImportedCalendarsProps) {
  const api = useApi();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Removing frees every night the calendar imported: asked first, like regenerating the feed.
  const [removing, setRemoving] = useState<ExternalCalendar | null>(null);

  const act = async (id: string, run: () => Promise<ExternalCalendar[]>) => {
    setBusy(id);
    setError(null);
    try {
      onChange(await run());
      return true;
    } catch (failure) {
      setError(errorMessage(failure, 'That did not work. Please try again.'));
      return false;
    } finally {
      setBusy(null);
    }
  };

  const sync = (calendar: ExternalCalendar) =>
    act(`sync-${calendar.id}`, async () => {
      const synced = await syncExternalCalendar(api, listingId, calendar.id);
      return calendars.map((known) => (known.id === synced.id ? synced : known));
    });

  const remove = async (calendar: ExternalCalendar) => {
    const removed = await act(`remove-${calendar.id}`, async () => {
      await removeExternalCalendar(api, listingId, calendar.id);
      return calendars.filter((known) => known.id !== calendar.id);
    });
    // A failure stays in the dialog, where the host asked for it.
    if (removed) setRemoving(null);
  };

  return (
    <>
      {calendars.length === 0 ? (
        <p className={styles.muted}>No calendars imported yet. Add one from another platform below.</p>
      ) : (
        <ul className={styles.entries} aria-label="Imported calendars">
          {calendars.map((calendar) => (
            <li key={calendar.id} className={styles.entry} aria-label={calendar.name}>
              <div>
                <strong>{calendar.name}</strong>
                <div className={`${styles.muted} ${styles.feedUrl}`}>{calendar.url}</div>
                <div className={styles.muted}>
                  {calendar.lastSyncedAt
                    ? `Last synced ${formatDisplayInstant(calendar.lastSyncedAt)}, ${calendar.eventCount} events`
                    : 'Never synced'}
                </div>
                {calendar.lastError && (
                  <div className={styles.failed}>Last sync failed: {calendar.lastError}</div>
                )}
              </div>
              <CardActions>
                <Button
                  variant="secondary"
                  size="sm"
                  loading={busy === `sync-${calendar.id}`}
                  onClick={() => void sync(calendar)}
                  aria-label={`Sync ${calendar.name} now`}
                >
                  Sync now
                </Button>
                <Button
                  variant="danger"
                  size="sm"
                  onClick={() => setRemoving(calendar)}
                  aria-label={`Remove ${calendar.name}`}
                >
                  Remove
                </Button>
              </CardActions>
            </li>
          ))}
        </ul>
      )}
      {error && !removing && <ErrorBox message={error} />}
      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${removing?.name ?? 'this calendar'}?`}
        message="Its imported nights become free here, and it is no longer synced."
        confirmLabel="Remove"
        tone="danger"
        busy={removing !== null && busy === `remove-${removing.id}`}
        error={removing ? error : null}
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => {
          setRemoving(null);
          setError(null);
        }}
      />
      <AddCalendarForm listingId={listingId} onAdded={(added) => onChange([...calendars, added])} />
    </>
  );
}

function AddCalendarForm({
  listingId,
  onAdded,
}: {
  listingId: string;
  onAdded: (calendar: ExternalCalendar) => void;
}) {
  const api = useApi();
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [errors, setErrors] = useState<{ name?: string; url?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Only what is missing is checked here: the API judges the address (https outside development,
    // no credentials, not already imported) and its message lands under the field it is about.
    const found = {
      name: name.trim() === '' ? MESSAGES.calendarNameRequired : undefined,
      url: url.trim() === '' ? MESSAGES.calendarUrlInvalid : undefined,
    };
    setErrors(found);
    if (found.name || found.url) {
      document.getElementById(found.name ? 'calendar-name' : 'calendar-url')?.focus();
      return;
    }
    setBusy(true);
    try {
      onAdded(await addExternalCalendar(api, listingId, { name: name.trim(), url: url.trim() }));
      setName('');
      setUrl('');
    } catch (failure) {
      const message = errorMessage(failure, 'The calendar could not be added. Please try again.');
      // The API names the input its refusal is about (issue 23): the address also when its first
      // sync failed (422, nothing was saved).
      const fields = apiErrorFields(failure);
      const aboutUrl = fields.includes('url');
      setErrors(
        fields.includes('name') ? { name: message } : aboutUrl ? { url: message } : { form: message },
      );
      if (aboutUrl) document.getElementById('calendar-url')?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="add-calendar"
    >
      <h3 id="add-calendar">Add a calendar</h3>
      <TextField
        id="calendar-name"
        label="Name"
        hint="For example Airbnb or Booking.com"
        value={name}
        maxLength={80}
        onChange={(event) => setName(event.target.value)}
        error={errors.name}
        required
      />
      <TextField
        id="calendar-url"
        label="Calendar address (iCal)"
        type="url"
        inputMode="url"
        placeholder="https://"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        error={errors.url}
        required
      />
      {errors.form && <ErrorBox message={errors.form} />}
      <CardActions>
        <Button type="submit" loading={busy}>
          Add calendar
        </Button>
      </CardActions>
    </form>
  );
}
