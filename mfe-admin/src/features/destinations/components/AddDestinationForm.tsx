import { useId, useRef, useState, type FormEvent } from 'react';
import { MAX_NAME_LENGTH } from '@shoreline/shared-domain/constants';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { Destination } from '@shoreline/shared-domain/types';
import { validateDestination } from '@shoreline/shared-domain/validation/validateDestination';
import { errorMessage } from '@shoreline/shared-ui/api/errorMessage';
import { Button } from '@shoreline/shared-ui/components/Button';
import { CardActions } from '@shoreline/shared-ui/components/CardActions';
import { Card } from '@shoreline/shared-ui/components/Card';
import { ErrorBox } from '@shoreline/shared-ui/components/ErrorBox';
import { ImagePicker } from '@shoreline/shared-ui/components/ImagePicker';
import { TextField } from '@shoreline/shared-ui/components/TextField';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { addDestination } from '../api/addDestination';
import { useDestinationImage } from '../hooks/useDestinationImage';
import styles from './Destinations.module.css';

type Field = 'name' | 'image';

export interface AddDestinationFormProps {
  onAdded: (destination: Destination) => void;
}

/** Adding a destination (SPEC 5): name and image both required; the image is uploaded first. */
export function AddDestinationForm({ onAdded }: AddDestinationFormProps) {
  const api = useApi();
  const image = useDestinationImage();
  const [name, setName] = useState('');
  const [invalid, setInvalid] = useState<{ field: Field; message: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const imageId = `destination-image${useId()}`;
  const titleId = `add-destination${useId()}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const checked = validateDestination<File>({ name, image: image.files[0] }, 'add');
    if (!checked.ok) {
      const field: Field = checked.field === 'image' ? 'image' : 'name';
      setInvalid({ field, message: checked.message });
      // Focus the field at fault: its label and the message are read out together.
      if (field === 'name') nameRef.current?.focus();
      else document.getElementById(imageId)?.focus();
      return;
    }
    setInvalid(null);
    setFailure(null);
    setSaving(true);
    try {
      const file = checked.value.image;
      if (!file) return;
      const url = await image.upload(file);
      const destination = await addDestination(api, { name: checked.value.name, image: url });
      setName('');
      image.reset();
      onAdded(destination);
    } catch (error) {
      console.error(MESSAGES.addDestinationFailed, error);
      setFailure(errorMessage(error, MESSAGES.addDestinationFailed));
    } finally {
      setSaving(false);
    }
  };

  const errorFor = (field: Field) => (invalid?.field === field ? invalid.message : undefined);

  return (
    <Card>
      <form
        className={styles.form}
        noValidate
        aria-labelledby={titleId}
        onSubmit={(event) => void submit(event)}
      >
        <h2 id={titleId} className={styles.formTitle}>
          Add a destination
        </h2>
        <TextField
          ref={nameRef}
          label="Name"
          value={name}
          maxLength={MAX_NAME_LENGTH}
          onChange={(event) => setName(event.target.value)}
          error={errorFor('name')}
          required
          disabled={saving}
        />
        <ImagePicker
          id={imageId}
          label="Image"
          max={1}
          files={image.files}
          onFilesChange={image.setFiles}
          progress={image.progress}
          hint="PNG, JPG, GIF up to 10MB"
          error={errorFor('image')}
          required
          disabled={saving}
        />
        {failure && <ErrorBox message={failure} />}
        <CardActions>
          <Button type="submit" loading={saving}>
            Add Destination
          </Button>
        </CardActions>
      </form>
    </Card>
  );
}
