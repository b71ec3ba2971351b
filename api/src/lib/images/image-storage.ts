/**
 * Where images live: a local folder (the embedded default, served by this API at `/uploads/...`) or
 * an S3 bucket (served by the bucket or a CDN in front of it). The database stores keys only
 * (`listings/1767000000000-1a2b3c4d-deck.jpg`); URLs are built when a response is written, so moving
 * the images behind a CDN changes configuration, not data.
 */
export interface ImageStorage {
  readonly kind: 'local' | 's3';
  /** Stores bytes under a key (replacing what was there): readers never see a half-written file. */
  put: (key: string, bytes: Buffer, contentType: string) => Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key. */
  get: (key: string) => Promise<Buffer | null>;
  /** Deletes the keys; a key with nothing stored under it is not an error. */
  remove: (keys: readonly string[]) => Promise<void>;
  /** The address browsers fetch the key from. */
  url: (key: string) => string;
  /** The key of an address this storage serves (`url`'s inverse), or null for any other address. */
  keyOf: (url: string) => string | null;
}

/** `{folder}/{file}`: a lower-case folder and a safe file name, never `..` or a second directory. */
const KEY = /^[a-z]+\/[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

export function isSafeKey(key: string): boolean {
  return KEY.test(key) && !key.includes('..');
}

/** Refuses a key that could escape its folder, before it reaches a file system or a bucket. */
export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`not an image key: ${JSON.stringify(key)}`);
}

/** The key below `base` (a URL prefix ending in `/`), when `url` is one of ours. */
export function keyBelow(base: string, url: string): string | null {
  if (!url.startsWith(base)) return null;
  const key = url.slice(base.length);
  return isSafeKey(key) ? key : null;
}
