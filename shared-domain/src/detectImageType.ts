import type { ACCEPTED_IMAGE_TYPES } from './constants';

export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

/** How many bytes from the start of a file detectImageType needs (WebP's is the longest). */
export const IMAGE_SIGNATURE_BYTES = 12;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

/**
 * The image type a file's first bytes announce (its "magic number"), whatever its name or declared
 * type: the picker refuses `notes.png` that is really text before previewing or uploading it
 * (PRODUCT 6). The server still decodes every upload; this only spares the round trip.
 */
export function detectImageType(header: Uint8Array): AcceptedImageType | null {
  if (startsWith(header, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(header, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(header, ascii('GIF87a')) || startsWith(header, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(header, ascii('RIFF')) && startsWith(header, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}
