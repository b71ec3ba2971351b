import { useCallback, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Listing, ListingInput, Photo } from '@shoreline/shared-domain/types';
import { checkListingFields } from '@shoreline/shared-domain/validation/checkListingFields';
import { validateListing, type ListingFormMode } from '@shoreline/shared-domain/validation/validateListing';
import { errorMessage } from '@shoreline/shared-ui/api/errorMessage';
import { paths } from '@shoreline/shared-ui/routes';
import { useFormChecks } from '@shoreline/shared-ui/hooks/useFormChecks';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { uploadListingPhoto } from '../api/uploadListingPhoto';
import type { ListingFieldName, ListingFields, SetListingField } from './listingFields';

export interface ListingFormOptions {
  mode: ListingFormMode;
  initialFields: ListingFields;
  /** Saved photos (edit); they are kept unless removed. */
  initialPhotos?: readonly Photo[];
  /** Sends the checked input (POST or PUT) and answers with the saved listing. */
  save: (input: ListingInput) => Promise<Listing>;
  /** SPEC 8's text for a failed save, shown unless the API sent a 4xx message of its own. */
  failureMessage: string;
  /** Where Cancel leads when there is no page to go back to (the form was opened directly). */
  cancelPath: string;
}

export type ListingFieldErrors = Partial<Record<ListingFieldName, string>>;

/**
 * State and submit pipeline of the create and edit forms. Each field is judged by shared-domain's
 * rules through shared-ui's useFormChecks (messages once a field is left or a submit was tried; a
 * refused submit shows them all and focuses the first invalid field). A valid submit uploads the newly picked images one request each (so each
 * shows its own progress), saves, then opens the listing's page. An image uploaded by an attempt
 * that then failed to save is not uploaded again on the next attempt.
 */
export function useListingForm({
  mode,
  initialFields,
  initialPhotos = [],
  save,
  failureMessage,
  cancelPath,
}: ListingFormOptions) {
  const api = useApi();
  const navigate = useNavigate();
  const location = useLocation();
  const [fields, setFields] = useState(initialFields);
  const [existing, setExisting] = useState<Photo[]>([...initialPhotos]);
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<ReadonlyMap<File, number>>(new Map());
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // Each picked file's stored image once uploaded (URL, size, variants), so a retry sends it again.
  const uploaded = useRef(new Map<File, Photo>());

  // The checks' keys are the form's fields, in form order.
  const checks = useFormChecks<ListingFieldName>(
    checkListingFields<Photo | File>({ ...fields, photos: [...existing, ...files] }, mode),
  );

  // Stable, like every handler the sections get: a memoised section re-renders only when its own
  // values or messages change, not on every keystroke elsewhere in the form.
  const setField = useCallback<SetListingField>(
    (name, value) => setFields((current) => ({ ...current, [name]: value })),
    [],
  );

  const setDates = useCallback(
    (range: { start: string | null; end: string | null }) =>
      setFields((current) => ({ ...current, availableFrom: range.start, availableTo: range.end })),
    [],
  );

  const trackProgress = (file: File, fraction: number | null) =>
    setProgress((current) => {
      const next = new Map(current);
      if (fraction === null) next.delete(file);
      else next.set(file, fraction);
      return next;
    });

  const uploadNewPhotos = (picked: readonly File[]) =>
    Promise.all(
      picked.map(async (file) => {
        const known = uploaded.current.get(file);
        if (known) return known;
        trackProgress(file, 0);
        try {
          const photo = await uploadListingPhoto(api, file, (fraction) => trackProgress(file, fraction));
          uploaded.current.set(file, photo);
          trackProgress(file, 1);
          return photo;
        } catch (error) {
          trackProgress(file, null);
          throw error;
        }
      }),
    );

  const submit = async () => {
    if (submitting) return;
    setSubmitError(null);
    const checked = validateListing<Photo | File>({ ...fields, photos: [...existing, ...files] }, mode);
    if (!checks.checkAll() || !checked.ok) return;
    setSubmitting(true);
    try {
      const photos = [...existing, ...(await uploadNewPhotos(files))];
      const listing = await save({ ...checked.value, photos: photos.map((photo) => photo.url) });
      navigate(paths.listing(listing.id), { replace: true });
    } catch (error) {
      console.error(failureMessage, error);
      setSubmitError(errorMessage(error, failureMessage));
      setSubmitting(false);
    }
  };

  const fileProgress = useMemo(() => files.map((file) => progress.get(file)), [files, progress]);

  const cancel = () => {
    // 'default' is the key of the first page of this tab's history: nothing inside the app to go back to.
    if (location.key === 'default') navigate(cancelPath);
    else navigate(-1);
  };

  return {
    fields,
    setField,
    setDates,
    existing,
    changeExisting: setExisting,
    files,
    changeFiles: setFiles,
    progress: fileProgress,
    fieldErrors: checks.errors,
    formRef: checks.formRef,
    onBlur: checks.onBlur,
    submitError,
    submitting,
    submit,
    cancel,
  };
}

export type ListingFormState = ReturnType<typeof useListingForm>;
