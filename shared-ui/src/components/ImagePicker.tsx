import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent, type ReactNode } from 'react';
import { MAX_IMAGES } from '@shoreline/shared-domain/constants';
import { detectImageType, IMAGE_SIGNATURE_BYTES } from '@shoreline/shared-domain/detectImageType';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { Photo } from '@shoreline/shared-domain/types';
import { validateImageFile } from '@shoreline/shared-domain/validation/validateImages';
import { cx } from './classNames';
import { CloseIcon, ImageIcon } from './icons';
import { readFileHeader } from './readFileHeader';
import { IMAGE_SIZES, ResponsiveImage } from './ResponsiveImage';
import { useObjectUrl } from './useObjectUrl';
import styles from './ImagePicker.module.css';

export interface ImagePickerProps {
  label?: ReactNode;
  /** New files picked so far (controlled); previews are made from them. */
  files: readonly File[];
  onFilesChange: (files: File[]) => void;
  /** Images already saved or uploaded (edit forms); they count towards `max`. */
  existing?: readonly Photo[];
  /** Called with the remaining photos when a saved image is removed. */
  onExistingChange?: (photos: Photo[]) => void;
  /** Upload progress per new file, 0 to 1, in the order of `files`. */
  progress?: ReadonlyArray<number | undefined>;
  /** Most images in total, saved plus new (default 10). With 1, a new pick replaces the image. */
  max?: number;
  /** Help under the drop zone (default "PNG, JPG, GIF up to 10MB each"). */
  hint?: ReactNode;
  /** A form-level error, e.g. MESSAGES.newListingImageRequired. */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  id?: string;
}

const fileKeys = new WeakMap<File, string>();
let nextFileKey = 0;
const keyOf = (file: File): string => {
  let key = fileKeys.get(file);
  if (key === undefined) {
    nextFileKey += 1;
    key = `file-${nextFileKey}`;
    fileKeys.set(file, key);
  }
  return key;
};

/** Why a picked file is refused, or null: declared type and size first, then its first bytes. */
async function refusalOf(file: File): Promise<string | null> {
  const checked = validateImageFile(file);
  if (!checked.ok) return checked.message;
  try {
    const header = await readFileHeader(file, IMAGE_SIGNATURE_BYTES);
    return detectImageType(header) ? null : MESSAGES.imageNotAnImage;
  } catch {
    // Unreadable (e.g. deleted since it was picked): it could not be uploaded either.
    return MESSAGES.imageNotAnImage;
  }
}

const maxImagesMessage = (max: number) =>
  max === MAX_IMAGES ? MESSAGES.maxImages : `Maximum ${max} ${max === 1 ? 'image' : 'images'} allowed`;

/**
 * Picking listing or destination photos (SPEC 5, PRODUCT 6): image files only (by their bytes, not
 * their name), at most 10 MB each and `max` in total. Refused files are named in an inline alert and
 * never previewed; the rest are added.
 */
