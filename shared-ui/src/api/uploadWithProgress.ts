import { apiErrorFromResponse, networkError } from './apiRequestError';
import { parseJsonBody } from './parseJsonBody';

/** POSTs a multipart form, reporting the uploaded fraction (0..1); resolves with the JSON answer. */
export function uploadWithProgress<T>(
  Xhr: typeof XMLHttpRequest,
  url: string,
  form: FormData,
  onProgress?: (fraction: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new Xhr();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    if (onProgress) {
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      });
    }
    xhr.addEventListener('load', () => {
      const data = parseJsonBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(data as T);
      } else {
        reject(apiErrorFromResponse(xhr.status, data));
      }
    });
    xhr.addEventListener('error', () => reject(networkError(new Error(`Upload to ${url} failed`))));
    xhr.addEventListener('abort', () => reject(networkError(new Error(`Upload to ${url} was aborted`))));
    xhr.send(form);
  });
}
