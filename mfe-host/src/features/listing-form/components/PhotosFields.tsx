import { memo } from 'react';
import type { Photo } from '@shoreline/shared-domain/types';
import { ImagePicker } from '@shoreline/shared-ui/components/ImagePicker';
import styles from './ListingForm.module.css';

export interface PhotosFieldsProps {
  files: File[];
  onFilesChange: (files: File[]) => void;
  existing: Photo[];
  onExistingChange: (photos: Photo[]) => void;
  progress: (number | undefined)[];
  error: string | undefined;
  disabled: boolean;
}

/** "Photos", memoised: typing elsewhere in the form does not re-render the previews. */
export const PhotosFields = memo(function PhotosFields(props: PhotosFieldsProps) {
  return (
    <fieldset className={styles.group} disabled={props.disabled}>
      <legend className={styles.legend}>Photos</legend>
      <div data-fields="photos">
        <ImagePicker
          label="Photos of your place"
          files={props.files}
          onFilesChange={props.onFilesChange}
          existing={props.existing}
          onExistingChange={props.onExistingChange}
          progress={props.progress}
          error={props.error}
          disabled={props.disabled}
          required
        />
      </div>
    </fieldset>
  );
});
