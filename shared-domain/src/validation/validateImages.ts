import { MAX_IMAGE_BYTES, MAX_IMAGES } from '../constants';
import { MESSAGES } from '../messages';
import { fail, succeed, type Result } from '../result';

/** What the picker and the upload route know about a file before reading its bytes. */
export interface ImageFileInfo {
  type: string;
  size: number;
}

/** One picked or uploaded file: an image type, at most 10 MB (PRODUCT 6). */
export function validateImageFile(file: ImageFileInfo, field = 'photos'): Result<ImageFileInfo> {
  if (!file.type.startsWith('image/')) return fail(MESSAGES.imageNotAnImage, field);
  if (file.size > MAX_IMAGE_BYTES) return fail(MESSAGES.imageTooLarge, field);
  return succeed(file);
}

/** Adding `adding` images to `current` ones: refused past MAX_IMAGES ("Maximum 10 images allowed"). */
export function validateImageCount(current: number, adding: number, field = 'photos'): Result<number> {
  const total = current + adding;
  if (total > MAX_IMAGES) return fail(MESSAGES.maxImages, field);
  return succeed(total);
}
