import S3rver from '@20minutes/s3rver';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { S3StorageConfig } from '../lib/images/s3-image-storage';

export interface TestS3Server {
  /** What `S3_*` would say for this server (the bucket exists and is publicly readable). */
  config: S3StorageConfig;
  /** The same as environment variables, for an API started as a separate process. */
  env: Record<
    'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_PUBLIC_URL',
    string
  >;
  close: () => Promise<void>;
}

/**
 * An S3-compatible server in this process for tests (no MinIO binary installs on these machines):
 * @20minutes/s3rver, a maintained fork of s3rver, keeping objects in a temporary folder that is
 * removed on close. Anonymous GETs are served, as from a public bucket. Port 0 (the default) takes a
 * free port; several replicas of the API can share one server.
 */
export async function startS3Server(options: { port?: number; bucket?: string } = {}): Promise<TestS3Server> {
  const bucket = options.bucket ?? 'shoreline-images';
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'shoreline-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver's own credentials: it checks signatures, so the client must sign with these.
  const config: S3StorageConfig = {
    endpoint,
    bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    publicUrl: `${endpoint}/${bucket}`,
  };
  return {
    config,
    env: {
      S3_ENDPOINT: config.endpoint,
      S3_BUCKET: config.bucket,
      S3_REGION: config.region,
      S3_ACCESS_KEY_ID: config.accessKeyId,
      S3_SECRET_ACCESS_KEY: config.secretAccessKey,
      S3_PUBLIC_URL: config.publicUrl,
    },
    close: async () => {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
