import Fastify from 'fastify';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import staticPlugin from '../../plugins/external/static';
import { startS3Server } from '../../test/start-s3-server';
import type { ImageStorage } from './image-storage';
import { createLocalImageStorage } from './local-image-storage';
import { createS3ImageStorage } from './s3-image-storage';

interface Subject {
  storage: ImageStorage;
  /** GETs a public URL the way a browser would reach it. */
  fetchPublic: (url: string) => Promise<{ status: number; type: string | undefined; body: Buffer }>;
  close: () => Promise<void>;
}

/** The local folder, served by the API's own static plugin. */
async function localFolder(): Promise<Subject> {
  const uploadDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shoreline-storage-'));
  const app = Fastify();
  app.decorate('config', { s3: null, uploadDir } as never);
  await app.register(staticPlugin);
  await app.ready();
  return {
    storage: createLocalImageStorage(uploadDir),
    fetchPublic: async (url) => {
      const res = await app.inject({ method: 'GET', url });
      return {
        status: res.statusCode,
        type: res.headers['content-type'] as string | undefined,
        body: res.rawPayload,
      };
    },
    close: async () => {
      await app.close();
      await fs.rm(uploadDir, { recursive: true, force: true });
    },
  };
}

/** An S3-compatible server started by the test, read over HTTP like a public bucket. */
async function s3Bucket(): Promise<Subject> {
  const server = await startS3Server();
  return {
    storage: createS3ImageStorage(server.config),
    fetchPublic: async (url) => {
      const res = await fetch(url);
      return {
        status: res.status,
        type: res.headers.get('content-type') ?? undefined,
        body: Buffer.from(await res.arrayBuffer()),
      };
    },
    close: server.close,
  };
}

// One suite, two implementations: whatever the API does with images works the same on both.
describe.each([
  ['local folder', localFolder],
  ['S3 bucket', s3Bucket],
])('image storage: %s', (_name, make) => {
  let subject: Subject;
  beforeAll(async () => {
    subject = await make();
  });
  afterAll(() => subject.close());

  it('stores bytes under a key, gives them back and serves them at its URL with their type', async () => {
    const { storage, fetchPublic } = subject;
    const bytes = Buffer.from('RIFF....WEBPVP8 fake image bytes');
    await storage.put('listings/1-deck.w400.webp', bytes, 'image/webp');
    expect(await storage.get('listings/1-deck.w400.webp')).toEqual(bytes);
    const served = await fetchPublic(storage.url('listings/1-deck.w400.webp'));
    expect(served.status).toBe(200);
    expect(served.type).toMatch(/^image\/webp/);
    expect(served.body).toEqual(bytes);
  });

  it('replaces what a key holds', async () => {
    const { storage } = subject;
    await storage.put('listings/2-cove.jpg', Buffer.from('first'), 'image/jpeg');
    await storage.put('listings/2-cove.jpg', Buffer.from('second'), 'image/jpeg');
    expect((await storage.get('listings/2-cove.jpg'))?.toString()).toBe('second');
  });

  it('answers null for a key that holds nothing', async () => {
    expect(await subject.storage.get('listings/never-stored.jpg')).toBeNull();
  });

  it('removes keys, and removing a key that holds nothing is no error', async () => {
    const { storage, fetchPublic } = subject;
    await storage.put('destinations/3-bay.png', Buffer.from('png'), 'image/png');
    await storage.remove(['destinations/3-bay.png', 'destinations/not-there.png']);
    expect(await storage.get('destinations/3-bay.png')).toBeNull();
    expect((await fetchPublic(storage.url('destinations/3-bay.png'))).status).toBe(404);
  });

  it('reads a key back only from its own URLs', () => {
    const { storage } = subject;
    const url = storage.url('listings/4-beach.jpg');
    expect(storage.keyOf(url)).toBe('listings/4-beach.jpg');
    expect(storage.keyOf('https://tracker.example/listings/4-beach.jpg')).toBeNull();
    expect(storage.keyOf(url.replace('4-beach.jpg', '../../etc/passwd'))).toBeNull();
    expect(storage.keyOf(url.replace('listings/4-beach.jpg', 'listings/a/b.jpg'))).toBeNull();
  });

  it('refuses keys that could leave their folder', async () => {
    const { storage } = subject;
    for (const key of [
      '../secret.jpg',
      'listings/../../x.jpg',
      '/etc/passwd',
      'listings/.hidden',
      'listings/a/b.jpg',
    ]) {
      await expect(storage.put(key, Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/not an image key/);
    }
  });
});