export function ImagePicker({
  label = 'Photos',
  files,
  onFilesChange,
  existing = [],
  onExistingChange,
  progress,
  max = MAX_IMAGES,
  hint = MESSAGES.imagePickerHint,
  error,
  required = false,
  disabled = false,
  id,
}: ImagePickerProps) {
  const [problems, setProblems] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const generatedId = useId();
  const inputId = id ?? `sl-images${generatedId}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const alertId = `${inputId}-alert`;
  const total = existing.length + files.length;
  const replaces = max === 1;

  // Reading the files' first bytes takes a moment: the files picked meanwhile (or removed) count.
  const current = useRef({ files, existing });
  useEffect(() => {
    current.current = { files, existing };
  }, [files, existing]);

  const addFiles = async (picked: readonly File[]) => {
    const refusals = await Promise.all(picked.map(refusalOf));
    const found: string[] = [];
    const accepted: File[] = [];
    picked.forEach((file, index) => {
      const refusal = refusals[index];
      if (refusal) found.push(`${file.name}: ${refusal}`);
      else accepted.push(file);
    });
    const { files: nowFiles, existing: nowExisting } = current.current;
    if (replaces) {
      const chosen = accepted[0];
      if (accepted.length > 1) found.push(maxImagesMessage(max));
      if (chosen) {
        if (nowExisting.length > 0) onExistingChange?.([]);
        onFilesChange([chosen]);
      }
    } else {
      const room = Math.max(0, max - nowExisting.length - nowFiles.length);
      if (accepted.length > room) found.push(maxImagesMessage(max));
      const added = accepted.slice(0, room);
      if (added.length > 0) onFilesChange([...nowFiles, ...added]);
    }
    setProblems(found);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    void addFiles(Array.from(event.target.files ?? []));
    // Cleared so that picking the same file again fires a change.
    event.target.value = '';
  };

  const handleDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) void addFiles(Array.from(event.dataTransfer.files));
  };

  const removeFile = (file: File) => {
    setProblems([]);
    onFilesChange(files.filter((candidate) => candidate !== file));
  };

  const removeExisting = (photo: Photo) => {
    setProblems([]);
    onExistingChange?.(existing.filter((candidate) => candidate !== photo));
  };

  const describedBy = [hintId, problems.length > 0 && alertId, error && errorId].filter(Boolean).join(' ');

  return (
    <div className={styles.picker}>
      <span className={styles.label} id={`${inputId}-label`}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </span>
      <label
        className={cx(styles.drop, dragging && styles.dragging, disabled && styles.disabledDrop)}
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={handleDrop}
      >
        <ImageIcon width={32} height={32} />
        <span className={styles.dropTitle} id={`${inputId}-action`}>
          {replaces ? 'Choose an image' : 'Add images'}
        </span>
        <span>{replaces ? 'or drag and drop it here' : 'or drag and drop them here'}</span>
        <input
          id={inputId}
          className={styles.fileInput}
          type="file"
          accept="image/*"
          multiple={!replaces}
          disabled={disabled}
          aria-labelledby={`${inputId}-label ${inputId}-action`}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onChange={handleChange}
        />
      </label>
      <span id={hintId} className={styles.hint}>
        {hint}
      </span>
      {!replaces && (
        <span className={styles.count} aria-live="polite">
          {total} of {max} images
        </span>
      )}
      {problems.length > 0 && (
        <div id={alertId} role="alert" className={styles.alert}>
          {problems.length === 1 ? (
            problems[0]
          ) : (
            <ul>
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {error && (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      )}
      {total > 0 && (
        <ul className={styles.previews} aria-label="Selected images">
          {existing.map((photo, index) => (
            <li key={photo.url} className={styles.preview}>
              <ResponsiveImage photo={photo} alt={`Photo ${index + 1}`} sizes={IMAGE_SIZES.thumbnail} />
              {onExistingChange && (
                <button
                  type="button"
                  className={styles.remove}
                  onClick={() => removeExisting(photo)}
                  aria-label={`Remove photo ${index + 1}`}
                  disabled={disabled}
                >
                  <CloseIcon width={16} height={16} />
                </button>
              )}
            </li>
          ))}
          {files.map((file, index) => (
            <FilePreview
              key={keyOf(file)}
              file={file}
              progress={progress?.[index]}
              disabled={disabled}
              onRemove={() => removeFile(file)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function FilePreview({
  file,
  progress,
  disabled,
  onRemove,
}: {
  file: File;
  progress: number | undefined;
  disabled: boolean;
  onRemove: () => void;
}) {
  const url = useObjectUrl(file);
  // Right bytes at the start but no decodable picture: its name instead of a broken image.
  const [broken, setBroken] = useState(false);
  const uploading = progress !== undefined && progress < 1;
  return (
    <li className={styles.preview}>
      {url && !broken && <img src={url} alt={`Preview of ${file.name}`} onError={() => setBroken(true)} />}
      {broken && (
        <span className={styles.noPreview}>
          <ImageIcon width={24} height={24} />
          {file.name}
        </span>
      )}
      <button
        type="button"
        className={styles.remove}
        onClick={onRemove}
        aria-label={`Remove ${file.name}`}
        disabled={disabled || uploading}
      >
        <CloseIcon width={16} height={16} />
      </button>
      {progress !== undefined && (
        <progress
          className={styles.progress}
          max={1}
          value={progress}
          aria-label={`Uploading ${file.name}`}
        />
      )}
    </li>
  );
}
