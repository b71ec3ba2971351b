/** Formats we accept, by what the bytes are (not what the name or the declared type say). */
export const IMAGE_FORMATS = {
  jpeg: { ext: 'jpg', type: 'image/jpeg' },
  png: { ext: 'png', type: 'image/png' },
  gif: { ext: 'gif', type: 'image/gif' },
  webp: { ext: 'webp', type: 'image/webp' },
} as const;

export type ImageFormat = keyof typeof IMAGE_FORMATS;

/** Why an upload cannot be stored: not one of IMAGE_FORMATS, or more than MAX_IMAGE_PIXELS. */
export type ImageRefusal = 'not-an-image' | 'too-many-pixels';
