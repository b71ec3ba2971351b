import { useCallback, useRef, useState } from 'react';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { uploadDestinationImage } from '../api/uploadDestinationImage';

/**
 * The one image an ImagePicker (max 1) holds, and its upload with progress. A file uploads once: when
 * saving fails after the upload, saving again reuses the stored URL instead of storing a copy.
 */
export function useDestinationImage() {
  const api = useApi();
  const [files, setFilesState] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const uploaded = useRef(new WeakMap<File, string>());

  const setFiles = useCallback((next: File[]) => {
    setFilesState(next);
    setProgress(undefined);
  }, []);

  const upload = useCallback(
    async (file: File): Promise<string> => {
      const known = uploaded.current.get(file);
      if (known) return known;
      setProgress(0);
      try {
        const url = await uploadDestinationImage(api, file, setProgress);
        uploaded.current.set(file, url);
        setProgress(1);
        return url;
      } catch (error) {
        setProgress(undefined);
        throw error;
      }
    },
    [api],
  );

  const reset = useCallback(() => setFiles([]), [setFiles]);

  return { files, setFiles, progress: progress === undefined ? undefined : [progress], upload, reset };
}
