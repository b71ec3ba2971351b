import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { MAX_NAME_LENGTH } from '@shoreline/shared-domain/constants';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { Destination } from '@shoreline/shared-domain/types';
import { validateDestination } from '@shoreline/shared-domain/validation/validateDestination';
import { errorMessage } from '@shoreline/shared-ui/api/errorMessage';
import { Button } from '@shoreline/shared-ui/components/Button';
import { CardActions } from '@shoreline/shared-ui/components/CardActions';
import { CardHeader } from '@shoreline/shared-ui/components/CardHeader';
import { Card } from '@shoreline/shared-ui/components/Card';
import { ErrorBox } from '@shoreline/shared-ui/components/ErrorBox';
import { ImagePicker } from '@shoreline/shared-ui/components/ImagePicker';
import { IMAGE_SIZES, ResponsiveImage } from '@shoreline/shared-ui/components/ResponsiveImage';
import { TextField } from '@shoreline/shared-ui/components/TextField';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { updateDestination } from '../api/updateDestination';
import { useDestinationImage } from '../hooks/useDestinationImage';
import styles from './Destinations.module.css';

export interface EditDestinationFormProps {
  destination: Destination;
  onSaved: (destination: Destination) => void;
  onCancel: () => void;
}

/**
 * Editing one destination in place (SPEC 5): a name is required; a new image is optional and replaces
 * the current one, which stays otherwise. Escape cancels.
 */
export function EditDestinationForm({ destination, onSaved, onCancel }: EditDestinationFormProps) {
  const api = useApi();
  const image = useDestinationImage();
  const [name, setName] = useState(destination.name);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const titleId = `destination-${destination.id}-edit-title`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const checked = validateDestination<File>({ name, image: image.files[0] ?? null }, 'edit');
    if (!checked.ok) {
      setInvalid(checked.message);
      document.getElementById(`destination-${destination.id}-name`)?.focus();
      return;
    }
    setInvalid(null);
    setFailure(null);
    setSaving(true);
    try {
      const file = checked.value.image;
      const input = file
        ? { name: checked.value.name, image: await image.upload(file) }
        : { name: checked.value.name };
      onSaved(await updateDestination(api, destination.id, input));
    } catch (error) {
      console.error(MESSAGES.updateDestinationFailed, error);
      setFailure(errorMessage(error, MESSAGES.updateDestinationFailed));
    } finally {
      setSaving(false);
    }
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Escape' && !saving) {
      event.preventDefault();
      onCancel();
    }
  };

  return (
    <Card as="article" className={styles.item} aria-labelledby={titleId}>
      <form
        className={styles.form}
        noValidate
        aria-labelledby={titleId}
        onSubmit={(event) => void submit(event)}
        onKeyDown={handleKeyDown}
      >
        <CardHeader headingId={titleId} title={`Edit ${destination.name}`} />
        <TextField
          id={`destination-${destination.id}-name`}
          label="Name"
          value={name}
          maxLength={MAX_NAME_LENGTH}
          onChange={(event) => setName(event.target.value)}
          error={invalid ?? undefined}
          required
          disabled={saving}
          autoFocus
        />
        <div className={styles.current}>
          <ResponsiveImage
            photo={destination.image}
            alt=""
            className={styles.currentImage}
            sizes={IMAGE_SIZES.thumbnail}
            loading="eager"
          />
          <p className={styles.muted}>Current image. Choose a new one below to replace it.</p>
        </div>
        <ImagePicker
          label="New image (optional)"
          max={1}
          files={image.files}
          onFilesChange={image.setFiles}
          progress={image.progress}
          hint="PNG, JPG, GIF up to 10MB"
          disabled={saving}
        />
        {failure && <ErrorBox message={failure} />}
        <CardActions>
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Save Changes
          </Button>
        </CardActions>
      </form>
    </Card>
  );
}
