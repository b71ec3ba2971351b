import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertSafeKey, keyBelow, type ImageStorage } from './image-storage';

export interface S3StorageConfig {
  /** The S3 API, e.g. `https://s3.eu-west-1.amazonaws.com` or `http://minio:9000`. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where browsers fetch images (a CDN or the bucket's public address), without a trailing slash. */
  publicUrl: string;
}

/** Keys never change content (a new upload gets a new key), so browsers and CDNs keep them a week. */
const CACHE_CONTROL = 'public, max-age=604800, immutable';

/**
 * Images in an S3 bucket (AWS SDK v3), shared by every API replica. Path-style addressing and
 * checksums only where S3 requires them, so S3-compatible servers (MinIO, R2, test servers) work too.
 * Deletes go one key at a time: a handful per image, and DeleteObjects is where compatible servers
 * differ most.
 */
export function createS3ImageStorage(config: S3StorageConfig): ImageStorage & { client: S3Client } {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const base = `${config.publicUrl.replace(/\/+$/, '')}/`;
  return {
    kind: 's3',
    client,
    async put(key, bytes, contentType) {
      assertSafeKey(key);
      // A PUT replaces the object whole: readers see the old bytes or the new ones, never half.
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          CacheControl: CACHE_CONTROL,
        }),
      );
    },
    async get(key) {
      assertSafeKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async remove(keys) {
      keys.forEach(assertSafeKey);
      await Promise.all(
        keys.map((key) => client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key }))),
      );
    },
    url: (key) => `${base}${key}`,
    keyOf: (url) => keyBelow(base, url),
  };
}
