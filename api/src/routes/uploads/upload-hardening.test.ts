import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { UploadedImages } from '@shoreline/shared-domain/types';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { storeImageFiles } from '../../lib/images/image-files';
import { processImage, type ProcessedImage } from '../../lib/images/process-image';
import { UPLOAD_CLEANUP_JOB } from '../../plugins/app/upload-cleanup';
import { buildTestApp, listingInput, type TestApp, type TestUser } from '../../test/build-test-app';
import { multipartBody } from '../../test/multipart';

// Upload hardening of issue 11: a per-user rate limit, no served orphan after a failure or a crash,
// and a job that deletes uploads nobody attached.

const HOUR = 60 * 60 * 1000;
let t: TestApp;
let png: Buffer;

beforeAll(async () => {
  t = await buildTestApp({ uploadRateLimitPerMinute: 3 });
  png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2a9d8f' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

const host = () => t.createUser({ roles: ['renter', 'host'] });

function upload(user: TestUser, name = 'deck.png') {
  const body = multipartBody([{ filename: name, contentType: 'image/png', content: png }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/uploads?folder=listings',
    payload: body.payload,
    headers: { ...body.headers, ...user.headers },
  });
}

async function filesOnDisk(): Promise<string[]> {
  return (await fs.readdir(path.join(t.config.uploadDir, 'listings')).catch(() => [] as string[])).sort();
}

const rowsOf = (user: TestUser) => t.knex('uploads').where({ uploaded_by: user.user.id });

describe('upload rate limit', () => {
  it('allows UPLOAD_RATE_LIMIT requests a minute per user, then 429; other users are not affected', async () => {
    const busy = await host();
    for (let i = 0; i < 3; i += 1) expect((await upload(busy)).statusCode).toBe(201);
    const refused = await upload(busy);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await rowsOf(busy)).toHaveLength(3);
    // Same address (inject), another user: its own budget.
    expect((await upload(await host())).statusCode).toBe(201);
  });
});

describe('no served orphan', () => {
  it('a storage failure half-way leaves neither a row nor a file', async () => {
    const user = await host();
    const before = await filesOnDisk();
    const storage = t.app.imageStorage;
    const put = storage.put;
    let calls = 0;
    // The bucket fails on the third file of the upload (original + 2 variants written, 1 refused).
    storage.put = async (key, bytes, type) => {
      calls += 1;
      if (calls === 3) throw new Error('storage unavailable');
      return put(key, bytes, type);
    };
    try {
      expect((await upload(user)).statusCode).toBe(500);
    } finally {
      storage.put = put;
    }
    expect(await rowsOf(user)).toEqual([]);
    expect(await filesOnDisk()).toEqual(before);
  });

  it('a crash between the files and "complete" leaves an upload nobody can attach, which the job deletes', async () => {
    const user = await host();
    const image = (await processImage(png)) as ProcessedImage;
    const key = 'listings/1767000000000-deadbeef-crash.png';
    // What the upload route had done when the process died: the row, then the files; never completed.
    await t.app.uploadsRepository.recordPending([
      {
        folder: 'listings',
        key,
        contentType: image.contentType,
        sizeBytes: image.original.length,
        width: image.width,
        height: image.height,
        variantWidths: image.variants.map((v) => v.width),
        uploadedBy: user.user.id,
      },
    ]);
    await storeImageFiles(t.app.imageStorage, key, image);
    expect(await filesOnDisk()).toEqual(expect.arrayContaining(['1767000000000-deadbeef-crash.png']));

    const attach = await t.app.inject({
      method: 'POST',
      url: '/api/listings',
      headers: user.headers,
      payload: listingInput({ photos: [t.app.imageStorage.url(key)] }),
    });
    expect(attach.json()).toMatchObject({ statusCode: 400, message: MESSAGES.listingPhotoNotUploaded });

    const created = (await t.knex('uploads').where({ path: key }).first()) as { created_at: Date };
    // Within the hour the upload may still be in progress: kept.
    await t.app.jobs.runNow(UPLOAD_CLEANUP_JOB, {
      now: new Date(created.created_at.getTime() + 30 * 60 * 1000),
    });
    expect(await t.knex('uploads').where({ path: key })).toHaveLength(1);
    await t.app.jobs.runNow(UPLOAD_CLEANUP_JOB, { now: new Date(created.created_at.getTime() + 2 * HOUR) });
    expect(await t.knex('uploads').where({ path: key })).toEqual([]);
    expect((await filesOnDisk()).filter((file) => file.includes('deadbeef-crash'))).toEqual([]);
  });
});

describe('cleanup of unattached uploads', () => {
  it('deletes uploads attached to nothing after a day, with their variants; keeps attached and recent ones', async () => {
    const user = await host();
    const urls: string[] = [];
    for (const name of ['kept.png', 'orphan.png', 'fresh.png']) {
      urls.push(((await upload(user, name)).json() as UploadedImages).urls[0]!);
    }
    const [kept, orphan, fresh] = urls as [string, string, string];
    const attached = await t.app.inject({
      method: 'POST',
      url: '/api/listings',
      headers: user.headers,
      payload: listingInput({ photos: [kept] }),
    });
    expect(attached.statusCode).toBe(201);
    const key = (url: string) => t.app.imageStorage.keyOf(url)!;
    // Two of them were uploaded two days ago.
    const twoDaysAgo = new Date(Date.now() - 48 * HOUR);
    await t
      .knex('uploads')
      .whereIn('path', [key(kept), key(orphan)])
      .update({ created_at: twoDaysAgo });

    await t.app.jobs.runNow(UPLOAD_CLEANUP_JOB, { now: new Date() });

    const left = await t.knex('uploads').where({ uploaded_by: user.user.id }).pluck('path');
    expect(left.sort()).toEqual([key(fresh), key(kept)].sort());
    const names = await filesOnDisk();
    const stem = (url: string) => path.basename(url).replace(/\.png$/, '');
    expect(names.filter((name) => name.startsWith(stem(orphan)))).toEqual([]);
    expect(names.filter((name) => name.startsWith(stem(kept)))).toHaveLength(1 + 3);
    expect((await t.app.inject({ method: 'GET', url: orphan })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: kept })).statusCode).toBe(200);

    // A photo removed from its listing is unattached from then on: the next run past a day deletes it.
    const listingId = (attached.json() as { id: string }).id;
    await t.app.inject({
      method: 'PUT',
      url: `/api/listings/${listingId}`,
      headers: user.headers,
      payload: listingInput({ photos: [fresh] }),
    });
    await t.app.jobs.runNow(UPLOAD_CLEANUP_JOB, { now: new Date(Date.now() + 25 * HOUR) });
    expect(await t.knex('uploads').where({ uploaded_by: user.user.id }).pluck('path')).toEqual([key(fresh)]);
  });
});
